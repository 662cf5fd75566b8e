// The language stored on a user: one of the six the product speaks (spec point 1). Anything else maps the way
// the shell maps an unsupported browser language (spec point 2, "Language"): Spanish to es-MX, else en-US.
import { LANGUAGES, type Language } from '../catalog/locales.js';

export const DEFAULT_LANGUAGE: Language = 'en-US';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function accountLanguage(value: unknown): Language {
  if (isLanguage(value)) return value;
  if (typeof value === 'string' && /^es\b/i.test(value.trim())) return 'es-MX';
  return DEFAULT_LANGUAGE;
}

/** The first supported language of an Accept-Language header, or null when it names none. */
export function languageFromHeader(header: string | undefined): Language | null {
  const first = header?.split(',')[0]?.split(';')[0]?.trim();
  if (!first || first === '*') return null;
  return isLanguage(first) ? first : /^(en|es)\b/i.test(first) ? accountLanguage(first) : null;
}
