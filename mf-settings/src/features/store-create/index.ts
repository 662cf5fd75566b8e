// `/store/create` and `/createStoreFulfillment` (loaded lazily by the route module).
export { StoreCreatePage as default, StoreCreatePage } from './StoreCreatePage';
