// The merchant's billing calls (issue 18), in the shapes of the billing contract's read API: amounts in integer
// cents, quantities as decimal strings, days as 'YYYY-MM-DD', instants as ISO text.
import { apiClient } from '@estiba/shared';
import { invoiceFileName } from './invoiceNumber';

import type {
  BillingDay as ContractBillingDay,
  BillingWarehouse,
  Charge as ContractCharge,
  ChargeKind as ContractChargeKind,
  ChargeList,
  InvoiceDetail as ContractInvoiceDetail,
  InvoiceStatus as ContractInvoiceStatus,
  InvoiceSummary as ContractInvoiceSummary,
} from '@estiba/api/contract';

// The shapes are the API's own (billing's schemas.ts, through the contract): no hand-written mirror to drift.
export type ChargeKind = ContractChargeKind;
export type InvoiceStatus = ContractInvoiceStatus;
export type Charge = ContractCharge;
export type BillingDay = ContractBillingDay;
export type InvoiceSummary = ContractInvoiceSummary;
export type WarehouseBilling = BillingWarehouse;
export type ChargePage = ChargeList;
export type InvoiceDetail = ContractInvoiceDetail;
export type ChargeSourceType = Charge['sourceType'];

/** The rule that priced a charge: one member per kind (the service and range of the price list at that moment). */
export type ChargeRule = Charge['rule'];
/** A credit's rule: why it was given (a dispute's answer, a correction). */
export type CreditRule = Extract<ChargeRule, { reason: string }>;
/** A priced charge's rule: the service and range that priced it. */
export type PricedRule = Exclude<ChargeRule, CreditRule>;

// The lists the filters offer, checked against the contract's types both ways.
export const CHARGE_KINDS = [
  'reception',
  'storage',
  'process_order',
  'extra_product',
  'return',
  'credit',
] as const satisfies readonly ChargeKind[];
export const INVOICE_STATUSES = ['open', 'issued', 'paid'] as const satisfies readonly InvoiceStatus[];
type Missing<All, Listed> = Exclude<All, Listed> extends never ? true : never;
const everyKind: Missing<ChargeKind, (typeof CHARGE_KINDS)[number]> = true;
const everyStatus: Missing<InvoiceStatus, (typeof INVOICE_STATUSES)[number]> = true;
void everyKind;
void everyStatus;

export const isPricedRule = (rule: ChargeRule | null | undefined): rule is PricedRule =>
  Boolean(rule && typeof rule === 'object' && 'serviceName' in rule);

export interface ChargeFilters {
  kind: ChargeKind | '';
  /** 'YYYY-MM-DD' or ''. */
  from: string;
  to: string;
}

const warehousePath = (warehouseId: string) => `client/billing/warehouse/${encodeURIComponent(warehouseId)}`;
const invoicePath = (warehouseId: string, invoiceId: string) =>
  `client/invoice/${encodeURIComponent(warehouseId)}/${encodeURIComponent(invoiceId)}`;

/** The query of the charges and their CSV: each filter only when chosen. */
export function chargeFilterParams(filters: ChargeFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.kind) params.kind = filters.kind;
  if (filters.from) params.from = filters.from;
  if (filters.to) params.to = filters.to;
  return params;
}

/** `GET client/billing/warehouses`: each warehouse's month so far, invoices and what is due. */
export async function fetchBillingWarehouses(): Promise<WarehouseBilling[]> {
  const { data } = await apiClient.get<{ warehouses: WarehouseBilling[] }>('client/billing/warehouses');
  return data.warehouses;
}

/** One page of a warehouse's charges, newest first (`page` counts from 1). */
export async function fetchCharges(
  warehouseId: string,
  filters: ChargeFilters,
  page: number,
  limit: number,
): Promise<ChargePage> {
  const { data } = await apiClient.get<ChargePage>(`${warehousePath(warehouseId)}/charges`, {
    params: { ...chargeFilterParams(filters), page, limit },
  });
  return data;
}

/** `GET client/invoice/:warehouseId/:invoiceId`: the invoice with its groups, warehouse and lines. */
export async function fetchInvoice(warehouseId: string, invoiceId: string): Promise<InvoiceDetail> {
  const { data } = await apiClient.get<InvoiceDetail>(invoicePath(warehouseId, invoiceId));
  return data;
}

/**
 * Saves a file the API serves to the signed-in merchant: fetched with the session's bearer token (a plain link
 * would go without it), then saved through a temporary object URL.
 */
async function download(path: string, fileName: string, params?: Record<string, string>): Promise<void> {
  const { data } = await apiClient.get<Blob>(path, { params, responseType: 'blob' });
  const objectUrl = URL.createObjectURL(data);
  try {
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = fileName;
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    URL.revokeObjectURL(objectUrl);
  }
}

/** The charges CSV with the filters shown (`charges.csv`). */
export const downloadChargesCsv = (warehouseId: string, filters: ChargeFilters) =>
  download(
    `${warehousePath(warehouseId)}/charges.csv`,
    `charges-${warehouseId}.csv`,
    chargeFilterParams(filters),
  );

export const downloadInvoicePdf = (warehouseId: string, invoiceId: string, number: number) =>
  download(`${invoicePath(warehouseId, invoiceId)}/pdf`, invoiceFileName(number, 'pdf'));

export const downloadInvoiceCsv = (warehouseId: string, invoiceId: string, number: number) =>
  download(`${invoicePath(warehouseId, invoiceId)}/csv`, invoiceFileName(number, 'csv'));
