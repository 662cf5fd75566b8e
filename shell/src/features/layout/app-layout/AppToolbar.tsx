import {
  AppBar,
  Box,
  IconButton,
  Toolbar,
  Tooltip,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import TuneIcon from '@mui/icons-material/Tune';
import { Link as RouterLink } from 'react-router-dom';
import { useIntl } from 'react-intl';
import type { NavItem } from '@estiba/shared';
import { LanguagePicker } from '../../language';
import { NavigationSearch } from '../../search';
import { SETTINGS_PANEL_ID, useSettingsPanel, useShellSettings } from '../../settings-panel';
import { AreaThemeProvider } from '../../theme';
import { BrandLogo } from '../BrandLogo';
import { NAVBAR_ID } from './Navbar';
import { UserMenu } from './UserMenu';
import { useToolbarTitle } from './useToolbarTitle';

interface AppToolbarProps {
  navigation: NavItem[];
  toolbarTitles: Record<string, string>;
  /** Small screens: the button that opens the navigation drawer. */
  showMenuButton: boolean;
  menuOpen: boolean;
  onMenuOpen: () => void;
  /** The logo goes in the toolbar when no side navbar carries it. */
  showLogo: boolean;
  /** Max width of the toolbar's row in container mode. */
  rowMaxWidth: number | null;
}

/** The client area's top bar: page title, navigation search, language, settings and the user menu. */
export function AppToolbar({
  navigation,
  toolbarTitles,
  showMenuButton,
  menuOpen,
  onMenuOpen,
  showLogo,
  rowMaxWidth,
}: AppToolbarProps) {
  const intl = useIntl();
  const title = useToolbarTitle(toolbarTitles);
  const settings = useShellSettings();
  const panel = useSettingsPanel();
  const t = (id: string) => intl.formatMessage({ id });
  const fixed = settings.layout.toolbar.style === 'fixed';
  // Phones have no room for the search box beside the title; the navigation drawer is there instead.
  const theme = useTheme();
  const roomForSearch = useMediaQuery(theme.breakpoints.up('sm'));

  return (
    <AreaThemeProvider area="toolbar">
      <AppBar
        position={fixed ? 'sticky' : 'static'}
        elevation={fixed ? 2 : 0}
        sx={{
          top: 0,
          bgcolor: 'background.paper',
          color: 'text.primary',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Toolbar
          sx={{ gap: 1, width: '100%', mx: 'auto', maxWidth: rowMaxWidth ?? undefined, px: { xs: 1, sm: 2 } }}
        >
          {showMenuButton && (
            <IconButton
              edge="start"
              color="inherit"
              aria-label={t('chrome.toolbar.openNavigation')}
              aria-controls={NAVBAR_ID}
              aria-expanded={menuOpen}
              onClick={onMenuOpen}
            >
              <MenuIcon />
            </IconButton>
          )}
          {showLogo && (
            <Box
              component={RouterLink}
              to="/welcome"
              aria-label={t('chrome.navbar.home')}
              sx={{ display: 'flex', alignItems: 'center', mr: 1 }}
            >
              <BrandLogo height={28} />
            </Box>
          )}
          {/* The area's name, not a heading: every screen has its own h1 (one per page), which names it better. */}
          {title && (
            <Typography component="p" variant="h6" noWrap sx={{ fontWeight: 600, minWidth: 0 }}>
              {title}
            </Typography>
          )}
          <Box sx={{ flexGrow: 1 }} />
          {roomForSearch && <NavigationSearch items={navigation} />}
          <LanguagePicker />
          <Tooltip title={t('chrome.settings.open')}>
            <IconButton
              color="inherit"
              aria-label={t('chrome.settings.open')}
              aria-controls={panel.open ? SETTINGS_PANEL_ID : undefined}
              aria-expanded={panel.open}
              aria-haspopup="dialog"
              onClick={() => panel.toggle()}
            >
              <TuneIcon />
            </IconButton>
          </Tooltip>
          <UserMenu />
        </Toolbar>
      </AppBar>
    </AreaThemeProvider>
  );
}
