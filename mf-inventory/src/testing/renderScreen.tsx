// Renders this remote's screens as the shell does: the page's one store, shared's texts underneath this
// remote's, inside a router. Every other address shows where the screen navigated to.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { bundledMessages, store, type Locale } from '@estiba/shared';
import { messages } from '../i18n/messages';

/** Every text a screen of this remote may show in `locale`. */
export const inventoryMessages = (locale: Locale) => ({ ...bundledMessages[locale], ...messages[locale] });

/** Stands for the screens of other routes: says where the app went (and with what state). */
function Elsewhere() {
  const { pathname, search } = useLocation();
  return <p data-testid="elsewhere">{`${pathname}${search}`}</p>;
}

export interface RenderScreenOptions {
  /** The address opened (default: the route path). */
  url?: string;
  /** The route the screen is mounted at (default '/'). */
  route?: string;
  locale?: Locale;
}

/** Renders `ui` at `route`, opened at `url`, in `locale` (default en-US). */
export function renderScreen(
  ui: ReactElement,
  { route = '/', url = route, locale = 'en-US' }: RenderScreenOptions = {},
) {
  function Providers({ children }: { children: ReactNode }) {
    return (
      <Provider store={store}>
        <IntlProvider locale={locale} messages={inventoryMessages(locale)}>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path={route} element={children} />
              <Route path="*" element={<Elsewhere />} />
            </Routes>
          </MemoryRouter>
        </IntlProvider>
      </Provider>
    );
  }
  return render(ui, { wrapper: Providers });
}

/** A person at the keyboard, without pauses between keys (the screens do not depend on them). */
export const setupUser = () => userEvent.setup({ delay: null });
