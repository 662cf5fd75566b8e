// `/billing-information` (loaded lazily by the route module).
export { BillingOverviewPage as default, BillingOverviewPage } from './BillingOverviewPage';
export { billingOverviewMessages } from './messages';
