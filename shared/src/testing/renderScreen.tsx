// Renders a remote's screens as the shell does: the page's one store, shared's texts underneath the
// remote's, inside a router. Every other address shows where the screen navigated to. Each remote binds
// its own messages once (its src/testing/renderScreen.tsx) and its tests use what that returns.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { bundledMessages } from '../i18n/messages';
import type { Locale } from '../i18n/locales';
import { useDisplayTimeZone } from '../i18n/timeZone';
import type { Messages } from '../routing/types';
import { store } from '../store/store';

/** Stands for the screens of other routes and packages: says where the app went. */
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

/** A remote's screen renderer, bound to that remote's texts. */
export function screenRenderer(remoteMessages: Record<Locale, Messages>) {
  /** Every text a screen of this remote may show in `locale`. */
  const messagesFor = (locale: Locale): Messages => ({
    ...bundledMessages[locale],
    ...remoteMessages[locale],
  });

  /** Renders `ui` at `route`, opened at `url`, in `locale` (default en-US). */
  function renderScreen(
    ui: ReactElement,
    { route = '/', url = route, locale = 'en-US' }: RenderScreenOptions = {},
  ) {
    function Providers({ children }: { children: ReactNode }) {
      // The user's saved time zone, as the shell's IntlRoot gives it (setSavedTimeZone in a test).
      const timeZone = useDisplayTimeZone();
      return (
        <Provider store={store}>
          <IntlProvider locale={locale} messages={messagesFor(locale)} timeZone={timeZone}>
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

  return { messagesFor, renderScreen };
}

/** A person at the keyboard, without pauses between keys (the screens do not depend on them). */
export const setupUser = () => userEvent.setup({ delay: null });

/**
 * Fills an empty text field as a person pasting into it: a click on the field, then the text in one input
 * event. For the steps of a test that needs a form filled in, not a test about what each key does: each key
 * user.type presses re-renders the form (a Material UI form costs jsdom tens of milliseconds a render).
 */
export async function fill(user: ReturnType<typeof setupUser>, field: Element, text: string) {
  await user.click(field);
  await user.paste(text);
}
