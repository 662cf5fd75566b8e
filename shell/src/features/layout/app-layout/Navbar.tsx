import { useState, type FocusEvent } from 'react';
import { Box, Divider, Drawer, IconButton, Tooltip, type PaperProps } from '@mui/material';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import MenuIcon from '@mui/icons-material/Menu';
import CloseIcon from '@mui/icons-material/Close';
import { Link as RouterLink } from 'react-router-dom';
import { useIntl } from 'react-intl';
import { LAYOUT, type NavItem } from '@estiba/shared';
import { NavigationMenu } from '../../navigation';
import { useShellSettings, useUpdateSettings } from '../../settings-panel';
import { AreaThemeProvider } from '../../theme';
import { BrandLogo } from '../BrandLogo';
import { NavbarUser } from './NavbarUser';
import { customScrollbarSx } from './layoutFrame';

/** The states of spec point 4: folded, folded-open (on hover), mobile-open; plus open and closed. */
export type NavbarState = 'open' | 'folded' | 'folded-open' | 'mobile-open' | 'closed';

/** The id of the navigation landmark, for the toolbar button that opens it on small screens. */
export const NAVBAR_ID = 'shell-navbar';

/** Transition of the width when the navbar folds or opens on hover. */
const FOLD_TRANSITION = 'width 200ms ease';

/** The paper's props plus the state attribute that styles and tests read. */
type NavbarPaperProps = PaperProps & { 'data-navbar-state': NavbarState };

/** Height of the navbar's logo row, matching the toolbar's height on wide screens. */
export const HEADER_HEIGHT = 64;

interface NavbarBodyProps {
  navigation: NavItem[];
  folded: boolean;
  mobile: boolean;
  onNavigate?: () => void;
  onClose?: () => void;
}

/** Logo row, who is signed in, and the navigation. */
function NavbarBody({ navigation, folded, mobile, onNavigate, onClose }: NavbarBodyProps) {
  const intl = useIntl();
  const settings = useShellSettings();
  const { setLayout } = useUpdateSettings();
  const t = (id: string) => intl.formatMessage({ id });
  const pinnedFolded = settings.layout.navbar.folded;
  const foldLabel = t(pinnedFolded ? 'chrome.navbar.unfold' : 'chrome.navbar.fold');

  // The whole navbar is the navigation landmark: the logo link and the client card belong to it too.
  return (
    <Box
      component="nav"
      id={NAVBAR_ID}
      aria-label={t('chrome.navbar.label')}
      sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1, minHeight: 0 }}
    >
      <Box
        sx={{ display: 'flex', alignItems: 'center', minHeight: HEADER_HEIGHT, px: folded ? 1 : 2, gap: 1 }}
      >
        {!folded && (
          <Box
            component={RouterLink}
            to="/welcome"
            aria-label={t('chrome.navbar.home')}
            sx={{ flexGrow: 1, display: 'flex', minWidth: 0, alignItems: 'center' }}
          >
            <BrandLogo height={32} />
          </Box>
        )}
        {mobile ? (
          <IconButton aria-label={t('chrome.navbar.close')} onClick={onClose} color="inherit">
            <CloseIcon />
          </IconButton>
        ) : (
          <Tooltip title={foldLabel}>
            <IconButton
              aria-label={foldLabel}
              onClick={() =>
                setLayout((layout) => ({ ...layout, navbar: { ...layout.navbar, folded: !pinnedFolded } }))
              }
              color="inherit"
              sx={{ mx: folded ? 'auto' : 0 }}
            >
              {pinnedFolded ? <MenuIcon /> : <MenuOpenIcon />}
            </IconButton>
          </Tooltip>
        )}
      </Box>
      <NavbarUser folded={folded} compact={settings.layout.navbar.style === 'style-2'} />
      <Divider />
      <Box
        sx={{
          flexGrow: 1,
          overflowY: 'auto',
          overflowX: 'hidden',
          ...(settings.layout.customScrollbars && customScrollbarSx),
        }}
      >
        <NavigationMenu items={navigation} folded={folded} onNavigate={onNavigate} />
      </Box>
    </Box>
  );
}

