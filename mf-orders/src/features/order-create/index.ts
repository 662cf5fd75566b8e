// The Create Order form (loaded lazily by the route module).
export { OrderCreatePage as default, OrderCreatePage } from './OrderCreatePage';
export { orderCreateMessages } from './messages';
