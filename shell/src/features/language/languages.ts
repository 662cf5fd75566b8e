import type { Locale } from '@estiba/shared';
import { LOCALE_COUNTRY, type FlagCountry } from './Flag';

export interface LanguageOption {
  locale: Locale;
  country: FlagCountry;
  /**
   * The language's name in that language itself, so a person finds theirs whatever the current
   * language is; for this reason these names are not translated.
   */
  nativeName: string;
}

const NATIVE_NAMES: Record<Locale, string> = {
  'en-US': 'English (United States)',
  'es-MX': 'Español (México)',
  'es-CO': 'Español (Colombia)',
  'es-AR': 'Español (Argentina)',
  'es-CL': 'Español (Chile)',
  'es-ES': 'Español (España)',
};

export const languageOption = (locale: Locale): LanguageOption => ({
  locale,
  country: LOCALE_COUNTRY[locale],
  nativeName: NATIVE_NAMES[locale],
});

/**
 * The picker offers the five flags of spec point 2 (US, MX, AR, CL, ES). es-CO stays a supported
 * language, reached through the `lang` query parameter or a stored choice, and is shown as current.
 */
export const PICKER_LOCALES: readonly Locale[] = ['en-US', 'es-MX', 'es-AR', 'es-CL', 'es-ES'];
