// The shipping-platform integration route (loaded lazily by the route module).
export { ShippingPlatformPage as default, ShippingPlatformPage } from './ShippingPlatformPage';
