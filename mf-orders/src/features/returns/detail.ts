// One return of the merchant (loaded lazily by the route module).
export { ReturnDetailPage as default, ReturnDetailPage } from './ReturnDetailPage';
