// The route schemas of billing's read side: the contract's types (schemas.ts) with the statuses and errors each
// route answers, for Fastify's validation and the OpenAPI document.
import Type from 'typebox';
import { errorResponseRef } from '../../platform/error-schema.js';
import {
  BillingWarehouses,
  ChargeFilterQuery,
  ChargeList,
  ChargeListQuery,
  InvoiceDetail,
  InvoiceParams,
  WarehouseParams,
} from './schemas.js';

const errors = {
  400: errorResponseRef,
  401: errorResponseRef,
  403: errorResponseRef,
  404: errorResponseRef,
};
const security = [{ bearerAuth: [] }];
const tags = ['billing'];
const visibility =
  "403 'Billing is not enabled for this account' unless the client has billing enabled, is in the API's " +
  'BILLING_CLIENT_ALLOW_LIST, or the API does not run in production. Merchants only.';
const Csv = Type.String({ description: 'text/csv; charset=utf-8' });
const PdfFile = Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'application/pdf' });
const filters =
  'Filters: kind, from and to (days YYYY-MM-DD of the warehouse, both included; 400 with the reason on a date ' +
  'that is not one, or from after to).';

export const billingWarehousesSchema = {
  tags,
  summary: "The caller's warehouses with the month so far, the invoices and what is due",
  description:
    'Warehouses where the client has an invoice or stock. The month is the open invoice’s (live figures: the ' +
    'sum of its charges, tax once on it, half-up), with a running balance for every day so far. ' +
    visibility,
  security,
  response: { 200: BillingWarehouses, ...errors },
};

export const chargesSchema = {
  tags,
  summary: "A warehouse's charges, newest first, a page at a time",
  description: `${filters} totalRows and totalCents count every page. ${visibility}`,
  security,
  params: WarehouseParams,
  querystring: ChargeListQuery,
  response: { 200: ChargeList, ...errors },
};

export const chargesCsvSchema = {
  tags,
  summary: "A warehouse's charges as CSV (every page), newest first",
  description:
    `${filters} A header row, then date (the warehouse's), kind, rule, source, quantity, unit, unit price and ` +
    `amount (decimals with 2 places), currency, invoice number and charge id. ${visibility}`,
  security,
  params: WarehouseParams,
  querystring: ChargeFilterQuery,
  produces: ['text/csv'],
  response: { 200: Csv, ...errors },
};

export const invoiceSchema = {
  tags,
  summary: 'One invoice: figures, lines grouped by kind, the warehouse and who is billed',
  description: `An open invoice's figures are computed live; an issued one's as issued. ${visibility}`,
  security,
  params: InvoiceParams,
  response: { 200: InvoiceDetail, ...errors },
};

export const invoicePdfSchema = {
  tags,
  summary: 'The invoice as a PDF (attachment), in English or Spanish by Accept-Language',
  security,
  params: InvoiceParams,
  produces: ['application/pdf'],
  response: { 200: PdfFile, ...errors },
};

export const invoiceCsvSchema = {
  tags,
  summary: "The invoice's lines as CSV (attachment), then subtotal, tax and total",
  security,
  params: InvoiceParams,
  produces: ['text/csv'],
  response: { 200: Csv, ...errors },
};
