// /orders/import: the file chosen and checked (loaded lazily by the route module).
export { OrderImportPage as default, OrderImportPage } from './OrderImportPage';
export { orderImportMessages } from './messages';
