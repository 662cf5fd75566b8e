// This remote's es-AR texts in one chunk of their own: a page downloads its language's texts only.
// Same bundles, in the same order, as ../messages.ts (messages.test.ts checks they agree).
import type { Messages } from '@estiba/shared';
import landing from '../es-AR.json';
import carriers from '../../features/carriers/messages/es-AR.json';
import contact from '../../features/contact/messages/es-AR.json';
import countdown from '../../features/countdown/messages/es-AR.json';
import ecommerces from '../../features/ecommerces/messages/es-AR.json';
import faq from '../../features/faq/messages/es-AR.json';
import home from '../../features/home/messages/es-AR.json';
import fulfillmentForEcommerces from '../../features/fulfillment-for-ecommerces/messages/es-AR.json';
import legal from '../../features/legal/messages/es-AR.json';
import logosSlider from '../../features/logos-slider/messages/es-AR.json';
import meetingScheduler from '../../features/meeting-scheduler/messages/es-AR.json';
import prices from '../../features/prices/messages/es-AR.json';
import privacyPolicies from '../../features/privacy-policies/messages/es-AR.json';
import reviewSlider from '../../features/review-slider/messages/es-AR.json';
import services from '../../features/services/messages/es-AR.json';
import successStories from '../../features/success-stories/messages/es-AR.json';

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
