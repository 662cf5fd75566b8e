// This remote's translations, one bundle per locale; the shell merges them into its intl provider.
import { LOCALES, type Locale, type Messages } from '@estiba/shared';
import enUS from './en-US.json';
import esMX from './es-MX.json';
import esCO from './es-CO.json';
import esAR from './es-AR.json';
import esCL from './es-CL.json';
import esES from './es-ES.json';
import { carriersMessages } from '../features/carriers/messages';
import { contactMessages } from '../features/contact/messages';
import { countdownMessages } from '../features/countdown/messages';
import { ecommercesMessages } from '../features/ecommerces/messages';
import { faqMessages } from '../features/faq/messages';
import { homeMessages } from '../features/home/messages';
import { legalMessages } from '../features/legal/messages';
import { logosSliderMessages } from '../features/logos-slider/messages';
import { fulfillmentForEcommercesMessages } from '../features/fulfillment-for-ecommerces/messages';
import { meetingSchedulerMessages } from '../features/meeting-scheduler/messages';
import { pricesMessages } from '../features/prices/messages';
import { privacyPoliciesMessages } from '../features/privacy-policies/messages';
import { reviewSliderMessages } from '../features/review-slider/messages';
import { servicesMessages } from '../features/services/messages';
import { successStoriesMessages } from '../features/success-stories/messages';

const packageMessages: Record<Locale, Messages> = {
  'en-US': enUS,
  'es-MX': esMX,
  'es-CO': esCO,
  'es-AR': esAR,
  'es-CL': esCL,
  'es-ES': esES,
};

/** Each feature keeps its texts in its own folder; one line here adds a feature's bundles. */
const featureMessages: Record<Locale, Messages>[] = [
  carriersMessages,
  contactMessages,
  countdownMessages,
  ecommercesMessages,
  faqMessages,
  homeMessages,
  fulfillmentForEcommercesMessages,
  legalMessages,
  logosSliderMessages,
  meetingSchedulerMessages,
  pricesMessages,
  privacyPoliciesMessages,
  reviewSliderMessages,
  servicesMessages,
  successStoriesMessages,
];

export const messages = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    Object.assign({}, packageMessages[locale], ...featureMessages.map((bundle) => bundle[locale])),
  ]),
) as Record<Locale, Messages>;
