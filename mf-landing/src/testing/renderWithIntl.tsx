// Renders this remote's screens as the shell does: shared's texts underneath this remote's, inside a router.
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { bundledMessages, type Locale } from '@estiba/shared';
import { messages } from '../i18n/messages';

/** Every text a screen of this remote may show in `locale`. */
export const landingMessages = (locale: Locale) => ({ ...bundledMessages[locale], ...messages[locale] });

/**
 * Renders `ui` at `path` (default '/') in `locale` (default en-US). The providers stay on `rerender`,
 * so a test can swap the screen's props and keep the rest.
 */
export function renderWithIntl(ui: ReactElement, locale: Locale = 'en-US', path = '/') {
  function Providers({ children }: { children: ReactNode }) {
    return (
      <IntlProvider locale={locale} messages={landingMessages(locale)}>
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      </IntlProvider>
    );
  }
  return render(ui, { wrapper: Providers });
}
