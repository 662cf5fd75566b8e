// Start-up: configuration, brand, language and texts first; the remotes the address needs load in
// parallel and appear in the router as they arrive, so a slow or broken remote never holds the shell
// back (the others load when a path, or a signed-in person's sidebar, needs them).
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import {
  connectRealtime,
  disconnectRealtime,
  getLanguage,
  injectLazySaga,
  injectReducer,
  loadAppConfig,
  loadMessages,
  onSessionExpired,
  sessionActions,
  setAppConfig,
  store,
  type AppConfig,
} from '@estiba/shared';
import {
  applyBrandToDocument,
  identifySignedInUsers,
  initTagManager,
  loadBrandConfig,
  resolveBrand,
} from '../features/branding';
import { PRODUCT_PROGRESS_KEY, productProgressReducer } from '../features/product-progress';
import {
  createRemoteLoader,
  fetchRegistry,
  loadRouteModule,
  registerFederatedRemotes,
  remoteTexts,
  takeEarlyJson,
  withRetry,
} from '../features/remotes';
import {
  fetchCurrentUser,
  hasStoredSession,
  SESSION_STARTING_ACTIONS,
  type SessionSagaDeps,
} from '../features/session';
import { loadShellMessages } from '../i18n/loadShellMessages';
import { SETTINGS_STORE_KEY, settingsReducer } from '../features/settings-panel';
import { App } from './App';
import { createShellNavigator } from './router';
import { createPageStyleCache, takeOverPrerendered } from './prerendered';
import { startLanguage } from './startLanguage';
import { warmCurrentScreen } from './warmScreen';
import { yieldToMain } from './yieldToMain';

/**
 * Runs a task once the page has loaded and the main thread is idle, so third-party code (the tag
 * manager) never competes with the first render.
 */
function afterPageLoad(task: () => void): void {
  const idle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(() => task()) : setTimeout(task, 0);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** The configuration index.html's script fetched early; loaded now when that is missing or failed. */
async function loadStartConfig(): Promise<AppConfig> {
  const early = takeEarlyJson('appConfig');
  if (early) {
    try {
      return setAppConfig((await early) as Partial<AppConfig>);
    } catch {
      // The early request failed: loadAppConfig tries once more and falls back to the defaults.
    }
  }
  return loadAppConfig();
}

/**
 * The session's saga and the product progress's, each a chunk of its own with redux-saga: a stored
 * session loads them now; a visitor's page has no session to resume, continues as a guest at once and
 * loads them only when a session begins (a sign-in, the logout page) or another saga loads redux-saga.
 */
function startSessionSagas(deps: SessionSagaDeps): void {
  const resume = hasStoredSession();
  if (!resume) store.dispatch(sessionActions.continuedAsGuest());
  const startOn = resume ? undefined : SESSION_STARTING_ACTIONS;
  injectLazySaga(
    'session',
    () =>
      import(/* webpackChunkName: "session-saga" */ '../features/session/session.saga').then(
        ({ sessionSaga, watchSession }) =>
          function* session() {
            yield* resume ? sessionSaga(deps) : watchSession(deps);
          },
      ),
    { startOn },
  );
  injectLazySaga(
    PRODUCT_PROGRESS_KEY,
    () =>
      import(
        /* webpackChunkName: "product-progress-saga" */ '../features/product-progress/productProgress.saga'
      ).then(({ productProgressSaga }) => productProgressSaga),
    { startOn: resume ? undefined : [sessionActions.signedIn.type] },
  );
}

export async function startShell(container: HTMLElement): Promise<void> {
  // First: a remote that loads its texts per language needs to know which one.
  const language = startLanguage();
  // The registry and the remotes the current address needs load while configuration and texts do.
  const loader = createRemoteLoader({
    fetchRegistry: () => fetchRegistry(),
    register: registerFederatedRemotes,
    loadModule: loadRouteModule,
    onLoaded: (module) => warmCurrentScreen(module, window.location.pathname),
    // The language of the moment: the visitor may have changed it while the remote was on its way.
    prepare: (module) => remoteTexts.load(module, getLanguage()),
  });
  void loader.start(window.location.pathname);
  // The shell's texts in that language only (a chunk each): on the way with the configuration.
  const shellTexts = withRetry(() => loadShellMessages(language));

  const [config, brandConfig, shell] = await Promise.all([loadStartConfig(), loadBrandConfig(), shellTexts]);
  const brand = resolveBrand(window.location.hostname, brandConfig);
  applyBrandToDocument(brand);
  afterPageLoad(() => initTagManager(config.tagManagerId));
  // Before the session starts, so its first announcement (a resumed or new sign-in) is heard.
  identifySignedInUsers({ enabled: Boolean(config.tagManagerId) });

  injectReducer(SETTINGS_STORE_KEY, settingsReducer);
  injectReducer(PRODUCT_PROGRESS_KEY, productProgressReducer);
  const shellNavigator = createShellNavigator();
  startSessionSagas({
    fetchCurrentUser,
    navigate: (to) => shellNavigator.navigate(to),
    connectRealtime: (token) => void connectRealtime(token),
    disconnectRealtime,
    onSessionExpired,
  });

  // Not awaited: the first paint uses the bundled texts, and the API's bundle replaces them on arrival
  // (the same texts, unless an editor changed one since the build).
  const messages = loadMessages(language);
  // The set-up above and the first render's below were one task of ~22 ms here, ~90 ms on a phone.
  await yieldToMain();
  // A prerendered public page stays on screen until the live one below has settled, and the live page
  // takes its class rules as its own.
  const styleCache = createPageStyleCache();
  takeOverPrerendered(container);
  const root = createRoot(container);
  // A transition renders the first screen in slices that yield to the browser, not in one long task.
  startTransition(() => {
    root.render(
      <App
        styleCache={styleCache}
        brand={brand}
        navigator={shellNavigator}
        loader={loader}
        initialMessages={{ language, messages, shell }}
      />,
    );
  });
}
