// Start-up: configuration, brand, language and texts first; the remotes load in parallel and appear
// in the router as they arrive, so a slow or broken remote never holds the shell back.
import { createRoot } from 'react-dom/client';
import {
  connectRealtime,
  disconnectRealtime,
  injectReducer,
  injectSaga,
  loadAppConfig,
  loadMessages,
  onSessionExpired,
} from '@estiba/shared';
import { applyBrandToDocument, initTagManager, loadBrandConfig, resolveBrand } from '../features/branding';
import {
  PRODUCT_PROGRESS_KEY,
  productProgressReducer,
  productProgressSaga,
} from '../features/product-progress';
import {
  createRemoteLoader,
  fetchRegistry,
  loadRouteModule,
  registerFederatedRemotes,
} from '../features/remotes';
import { fetchCurrentUser, sessionSaga } from '../features/session';
import { SETTINGS_STORE_KEY, settingsReducer } from '../features/settings-panel';
import { App } from './App';
import { createShellRouter } from './router';
import { startLanguage } from './startLanguage';

export async function startShell(container: HTMLElement): Promise<void> {
  const [config, brandConfig] = await Promise.all([loadAppConfig(), loadBrandConfig()]);
  const brand = resolveBrand(window.location.hostname, brandConfig);
  applyBrandToDocument(brand);
  initTagManager(config.tagManagerId);
  const language = startLanguage();

  const loader = createRemoteLoader({
    fetchRegistry: () => fetchRegistry(),
    register: registerFederatedRemotes,
    loadModule: loadRouteModule,
  });
  void loader.start();

  injectReducer(SETTINGS_STORE_KEY, settingsReducer);
  injectReducer(PRODUCT_PROGRESS_KEY, productProgressReducer);
  const router = createShellRouter();
  injectSaga('session', function* session() {
    yield* sessionSaga({
      fetchCurrentUser,
      navigate: (to) => void router.navigate(to),
      connectRealtime: (token) => void connectRealtime(token),
      disconnectRealtime,
      onSessionExpired,
    });
  });
  injectSaga(PRODUCT_PROGRESS_KEY, productProgressSaga);

  const messages = await loadMessages(language);
  createRoot(container).render(
    <App brand={brand} router={router} loader={loader} initialMessages={{ language, messages }} />,
  );
}
