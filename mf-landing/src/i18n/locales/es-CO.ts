// This remote's es-CO texts in one chunk of their own: a page downloads its language's texts only.
// Same bundles, in the same order, as ../messages.ts (messages.test.ts checks they agree).
import type { Messages } from '@estiba/shared';
import landing from '../es-CO.json';
import carriers from '../../features/carriers/messages/es-CO.json';
import contact from '../../features/contact/messages/es-CO.json';
import countdown from '../../features/countdown/messages/es-CO.json';
import ecommerces from '../../features/ecommerces/messages/es-CO.json';
import faq from '../../features/faq/messages/es-CO.json';
import home from '../../features/home/messages/es-CO.json';
import fulfillmentForEcommerces from '../../features/fulfillment-for-ecommerces/messages/es-CO.json';
import legal from '../../features/legal/messages/es-CO.json';
import logosSlider from '../../features/logos-slider/messages/es-CO.json';
import meetingScheduler from '../../features/meeting-scheduler/messages/es-CO.json';
import prices from '../../features/prices/messages/es-CO.json';
import privacyPolicies from '../../features/privacy-policies/messages/es-CO.json';
import reviewSlider from '../../features/review-slider/messages/es-CO.json';
import services from '../../features/services/messages/es-CO.json';
import successStories from '../../features/success-stories/messages/es-CO.json';

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
