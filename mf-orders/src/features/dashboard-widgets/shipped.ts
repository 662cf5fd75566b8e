// The merchant's 'orders.shippedPerDay' widget (loaded lazily by the route module).
export { ShippedPerDayWidget as default } from './ShippedPerDayWidget';
