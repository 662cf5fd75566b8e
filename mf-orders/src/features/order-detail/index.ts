// The order detail (loaded lazily by the route module).
export { OrderDetailPage as default, OrderDetailPage } from './OrderDetailPage';
export { orderDetailMessages } from './messages';
