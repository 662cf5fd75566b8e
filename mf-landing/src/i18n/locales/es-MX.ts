// This remote's es-MX texts in one chunk of their own: a page downloads its language's texts only.
// Same bundles, in the same order, as ../messages.ts (messages.test.ts checks they agree).
import type { Messages } from '@estiba/shared';
import landing from '../es-MX.json';
import carriers from '../../features/carriers/messages/es-MX.json';
import contact from '../../features/contact/messages/es-MX.json';
import countdown from '../../features/countdown/messages/es-MX.json';
import ecommerces from '../../features/ecommerces/messages/es-MX.json';
import faq from '../../features/faq/messages/es-MX.json';
import home from '../../features/home/messages/es-MX.json';
import fulfillmentForEcommerces from '../../features/fulfillment-for-ecommerces/messages/es-MX.json';
import legal from '../../features/legal/messages/es-MX.json';
import logosSlider from '../../features/logos-slider/messages/es-MX.json';
import meetingScheduler from '../../features/meeting-scheduler/messages/es-MX.json';
import prices from '../../features/prices/messages/es-MX.json';
import privacyPolicies from '../../features/privacy-policies/messages/es-MX.json';
import reviewSlider from '../../features/review-slider/messages/es-MX.json';
import services from '../../features/services/messages/es-MX.json';
import successStories from '../../features/success-stories/messages/es-MX.json';

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
