// Who answers a visitor in each language (spec point 9, "Support contact") and the links that reach
// them. In shared because the shell's public frame (its floating chat button) and the landing remote's
// pages (contact, conversion page, privacy notice) must always agree on the numbers.
import type { Locale } from '../i18n/locales';

export interface SupportContact {
  /** Phone in international format, as shown to people. */
  phone: string;
  email: string;
}

/** The e-mail of any language without its own support desk. */
export const DEFAULT_SUPPORT_EMAIL = 'hola@estiba.com';

const MEXICO_PHONE = '+52 55 4170 8820';
/** Chile and Argentina are served by one team, on one number. */
const SOUTHERN_CONE_PHONE = '+56 9 4521 7730';

export const SUPPORT_CONTACTS: Record<Locale, SupportContact> = {
  'en-US': { phone: '+1 305 555 0147', email: 'support@estiba.com' },
  'es-MX': { phone: MEXICO_PHONE, email: 'soporte.mx@estiba.com' },
  'es-CO': { phone: '+57 315 742 8810', email: 'soporte.co@estiba.com' },
  'es-AR': { phone: SOUTHERN_CONE_PHONE, email: 'soporte.ar@estiba.com' },
  'es-CL': { phone: SOUTHERN_CONE_PHONE, email: 'soporte.cl@estiba.com' },
  'es-ES': { phone: '+34 611 48 27 90', email: 'soporte.es@estiba.com' },
};

/** Used for a language without a support desk of its own: the Mexican phone and the general e-mail. */
export const FALLBACK_SUPPORT_CONTACT: SupportContact = { phone: MEXICO_PHONE, email: DEFAULT_SUPPORT_EMAIL };

export function supportContactFor(language: string): SupportContact {
  return Object.hasOwn(SUPPORT_CONTACTS, language)
    ? SUPPORT_CONTACTS[language as Locale]
    : FALLBACK_SUPPORT_CONTACT;
}

/** The phone as the messaging app and `tel:` links want it: digits only, country code first. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

const CHAT_BASE_URL = 'https://wa.me/';

/** A messaging-app conversation with the number, optionally with a first message already typed. */
export function chatLink(phone: string, text?: string): string {
  const url = `${CHAT_BASE_URL}${phoneDigits(phone)}`;
  return text ? `${url}?text=${encodeURIComponent(text)}` : url;
}

/** `tel:` link that dials the number from a phone or a softphone. */
export function callLink(phone: string): string {
  return `tel:+${phoneDigits(phone)}`;
}
