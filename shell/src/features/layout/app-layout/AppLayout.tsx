import { useState, type ReactNode } from 'react';
import { Box, GlobalStyles, useMediaQuery, useTheme } from '@mui/material';
import type { NavItem } from '@estiba/shared';
import { useIntl } from 'react-intl';
import { NavigationMenu } from '../../navigation';
import { SettingsPanel, useShellSettings } from '../../settings-panel';
import { AreaThemeProvider } from '../../theme';
import { SkipLink } from '../SkipLink';
import { AppFooter } from './AppFooter';
import { AppToolbar } from './AppToolbar';
import { customScrollbarSx, layoutFrame } from './layoutFrame';
import { HEADER_HEIGHT, Navbar } from './Navbar';

interface AppLayoutProps {
  navigation: NavItem[];
  /** Toolbar title message id by first path segment. */
  toolbarTitles: Record<string, string>;
  children: ReactNode;
}

/** The id of the main landmark, target of the skip link. */
const MAIN_ID = 'main-content';

/** Horizontal navigation of layouts 2 and 3, in the navbar's theme. */
function NavigationBar({ navigation, rowMaxWidth }: { navigation: NavItem[]; rowMaxWidth: number | null }) {
  const intl = useIntl();
  return (
    <AreaThemeProvider area="navbar">
      <Box
        component="nav"
        aria-label={intl.formatMessage({ id: 'chrome.navbar.label' })}
        sx={{ bgcolor: 'background.paper', color: 'text.primary', borderBottom: 1, borderColor: 'divider' }}
      >
        <Box sx={{ mx: 'auto', maxWidth: rowMaxWidth ?? undefined, px: 2, py: 0.5 }}>
          <NavigationMenu items={navigation} orientation="horizontal" />
        </Box>
      </Box>
    </AreaThemeProvider>
  );
}

/**
 * The frame of the client area: side navbar (layout 1) or navigation across the top (layouts 2 and 3),
 * toolbar, content, footer and the settings panel. The layout settings decide which parts show, where
 * they sit, how wide the page is, and whether the page or only the content scrolls.
 */
export function AppLayout({ navigation, toolbarTitles, children }: AppLayoutProps) {
  const { layout } = useShellSettings();
  const theme = useTheme();
  const mobile = useMediaQuery(theme.breakpoints.down('md'));
  const [mobileOpen, setMobileOpen] = useState(false);
  // Widened past the breakpoint, the drawer is gone; it must not pop open again when the window narrows.
  if (!mobile && mobileOpen) setMobileOpen(false);
  const frame = layoutFrame(layout);
  const scrollContent = layout.scroll === 'content';
  const scrollbars = layout.customScrollbars ? customScrollbarSx : {};
  const side = frame.sideNavigation;
  const navbarShown = layout.navbar.display;
  const toolbarAbove = side && layout.toolbar.position === 'above';

  const toolbar = layout.toolbar.display && (
    <AppToolbar
      navigation={navigation}
      toolbarTitles={toolbarTitles}
      showMenuButton={mobile}
      menuOpen={mobileOpen}
      onMenuOpen={() => setMobileOpen(true)}
      showLogo={!mobile && (!side || !navbarShown)}
      rowMaxWidth={frame.rowMaxWidth}
    />
  );
  const topNavigation = !side && navbarShown && !mobile && (
    <NavigationBar navigation={navigation} rowMaxWidth={frame.rowMaxWidth} />
  );

  return (
    <Box
      data-layout={layout.style}
      data-layout-mode={layout.mode}
      data-layout-scroll={layout.scroll}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        width: '100%',
        mx: 'auto',
        maxWidth: frame.pageMaxWidth ?? undefined,
        bgcolor: 'background.default',
        ...(frame.pageMaxWidth && { boxShadow: 3 }),
        ...(scrollContent ? { height: '100vh', overflow: 'hidden' } : { minHeight: '100vh' }),
      }}
    >
      {layout.customScrollbars && !scrollContent && <GlobalStyles styles={{ html: customScrollbarSx }} />}
      <SkipLink target={MAIN_ID} />
      {/* Layout 3 puts the navigation above the toolbar; layout 1 may put the toolbar above the navbar. */}
      {layout.style === 'layout3' && topNavigation}
      {toolbarAbove && toolbar}
      <Box
        sx={{
          display: 'flex',
          flexDirection: layout.navbar.position === 'right' ? 'row-reverse' : 'row',
          flex: 1,
          minHeight: 0,
          position: 'relative',
        }}
      >
        <Navbar
          navigation={navigation}
          mobile={mobile}
          docked={side && navbarShown}
          mobileOpen={mobileOpen}
          onMobileClose={() => setMobileOpen(false)}
          stickyTop={
            toolbarAbove && layout.toolbar.display && layout.toolbar.style === 'fixed' && !scrollContent
              ? HEADER_HEIGHT
              : 0
          }
        />
        <Box
          className="layout-content"
          sx={{
            display: 'flex',
            flexDirection: 'column',
            flex: 1,
            minWidth: 0,
            ...(scrollContent && { overflowY: 'auto', ...scrollbars }),
          }}
        >
          {!toolbarAbove && toolbar}
          {layout.style === 'layout2' && topNavigation}
          <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flex: 1, outline: 'none', py: 3 }}>
            <Box sx={{ mx: 'auto', width: '100%', maxWidth: frame.contentMaxWidth, px: { xs: 2, sm: 3 } }}>
              {children}
            </Box>
          </Box>
          {layout.footer.display && <AppFooter rowMaxWidth={frame.rowMaxWidth} />}
        </Box>
      </Box>
      <SettingsPanel />
    </Box>
  );
}
