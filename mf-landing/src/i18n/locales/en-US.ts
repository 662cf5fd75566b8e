// This remote's en-US texts that any public page may draw, in one chunk of their own: a page downloads its
// language's texts only, and its own feature's texts come with the page (pageTexts.tsx, PAGE_TEXTS).
// The same bundles as ../messages.ts, less the pages' (messages.test.ts checks they agree).
import type { Messages } from '@estiba/shared';
import landing from '../en-US.json';
import countdown from '../../features/countdown/messages/en-US.json';
import logosSlider from '../../features/logos-slider/messages/en-US.json';
import meetingScheduler from '../../features/meeting-scheduler/messages/en-US.json';
import reviewSlider from '../../features/review-slider/messages/en-US.json';

const messages: Messages = Object.assign({}, landing, countdown, logosSlider, meetingScheduler, reviewSlider);
export default messages;
