// The page's intl with the list's own texts underneath: the page's texts (and the API's) win where both
// have a key, and a remote that shows a list needs to register nothing.
import { useMemo } from 'react';
import { createIntl, createIntlCache, useIntl, type IntlShape } from 'react-intl';
import { DEFAULT_LOCALE, isLocale } from '../../i18n/locales';
import { listMessages } from './messages';

const cache = createIntlCache();

export function useListIntl(): IntlShape {
  const page = useIntl();
  return useMemo(() => {
    const language = isLocale(page.locale) ? page.locale : DEFAULT_LOCALE;
    return createIntl(
      {
        locale: page.locale,
        defaultLocale: page.defaultLocale,
        timeZone: page.timeZone,
        formats: page.formats,
        onError: page.onError,
        // The page's bundles are plain texts (Messages); react-intl's type also allows parsed ones.
        messages: { ...listMessages[language], ...(page.messages as Record<string, string>) },
      },
      cache,
    );
  }, [page]);
}
