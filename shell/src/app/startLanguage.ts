import { getLanguage, isLocale, setLanguage, type Locale } from '@estiba/shared';

/**
 * The start-up language. A valid `?lang=` becomes the stored choice, so it keeps winning on later
 * visits; otherwise the stored choice, then the browser's language (spec point 2).
 */
export function startLanguage(search = window.location.search): Locale {
  const query = new URLSearchParams(search).get('lang');
  if (isLocale(query)) setLanguage(query);
  const language = getLanguage();
  document.documentElement.lang = language;
  return language;
}
