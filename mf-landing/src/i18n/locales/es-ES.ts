// This remote's es-ES texts in one chunk of their own: a page downloads its language's texts only.
// Same bundles, in the same order, as ../messages.ts (messages.test.ts checks they agree).
import type { Messages } from '@estiba/shared';
import landing from '../es-ES.json';
import carriers from '../../features/carriers/messages/es-ES.json';
import contact from '../../features/contact/messages/es-ES.json';
import countdown from '../../features/countdown/messages/es-ES.json';
import ecommerces from '../../features/ecommerces/messages/es-ES.json';
import faq from '../../features/faq/messages/es-ES.json';
import home from '../../features/home/messages/es-ES.json';
import fulfillmentForEcommerces from '../../features/fulfillment-for-ecommerces/messages/es-ES.json';
import legal from '../../features/legal/messages/es-ES.json';
import logosSlider from '../../features/logos-slider/messages/es-ES.json';
import meetingScheduler from '../../features/meeting-scheduler/messages/es-ES.json';
import prices from '../../features/prices/messages/es-ES.json';
import privacyPolicies from '../../features/privacy-policies/messages/es-ES.json';
import reviewSlider from '../../features/review-slider/messages/es-ES.json';
import services from '../../features/services/messages/es-ES.json';
import successStories from '../../features/success-stories/messages/es-ES.json';

const messages: Messages = Object.assign(
  {},
  landing,
  carriers,
  contact,
  countdown,
  ecommerces,
  faq,
  home,
  fulfillmentForEcommerces,
  legal,
  logosSlider,
  meetingScheduler,
  prices,
  privacyPolicies,
  reviewSlider,
  services,
  successStories,
);
export default messages;
