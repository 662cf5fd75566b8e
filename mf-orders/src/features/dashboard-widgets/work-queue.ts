// The staff's 'orders.workQueue' widget (loaded lazily by the route module).
export { WorkQueueWidget as default } from './WorkQueueWidget';
