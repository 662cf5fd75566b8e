// One receiving order (loaded lazily by the route module).
export { ReceivingOrderDetailPage as default, ReceivingOrderDetailPage } from './ReceivingOrderDetailPage';
export { receivingOrderDetailMessages } from './messages';
