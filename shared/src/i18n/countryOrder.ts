// Spec point 9, "Warehouse display order by language": the order in which countries (warehouse groups on
// /prices, carrier tabs on /carriers) appear for each language. Where the spec names only the first
// countries, the rest follow es-MX's order.
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

const BASE_ORDER = ['MX', 'US', 'CO', 'AR', 'CL', 'ES'] as const;

function startingWith(...first: string[]): readonly string[] {
  return [...first, ...BASE_ORDER.filter((code) => !first.includes(code))];
}

export const COUNTRY_ORDER_BY_LANGUAGE: Readonly<Record<Locale, readonly string[]>> = {
  'es-MX': BASE_ORDER,
  'en-US': startingWith('US'),
  'es-CO': startingWith('CO'),
  'es-AR': startingWith('AR', 'CL'),
  'es-CL': startingWith('CL', 'AR'),
  'es-ES': startingWith('ES'),
};

/** The country of a language: its last two characters (en-US -> US), as the carriers page starts on it. */
export function languageCountry(language: string): string {
  return language.slice(-2).toUpperCase();
}

/**
 * Sorts two-letter country codes for a language. Codes the order does not know keep their relative order
 * after the known ones, so a new warehouse country still shows.
 */
export function orderCountries(codes: readonly string[], language: string): string[] {
  const order = COUNTRY_ORDER_BY_LANGUAGE[isLocale(language) ? language : DEFAULT_LOCALE];
  const rank = (code: string) => {
    const index = order.indexOf(code.toUpperCase());
    return index === -1 ? order.length : index;
  };
  return codes
    .map((code, position) => ({ code, position }))
    .sort((a, b) => rank(a.code) - rank(b.code) || a.position - b.position)
    .map(({ code }) => code);
}
