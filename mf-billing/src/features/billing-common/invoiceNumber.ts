// An invoice's number as every place writes it ('INV-1007'): the API's own formatter, which its PDF and CSVs print,
// so the screen and the documents cannot disagree (issue 18). A self-contained file of pure functions in the API
// package; this is the one file of the front end that imports it (eslint.config.mjs allows it here).
export { formatInvoiceNumber, invoiceFileName } from '@estiba/api/invoice-number';
