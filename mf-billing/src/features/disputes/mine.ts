// `/billing-information/disputes` (loaded lazily by the route module).
export { MerchantDisputesPage as default } from './MerchantDisputesPage';
