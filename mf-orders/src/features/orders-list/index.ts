// The orders list (loaded lazily by the route module).
export { OrdersListPage as default, OrdersListPage } from './OrdersListPage';
export { ordersListMessages } from './messages';
