// This remote's en-US texts in one chunk of their own: a page downloads its language's texts only.
// Same bundles, in the same order, as ../messages.ts (messages.test.ts checks they agree).
import type { Messages } from '@estiba/shared';
import landing from '../en-US.json';
import carriers from '../../features/carriers/messages/en-US.json';
import contact from '../../features/contact/messages/en-US.json';
import countdown from '../../features/countdown/messages/en-US.json';
import ecommerces from '../../features/ecommerces/messages/en-US.json';
import faq from '../../features/faq/messages/en-US.json';
import home from '../../features/home/messages/en-US.json';
import fulfillmentForEcommerces from '../../features/fulfillment-for-ecommerces/messages/en-US.json';
import legal from '../../features/legal/messages/en-US.json';
import logosSlider from '../../features/logos-slider/messages/en-US.json';
import meetingScheduler from '../../features/meeting-scheduler/messages/en-US.json';
import prices from '../../features/prices/messages/en-US.json';
import privacyPolicies from '../../features/privacy-policies/messages/en-US.json';
import reviewSlider from '../../features/review-slider/messages/en-US.json';
import services from '../../features/services/messages/en-US.json';
import successStories from '../../features/success-stories/messages/en-US.json';

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
