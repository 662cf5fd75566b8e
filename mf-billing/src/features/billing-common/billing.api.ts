// The merchant's billing calls (issue 18), in the shapes of the billing contract's read API: amounts in integer
// cents, quantities as decimal strings, days as 'YYYY-MM-DD', instants as ISO text.
import { apiClient } from '@estiba/shared';
import { invoiceFileName } from './invoiceNumber';

export const CHARGE_KINDS = [
  'reception',
  'storage',
  'process_order',
  'extra_product',
  'return',
  'credit',
] as const;
export type ChargeKind = (typeof CHARGE_KINDS)[number];

export const INVOICE_STATUSES = ['open', 'issued', 'paid'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export type ChargeSourceType = 'receiving_box' | 'order' | 'return' | 'storage_day' | 'charge';

/** The rule that priced a charge: the service and range of the warehouse's price list at that moment. */
export interface PricedRule {
  category: 'reception' | 'storage' | 'processOrder' | 'returns';
  serviceId: string | null;
  /** The service's English name; `serviceNameEs` its Spanish one (picked by the page's language). */
  serviceName: string;
  serviceNameEs?: string;
  serviceMin: number | null;
  serviceMax: number | null;
  serviceUnit: string | null;
  rangeId?: string;
  rangeIndex: number;
  rangeMin: number;
  rangeMax: number | null;
  /** The price list's decimal, as written there ('21.50'). */
  price: string;
  /** The quantity (or the month's count) the range was chosen by. */
  tier: number;
  openEnded: boolean;
  /** extra_product: the per-extra-unit price replaced the range's. */
  extraProduct?: boolean;
  /** storage: the price is per m³ per month, and the day is charged this share of it (the month's days). */
  periodDays?: number;
}
/** A credit's rule: why it was given (a dispute's answer, a correction). */
export interface CreditRule {
  reason: string;
  disputeId?: string | null;
}
export type ChargeRule = PricedRule | CreditRule;

export const isPricedRule = (rule: ChargeRule | null | undefined): rule is PricedRule =>
  Boolean(rule && typeof rule === 'object' && 'serviceName' in rule);

export interface Charge {
  id: string;
  kind: ChargeKind;
  occurredAt: string;
  /** Decimal text ('0.375'). */
  quantity: string;
  unit: string;
  unitPriceCents: number;
  amountCents: number;
  currency: string;
  priceListVersion: number | null;
  rule: ChargeRule;
  sourceType: ChargeSourceType;
  sourceId: string;
  sourceLabel: string;
  correctsChargeId: string | null;
  invoiceId: string;
  invoiceNumber: number;
  invoiceStatus: InvoiceStatus;
  /** The credits given against this charge, summed (≤ 0). */
  creditedCents: number;
  dispute: { id: string; status: string } | null;
}

export interface BillingDay {
  day: string;
  amountCents: number;
  balanceCents: number;
}

export interface InvoiceSummary {
  id: string;
  number: number;
  periodMonth: string;
  status: InvoiceStatus;
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  currency: string;
  issuedAt: string | null;
  dueOn: string | null;
  paidAt: string | null;
}

export interface WarehouseBilling {
  warehouseId: string;
  warehouseName: string;
  countryCode: string;
  currency: string;
  timeZone: string;
  month: {
    invoiceId: string | null;
    periodMonth: string;
    subtotalCents: number;
    taxRateBasisPoints: number;
    taxCents: number;
    totalCents: number;
    chargeCount: number;
    days: BillingDay[];
  };
  invoices: InvoiceSummary[];
  dueCents: number;
}

export interface ChargeFilters {
  kind: ChargeKind | '';
  /** 'YYYY-MM-DD' or ''. */
  from: string;
  to: string;
}

export interface ChargePage {
  charges: Charge[];
  totalRows: number;
  totalCents: number;
  currency: string;
}

export interface InvoiceDetail {
  invoice: InvoiceSummary & {
    taxRateBasisPoints: number;
    groups: { kind: ChargeKind; amountCents: number; chargeCount: number }[];
  };
  warehouse: { id: string; name: string; address: string | null; countryCode: string };
  client: { id: string; name: string };
  charges: Charge[];
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