interface NavbarProps {
  navigation: NavItem[];
  /** Screens narrower than md get a temporary drawer instead of the docked navbar. */
  mobile: boolean;
  /** Whether the docked navbar is drawn (layout 1 with the navbar shown). */
  docked: boolean;
  mobileOpen: boolean;
  onMobileClose: () => void;
  /** Space kept free above the docked navbar when the page scrolls under a fixed toolbar above it. */
  stickyTop?: number;
}

/**
 * The side navbar (MUI Drawer). On wide screens it is docked at 280 px, or folded to a 64 px rail that
 * opens over the content while the pointer (or keyboard focus) is inside it; on small screens it is a
 * temporary drawer the toolbar's menu button opens.
 */
export function Navbar({
  navigation,
  mobile,
  docked,
  mobileOpen,
  onMobileClose,
  stickyTop = 0,
}: NavbarProps) {
  const intl = useIntl();
  const settings = useShellSettings();
  const [hovered, setHovered] = useState(false);
  const { folded: pinnedFolded, position } = settings.layout.navbar;
  const scrollBody = settings.layout.scroll === 'body';

  if (mobile) {
    const paper: NavbarPaperProps = {
      'data-navbar-state': mobileOpen ? 'mobile-open' : 'closed',
      // The temporary drawer is a modal dialog; it needs a name of its own.
      'aria-label': intl.formatMessage({ id: 'chrome.navbar.label' }),
      sx: { width: LAYOUT.navbarWidth, display: 'flex', flexDirection: 'column' },
    };
    return (
      <AreaThemeProvider area="navbar">
        <Drawer
          variant="temporary"
          anchor={position}
          open={mobileOpen}
          onClose={onMobileClose}
          ModalProps={{ keepMounted: true }}
          slotProps={{ paper }}
        >
          <NavbarBody
            navigation={navigation}
            folded={false}
            mobile
            onNavigate={onMobileClose}
            onClose={onMobileClose}
          />
        </Drawer>
      </AreaThemeProvider>
    );
  }

  if (!docked) return null;

  const state: NavbarState = pinnedFolded ? (hovered ? 'folded-open' : 'folded') : 'open';
  const showFolded = state === 'folded';
  const reserved = pinnedFolded ? LAYOUT.navbarFoldedWidth : LAYOUT.navbarWidth;
  const width = showFolded ? LAYOUT.navbarFoldedWidth : LAYOUT.navbarWidth;

  const leave = () => setHovered(false);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) leave();
  };

  const paper: NavbarPaperProps = {
    'data-navbar-state': state,
    onMouseEnter: () => pinnedFolded && setHovered(true),
    onMouseLeave: leave,
    onFocus: () => pinnedFolded && setHovered(true),
    onBlur,
    sx: {
      position: 'absolute',
      top: 0,
      [position]: 0,
      height: '100%',
      width,
      overflowX: 'hidden',
      display: 'flex',
      flexDirection: 'column',
      transition: FOLD_TRANSITION,
      boxShadow: state === 'folded-open' ? 8 : 0,
    },
  };

  return (
    <AreaThemeProvider area="navbar">
      <Drawer
        variant="permanent"
        anchor={position}
        sx={{
          width: reserved,
          flexShrink: 0,
          position: 'sticky',
          top: stickyTop,
          alignSelf: 'flex-start',
          height: scrollBody ? `calc(100vh - ${stickyTop}px)` : '100%',
          zIndex: (theme) => theme.zIndex.drawer,
          transition: FOLD_TRANSITION,
        }}
        slotProps={{ paper }}
      >
        <NavbarBody navigation={navigation} folded={showFolded} mobile={false} />
      </Drawer>
    </AreaThemeProvider>
  );
}
