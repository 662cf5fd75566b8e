// The merchant's 'orders.byWarehouseStatusToday' widget (loaded lazily by the route module).
export { OrdersTodayWidget as default } from './OrdersTodayWidget';
