// This remote's es-CL texts in one chunk of their own: a page downloads its language's texts only.
// Same bundles, in the same order, as ../messages.ts (messages.test.ts checks they agree).
import type { Messages } from '@estiba/shared';
import landing from '../es-CL.json';
import carriers from '../../features/carriers/messages/es-CL.json';
import contact from '../../features/contact/messages/es-CL.json';
import countdown from '../../features/countdown/messages/es-CL.json';
import ecommerces from '../../features/ecommerces/messages/es-CL.json';
import faq from '../../features/faq/messages/es-CL.json';
import home from '../../features/home/messages/es-CL.json';
import fulfillmentForEcommerces from '../../features/fulfillment-for-ecommerces/messages/es-CL.json';
import legal from '../../features/legal/messages/es-CL.json';
import logosSlider from '../../features/logos-slider/messages/es-CL.json';
import meetingScheduler from '../../features/meeting-scheduler/messages/es-CL.json';
import prices from '../../features/prices/messages/es-CL.json';
import privacyPolicies from '../../features/privacy-policies/messages/es-CL.json';
import reviewSlider from '../../features/review-slider/messages/es-CL.json';
import services from '../../features/services/messages/es-CL.json';
import successStories from '../../features/success-stories/messages/es-CL.json';

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
