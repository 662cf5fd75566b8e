// The card rules of spec point 2 ("Carrier page detail"), kept apart from the markup so they read plainly.
import { languageCountry } from '@estiba/shared';
import type { Carrier } from './api';

/** The international tick shows when any of the carrier's services is international (flag 1). */
export function shipsInternationally(carrier: Carrier): boolean {
  return carrier.services.some((service) => service.international === 1);
}

/** The carriers page starts on the country of the current language: its last two characters. */
export const initialCarrierCountry = (language: string): string => languageCountry(language);

/** A country's name in the reader's language; the code itself when the runtime does not know it. */
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    // A malformed code makes DisplayNames throw; the code still identifies the country.
    return code;
  }
}
