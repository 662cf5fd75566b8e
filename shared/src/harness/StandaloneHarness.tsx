// A small host for working on one remote without the shell: the shared store, translations, the
// default theme, a router, and a top bar with the remote's screens and a language select. The shell
// stays the real host; this frame ignores layouts and access rules because there is no session to check
// them against. Every remote's src/bootstrap.tsx starts it.
import {
  Component,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { Provider } from 'react-redux';
import { FormattedMessage, useIntl } from 'react-intl';
import { BrowserRouter, Link as RouterLink, Route, Routes, useLocation } from 'react-router-dom';
import {
  Alert,
  AppBar,
  Box,
  Button,
  Chip,
  CssBaseline,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  MenuItem,
  TextField,
  ThemeProvider,
  Toolbar,
  Typography,
} from '@mui/material';
import { adoptQueryLanguage, setLanguage, useLanguage } from '../i18n/language';
import { IntlRoot } from '../i18n/IntlRoot';
import { isLocale, LOCALES, type Locale } from '../i18n/locales';
import type { Messages, NavItem, RemoteRoute, AnyRemoteRouteModule } from '../routing/types';
import { store } from '../store/store';
import { createEstibaTheme } from '../theme/themes';
import { PageLoader } from '../ui/PageLoader';
import { RetryPanel } from '../ui/RetryPanel';
import { HARNESS_MESSAGES } from './messages';

/** Where the harness shows what the remote adds to the shell; also shown for any unmatched path. */
export const OVERVIEW_PATH = '/__remote';

/** The languages by their own names, so anyone finds theirs whatever the current language. */
const NATIVE_NAMES: Record<Locale, string> = {
  'en-US': 'English (United States)',
  'es-MX': 'Español (México)',
  'es-CO': 'Español (Colombia)',
  'es-AR': 'Español (Argentina)',
  'es-CL': 'Español (Chile)',
  'es-ES': 'Español (España)',
};

/** Screens whose path has no parameters, so the top bar can link to them directly. */
const linkableRoutes = (routes: RemoteRoute[]) => routes.filter((route) => !route.path.includes(':'));

interface BoundaryState {
  error: Error | null;
}

/** Keeps a screen that fails to load or render from blanking the harness. */
class ScreenBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('screen failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <RetryPanel
        messageId="harness.loadFailed"
        values={{ error: this.state.error.message }}
        // A lazy import that failed stays failed; a reload fetches the chunk again.
        onRetry={() => window.location.reload()}
      />
    );
  }
}

function NavItemRow({ item, depth }: { item: NavItem; depth: number }) {
  const Icon = item.icon;
  return (
    <>
      <ListItem sx={{ pl: 2 + depth * 4 }}>
        {Icon && (
          <ListItemIcon>
            <Icon />
          </ListItemIcon>
        )}
        <ListItemText
          inset={!Icon}
          primary={<FormattedMessage id={item.titleId} />}
          secondary={[item.type, item.url, item.order !== undefined ? `#${item.order}` : null]
            .filter(Boolean)
            .join(' · ')}
        />
        {item.visibleWhen && (
          <Chip
            size="small"
            variant="outlined"
            label={<FormattedMessage id={`harness.rule.${item.visibleWhen}`} />}
          />
        )}
      </ListItem>
      {item.children?.map((child) => (
        <NavItemRow key={child.id} item={child} depth={depth + 1} />
      ))}
    </>
  );
}

/** What the shell will take from this remote, translated, so every locale can be checked here. */
function RemoteContributions({ routeModule }: { routeModule: AnyRemoteRouteModule }) {
  const { pathname } = useLocation();
  const titles = Object.entries(routeModule.toolbarTitles);
  const none = (
    <Typography sx={{ color: 'text.secondary' }}>
      <FormattedMessage id="harness.none" />
    </Typography>
  );
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', p: 3 }}>
      {pathname !== OVERVIEW_PATH && pathname !== '/' && (
        <Alert severity="info" sx={{ mb: 3 }}>
          <FormattedMessage id="harness.noMatch" values={{ path: pathname }} />
        </Alert>
      )}
      <Typography variant="h4" component="h1" gutterBottom>
        <FormattedMessage id="harness.contributions" />
      </Typography>
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        <FormattedMessage id="harness.screens" />
      </Typography>
      {routeModule.routes.length ? (
        <List dense>
          {routeModule.routes.map((route) => (
            <ListItem key={route.path}>
              <ListItemText primary={route.path} secondary={route.layout} />
            </ListItem>
          ))}
        </List>
      ) : (
        none
      )}
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        <FormattedMessage id="harness.sidebar" />
      </Typography>
      {routeModule.navigation.length ? (
        <List dense>
          {routeModule.navigation.map((item) => (
            <NavItemRow key={item.id} item={item} depth={0} />
          ))}
        </List>
      ) : (
        none
      )}
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        <FormattedMessage id="harness.toolbarTitles" />
      </Typography>
      {titles.length ? (
        <List dense>
          {titles.map(([segment, id]) => (
            <ListItem key={segment}>
              <ListItemText primary={<FormattedMessage id={id} />} secondary={`/${segment}`} />
            </ListItem>
          ))}
        </List>
      ) : (
        none
      )}
    </Box>
  );
}

