import { useState } from 'react';
import {
  AppBar,
  Box,
  Button,
  Container,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  Toolbar,
} from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import CloseIcon from '@mui/icons-material/Close';
import { Link as RouterLink, NavLink } from 'react-router-dom';
import { useIntl } from 'react-intl';
import { LanguagePicker } from '../../language';
import { BrandLogo } from '../BrandLogo';
import { LANDING_HEADER_LINKS } from './landingLinks';

const MOBILE_MENU_ID = 'landing-mobile-menu';
/** Width of the small-screen menu drawer. */
const MOBILE_MENU_WIDTH = 280;

/**
 * Header of the public pages: logo, page links, language, and the Sign in / Start buttons. Below the md
 * breakpoint the links and buttons move into a drawer menu.
 */
export function LandingHeader() {
  const intl = useIntl();
  const [menuOpen, setMenuOpen] = useState(false);
  const t = (id: string) => intl.formatMessage({ id });
  const closeMenu = () => setMenuOpen(false);

  return (
    <AppBar position="sticky" color="default" elevation={1} sx={{ bgcolor: 'background.paper' }}>
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 2 }}>
          <Box
            component={RouterLink}
            to="/"
            aria-label={t('chrome.landing.home')}
            sx={{ display: 'flex', alignItems: 'center', mr: 2 }}
          >
            <BrandLogo height={36} />
          </Box>
          {/* Both layouts are in the markup and CSS picks one, so the first paint (and a prerendered page)
              is right at any width, with no switch after start-up. */}
          <Box
            component="nav"
            aria-label={t('chrome.landing.nav.label')}
            sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5 }}
          >
            {LANDING_HEADER_LINKS.map((link) => (
              <Button
                key={link.to}
                component={NavLink}
                to={link.to}
                color="inherit"
                sx={{ '&.active': { color: 'primary.main', fontWeight: 700 } }}
              >
                {t(link.labelId)}
              </Button>
            ))}
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          <LanguagePicker />
          <Stack direction="row" spacing={1} sx={{ display: { xs: 'none', md: 'flex' } }}>
            <Button component={RouterLink} to="/login" variant="outlined">
              {t('chrome.landing.login')}
            </Button>
            <Button component={RouterLink} to="/register" variant="contained">
              {t('chrome.landing.signup')}
            </Button>
          </Stack>
          <IconButton
            sx={{ display: { md: 'none' } }}
            aria-label={t('chrome.landing.openMenu')}
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? MOBILE_MENU_ID : undefined}
            onClick={() => setMenuOpen(true)}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>
      <Drawer
        anchor="right"
        open={menuOpen}
        onClose={closeMenu}
        slotProps={{ paper: { id: MOBILE_MENU_ID, 'aria-label': t('chrome.landing.menu') } }}
      >
        <Box sx={{ width: MOBILE_MENU_WIDTH, display: 'flex', flexDirection: 'column', height: '100%' }}>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
            <IconButton aria-label={t('chrome.landing.closeMenu')} onClick={closeMenu}>
              <CloseIcon />
            </IconButton>
          </Box>
          <Box component="nav" aria-label={t('chrome.landing.nav.label')}>
            <List>
              {LANDING_HEADER_LINKS.map((link) => (
                <ListItem key={link.to} disablePadding>
                  <ListItemButton component={NavLink} to={link.to} onClick={closeMenu}>
                    <ListItemText primary={t(link.labelId)} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </Box>
          <Divider />
          <Stack spacing={1} sx={{ p: 2 }}>
            <Button component={RouterLink} to="/login" variant="outlined" onClick={closeMenu}>
              {t('chrome.landing.login')}
            </Button>
            <Button component={RouterLink} to="/register" variant="contained" onClick={closeMenu}>
              {t('chrome.landing.signup')}
            </Button>
          </Stack>
        </Box>
      </Drawer>
    </AppBar>
  );
}
