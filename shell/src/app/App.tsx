import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { Provider } from 'react-redux';
import { IntlRoot, store, useLanguage } from '@estiba/shared';
import { BrandProvider, type Brand } from '../features/branding';
import { NotificationsHost } from '../features/notifications';
import { ProductProgressBar } from '../features/product-progress';
import { RemotesProvider, type RemoteLoader } from '../features/remotes';
import { StartDialogs } from '../features/start-dialogs';
import { ShellThemeProvider } from '../features/theme';
import { ShellRouter, type ShellNavigator } from './router';
import { useShellMessages, type InitialMessages } from './useShellMessages';

export interface AppProps {
  /** Emotion's cache of the page, holding a prerendered snapshot's classes (createPageStyleCache). */
  styleCache: EmotionCache;
  brand: Brand;
  navigator: ShellNavigator;
  loader: RemoteLoader;
  /** The API bundle loaded before the first render, for the start-up language. */
  initialMessages: InitialMessages;
}

function IntlApp({ navigator, initialMessages }: Pick<AppProps, 'navigator' | 'initialMessages'>) {
  const language = useLanguage();
  const messages = useShellMessages(language, initialMessages);
  return (
    <IntlRoot messages={messages}>
      <ShellThemeProvider>
        <ProductProgressBar />
        <ShellRouter navigator={navigator} />
        <NotificationsHost />
        <StartDialogs />
      </ShellThemeProvider>
    </IntlRoot>
  );
}

/** The page: styles, store, brand, remotes, texts, theme, router, snackbar and dialog. */
export function App({ styleCache, brand, navigator, loader, initialMessages }: AppProps) {
  return (
    <CacheProvider value={styleCache}>
      <Provider store={store}>
        <BrandProvider brand={brand}>
          <RemotesProvider loader={loader}>
            <IntlApp navigator={navigator} initialMessages={initialMessages} />
          </RemotesProvider>
        </BrandProvider>
      </Provider>
    </CacheProvider>
  );
}
