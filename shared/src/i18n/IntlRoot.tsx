// The react-intl provider every host uses (the shell and the standalone harness): the current language,
// shared's own texts underneath, the host's messages on top.
import { useEffect, useMemo, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { Messages } from '../routing/types';
import { useLanguage } from './language';
import { DEFAULT_LOCALE, type Locale } from './locales';
import { bundledMessages } from './messages';
import { useDisplayTimeZone } from './timeZone';

export interface IntlRootProps {
  /** The host's messages for the current language, or a function giving them for a language. */
  messages?: Messages | ((language: Locale) => Messages);
  children?: ReactNode;
}

export function IntlRoot({ messages, children }: IntlRootProps) {
  const language = useLanguage();
  // Dates and times in the user's saved zone (account settings); undefined: the browser's.
  const timeZone = useDisplayTimeZone();
  const merged = useMemo(
    () => ({
      ...bundledMessages[language],
      ...(typeof messages === 'function' ? messages(language) : messages),
    }),
    [language, messages],
  );
  useEffect(() => {
    // Also when the language changed in another tab, where setLanguage did not run in this page.
    document.documentElement.lang = language;
  }, [language]);
  return (
    <IntlProvider locale={language} defaultLocale={DEFAULT_LOCALE} messages={merged} timeZone={timeZone}>
      {children}
    </IntlProvider>
  );
}
