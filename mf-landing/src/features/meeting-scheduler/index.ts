// The embedded meeting scheduler, used by the contact and conversion pages.
export { MeetingScheduler, type MeetingSchedulerProps } from './MeetingScheduler';
