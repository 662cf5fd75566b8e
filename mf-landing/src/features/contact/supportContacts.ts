// Contact configuration of the public site (spec point 9, "Support contact"): who answers in each
// language, the profiles we link to and the meeting scheduler. The support desks themselves live in
// shared, so the shell's floating chat button, the contact page, the conversion page and the privacy
// notice always agree.
import { SUPPORT_CONTACTS } from '@estiba/shared';

export {
  callLink,
  chatLink,
  DEFAULT_SUPPORT_EMAIL,
  FALLBACK_SUPPORT_CONTACT,
  phoneDigits,
  SUPPORT_CONTACTS,
  supportContactFor,
  type SupportContact,
} from '@estiba/shared';

/** Answers privacy and data-protection requests (the privacy notice names it). */
export const PRIVACY_CONTACT_EMAIL = 'privacidad@estiba.com';

export type SocialNetwork = 'linkedin' | 'instagram' | 'youtube' | 'facebook';

/** Our profiles: professional network, photo-sharing, video and social network, in that order. */
export const SOCIAL_PROFILES: readonly { network: SocialNetwork; name: string; url: string }[] = [
  { network: 'linkedin', name: 'LinkedIn', url: 'https://www.linkedin.com/company/estiba-fulfillment' },
  { network: 'instagram', name: 'Instagram', url: 'https://www.instagram.com/estiba.fulfillment' },
  { network: 'youtube', name: 'YouTube', url: 'https://www.youtube.com/@estibafulfillment' },
  { network: 'facebook', name: 'Facebook', url: 'https://www.facebook.com/estibafulfillment' },
];

/** The sales team's discovery meeting, booked in English. */
export const DISCOVERY_MEETING_URL = 'https://meetings.estiba.com/estiba/discovery-meeting';
/** Spanish-speaking markets each have their own calendar, addressed by language. */
export const MEETING_SCHEDULER_BASE_URL = 'https://meetings.estiba.com/estiba/asesoria';

export function schedulerUrlFor(language: string): string {
  if (language === 'en-US') return DISCOVERY_MEETING_URL;
  const calendar = Object.hasOwn(SUPPORT_CONTACTS, language) ? language : 'es-MX';
  return `${MEETING_SCHEDULER_BASE_URL}/${calendar.toLowerCase()}`;
}
