// This remote's es-AR texts that any public page may draw, in one chunk of their own: a page downloads its
// language's texts only, and its own feature's texts come with the page (pageTexts.tsx, PAGE_TEXTS).
// The same bundles as ../messages.ts, less the pages' (messages.test.ts checks they agree).
import type { Messages } from '@estiba/shared';
import landing from '../es-AR.json';
import countdown from '../../features/countdown/messages/es-AR.json';
import logosSlider from '../../features/logos-slider/messages/es-AR.json';
import meetingScheduler from '../../features/meeting-scheduler/messages/es-AR.json';
import reviewSlider from '../../features/review-slider/messages/es-AR.json';

const messages: Messages = Object.assign({}, landing, countdown, logosSlider, meetingScheduler, reviewSlider);
export default messages;
