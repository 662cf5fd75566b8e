// `/invoice/:warehouseId/:invoiceId` (loaded lazily by the route module).
export { InvoicePage as default, InvoicePage } from './InvoicePage';
export { invoiceMessages } from './messages';
