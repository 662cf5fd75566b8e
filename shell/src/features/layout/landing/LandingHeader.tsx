import { lazy, Suspense, useState } from 'react';
import { AppBar, Box, Button, Container, IconButton, Stack, Toolbar } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { Link as RouterLink, NavLink } from 'react-router-dom';
import { useIntl } from 'react-intl';
import { LanguagePicker } from '../../language';
import { BrandLogo } from '../BrandLogo';
import { LANDING_HEADER_LINKS } from './landingLinks';

// The small-screen menu's code (a drawer: modal, focus trap, transitions, list) loads when it first
// opens: a public page's start-up does not need it, and most visitors never open it.
const LandingMenu = lazy(() => import(/* webpackChunkName: "landing-menu" */ './LandingMenu'));

const MOBILE_MENU_ID = 'landing-mobile-menu';

const NO_WRAP = { whiteSpace: 'nowrap', flexShrink: 0 } as const;
/**
 * From this width the six links and the two buttons fit one line in every language (the Spanish labels
 * are the longest); below it they move into the menu.
 */
const DESKTOP = '@media (min-width:1360px)';
const DESKTOP_ONLY = { display: 'none', [DESKTOP]: { display: 'flex' } } as const;
const NAV_LINK_SX = {
  ...NO_WRAP,
  px: 0.625,
  minWidth: 0,
  fontSize: '0.8125rem',
  '&.active': { color: 'primary.main', fontWeight: 700 },
} as const;

/**
 * Header of the public pages: logo, page links, language, and the Sign in / Start buttons. Below 1360 px
 * the links and buttons move into a drawer menu.
 */
export function LandingHeader() {
  const intl = useIntl();
  const [menuOpen, setMenuOpen] = useState(false);
  // Mounted from the first opening on, so that closing plays its transition.
  const [menuMounted, setMenuMounted] = useState(false);
  const t = (id: string) => intl.formatMessage({ id });
  const closeMenu = () => setMenuOpen(false);

  return (
    <AppBar position="sticky" color="default" elevation={1} sx={{ bgcolor: 'background.paper' }}>
      <Container maxWidth="xl">
        <Toolbar disableGutters sx={{ gap: 2 }}>
          <Box
            component={RouterLink}
            to="/"
            aria-label={t('chrome.landing.home')}
            sx={{ display: 'flex', alignItems: 'center', mr: 1, flexShrink: 0 }}
          >
            <BrandLogo height={36} />
          </Box>
          {/* Both layouts are in the markup and CSS picks one, so the first paint (and a prerendered page)
              is right at any width, with no switch after start-up. */}
          <Box component="nav" aria-label={t('chrome.landing.nav.label')} sx={{ ...DESKTOP_ONLY, gap: 0.25 }}>
            {LANDING_HEADER_LINKS.map((link) => (
              <Button key={link.to} component={NavLink} to={link.to} color="inherit" sx={NAV_LINK_SX}>
                {t(link.labelId)}
              </Button>
            ))}
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          <LanguagePicker />
          <Stack direction="row" spacing={1} sx={DESKTOP_ONLY}>
            <Button component={RouterLink} to="/login" variant="outlined" size="small" sx={NO_WRAP}>
              {t('chrome.landing.login')}
            </Button>
            <Button component={RouterLink} to="/register" variant="contained" size="small" sx={NO_WRAP}>
              {t('chrome.landing.signup')}
            </Button>
          </Stack>
          <IconButton
            sx={{ [DESKTOP]: { display: 'none' } }}
            aria-label={t('chrome.landing.openMenu')}
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? MOBILE_MENU_ID : undefined}
            onClick={() => {
              setMenuMounted(true);
              setMenuOpen(true);
            }}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>
      {menuMounted && (
        <Suspense fallback={null}>
          <LandingMenu id={MOBILE_MENU_ID} open={menuOpen} onClose={closeMenu} />
        </Suspense>
      )}
    </AppBar>
  );
}
