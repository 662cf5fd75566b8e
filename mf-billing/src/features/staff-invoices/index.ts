// `/floor/billing/invoices` (loaded lazily by the route module): the operator's invoices and Mark as paid.
export { StaffInvoicesPage as default } from './StaffInvoicesPage';
