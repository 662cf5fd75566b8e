// The warehouse's work queue (loaded lazily by the route module); the floor's calls are this feature's public API
// for the packing screen too.
export { WorkQueuePage as default, WorkQueuePage } from './WorkQueuePage';
export { workQueueMessages } from './messages';
export * from './floor.api';
