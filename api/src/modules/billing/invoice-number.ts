// How an invoice's number is written, once, for every place a person reads it (issue 18): the screens, the PDF,
// the CSVs and the downloads' file names all say 'INV-1007'. The front end imports this file as
// '@estiba/api/invoice-number' (mf-billing's format.ts), so it imports NOTHING and holds pure functions only, as
// pricing/rules.ts does: the bundler and the API's NodeNext build would resolve an import differently.

/** The invoice's number as people read and quote it: 1007 → 'INV-1007'. */
export function formatInvoiceNumber(number: number): string {
  return `INV-${number}`;
}

/** A download's file name for the invoice: 'INV-1007.pdf', 'INV-1007.csv'. */
export function invoiceFileName(number: number, extension: 'pdf' | 'csv'): string {
  return `${formatInvoiceNumber(number)}.${extension}`;
}
