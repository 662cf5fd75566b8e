// `/floor/billing/disputes` (loaded lazily by the route module).
export { StaffDisputesPage as default } from './StaffDisputesPage';
