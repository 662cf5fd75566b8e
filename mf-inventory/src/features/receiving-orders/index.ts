// The receiving orders list (loaded lazily by the route module).
export { ReceivingOrdersPage as default, ReceivingOrdersPage } from './ReceivingOrdersPage';
export { receivingOrdersMessages } from './messages';
