// The orders widgets of the dashboard (issue 20): each loads on its own (today.ts, shipped.ts, work-queue.ts);
// their texts are this feature's.
export { dashboardWidgetsMessages } from './messages';