interface HarnessRoutesProps {
  routeModule: AnyRemoteRouteModule;
  screens: { route: RemoteRoute; Screen: ComponentType }[];
}

function HarnessRoutes({ routeModule, screens }: HarnessRoutesProps) {
  const { pathname } = useLocation();
  return (
    // Keyed by path, so leaving a screen that failed clears the error.
    <ScreenBoundary key={pathname}>
      <Suspense fallback={<PageLoader />}>
        <Routes>
          {screens.map(({ route, Screen }) => (
            <Route key={route.path} path={route.path} element={<Screen />} />
          ))}
          <Route path="*" element={<RemoteContributions routeModule={routeModule} />} />
        </Routes>
      </Suspense>
    </ScreenBoundary>
  );
}

function LanguageSelect() {
  const intl = useIntl();
  const locale = useLanguage();
  return (
    <TextField
      select
      size="small"
      label={intl.formatMessage({ id: 'harness.language' })}
      value={locale}
      onChange={(event) => {
        // Stored, set on <html lang> and announced on the bus, as the shell's picker does.
        if (isLocale(event.target.value)) setLanguage(event.target.value);
      }}
      sx={{ minWidth: 200, '& .MuiInputBase-root': { bgcolor: 'background.paper' } }}
    >
      {LOCALES.map((option) => (
        <MenuItem key={option} value={option} lang={option}>
          {NATIVE_NAMES[option]}
        </MenuItem>
      ))}
    </TextField>
  );
}

export interface StandaloneHarnessProps {
  routeModule: AnyRemoteRouteModule;
  /**
   * Every language's texts, for a route module that loads one language's at a time: the harness
   * switches languages on the spot.
   */
  messages?: Record<Locale, Messages>;
  /** Message id of the remote's display name, shown in the top bar. */
  titleId: string;
}

/** The frame's look: the default colour theme, as a signed-in person first sees the shell. */
const harnessTheme = createEstibaTheme('default');

export function StandaloneHarness({ routeModule, titleId, messages: allTexts }: StandaloneHarnessProps) {
  useEffect(() => {
    adoptQueryLanguage();
  }, []);
  const remoteTexts = allTexts ?? routeModule.messages;
  const messages = useCallback(
    (language: Locale) => {
      if (typeof remoteTexts === 'function') {
        throw new Error(`${routeModule.name} loads its texts per language: give the harness all of them`);
      }
      return { ...HARNESS_MESSAGES[language], ...remoteTexts[language] };
    },
    [remoteTexts, routeModule.name],
  );
  // One lazy component per route for the life of the harness, so navigating does not reload chunks.
  const screens = useMemo(
    () => routeModule.routes.map((route) => ({ route, Screen: lazy(route.load) })),
    [routeModule],
  );

  return (
    <Provider store={store}>
      <IntlRoot messages={messages}>
        <ThemeProvider theme={harnessTheme}>
          <CssBaseline />
          <BrowserRouter>
            <AppBar position="sticky" color="default" elevation={1}>
              <Toolbar sx={{ gap: 2, flexWrap: 'wrap', py: 1 }}>
                <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
                  Estiba · <FormattedMessage id={titleId} />
                </Typography>
                <Chip size="small" label={<FormattedMessage id="harness.standalone" />} />
                <Box component="nav" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', flexGrow: 1 }}>
                  <Button component={RouterLink} to={OVERVIEW_PATH}>
                    <FormattedMessage id="harness.overview" />
                  </Button>
                  {linkableRoutes(routeModule.routes).map((route) => (
                    <Button key={route.path} component={RouterLink} to={route.path}>
                      {route.path}
                    </Button>
                  ))}
                </Box>
                <LanguageSelect />
              </Toolbar>
            </AppBar>
            <Box component="main">
              <HarnessRoutes routeModule={routeModule} screens={screens} />
            </Box>
          </BrowserRouter>
        </ThemeProvider>
      </IntlRoot>
    </Provider>
  );
}
