// Receiving one return at the warehouse (loaded lazily by the route module).
export { ReturnReceivePage as default, ReturnReceivePage } from './ReturnReceivePage';
