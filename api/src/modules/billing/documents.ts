// What billing's downloads say (issue 18): the charges CSV of a warehouse, the invoice CSV, and the texts both and
// the invoice PDF share: a charge's rule in words ("Process order · Small package · 101–500 orders tier"), money
// as exact decimals from integer cents (BigInt, never a float division), times in the warehouse's calendar. In
// English or Spanish by the caller's language, as the other documents the API prints (pick list, labels).
//
// The CSV goes through imports/csv.ts's writeCsv, the API's one CSV writer (RFC 4180 quoting, CRLF, a BOM for
// Excel, and cells starting like a formula defused): csv-stringify is not installed, and the export is bounded by
// one warehouse's charges for the chosen days, small enough to build in memory.
import type { CatalogueLanguage } from '../../platform/db/schema.js';
import { writeCsv } from '../imports/csv.js';
import { formatInvoiceNumber } from './invoice-number.js';
import type { Charge, ChargeKind, ChargeRule, InvoiceDetail } from './schemas.js';

export type DocumentLanguage = CatalogueLanguage;

const HUNDRED = 100n;

/** Cents as a plain decimal with two places: 123456 → '1234.56', -5 → '-0.05'. */
export function centsToDecimal(cents: number): string {
  const value = BigInt(cents);
  const magnitude = value < 0n ? -value : value;
  const fraction = (magnitude % HUNDRED).toString().padStart(2, '0');
  return `${value < 0n ? '-' : ''}${magnitude / HUNDRED}.${fraction}`;
}

/** Cents with thousands commas and two decimals (spec "Currency formatting"): 123456 → '1,234.56'. */
export function centsToMoney(cents: number): string {
  const [whole = '0', fraction = '00'] = centsToDecimal(cents).split('.');
  const negative = whole.startsWith('-');
  const digits = negative ? whole.slice(1) : whole;
  return `${negative ? '-' : ''}${digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

/** A basis-point rate as a percentage: 1600 → '16', 1950 → '19.5'. */
export function percentOf(basisPoints: number): string {
  return String(basisPoints / 100);
}

/** An instant as the warehouse's local date and time, 'YYYY-MM-DD HH:mm'. */
export function localDateTime(iso: string, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

interface Texts {
  kinds: Record<ChargeKind, string>;
  /** A range's unit in the plural, by the charge's unit. */
  units: Record<string, string>;
  tier: (range: string, unit: string) => string;
  columns: string[];
  subtotal: string;
  tax: (percent: string) => string;
  total: string;
  invoice: string;
  period: string;
  status: Record<InvoiceDetail['invoice']['status'], string>;
  openNote: string;
  issued: string;
  due: string;
  paid: string;
  billedTo: string;
  warehouse: string;
  lines: (n: number) => string;
  date: string;
  source: string;
  quantity: string;
  unitPrice: string;
  amount: string;
}

export const DOCUMENT_TEXTS: Record<DocumentLanguage, Texts> = {
  en: {
    kinds: {
      reception: 'Reception',
      storage: 'Storage',
      process_order: 'Process order',
      extra_product: 'Extra product',
      return: 'Return',
      credit: 'Credit',
    },
    units: { order: 'orders', box: 'boxes', product: 'products', unit: 'units', m3: 'm³', kg: 'kg' },
    tier: (range, unit) => `${range} ${unit} tier`,
    columns: [
      'Date',
      'Kind',
      'Rule',
      'Source',
      'Quantity',
      'Unit',
      'Unit price',
      'Amount',
      'Currency',
      'Invoice',
      'Charge ID',
    ],
    subtotal: 'Subtotal',
    tax: (percent) => `Tax (IVA ${percent}%)`,
    total: 'Total',
    invoice: 'Invoice',
    period: 'Period',
    status: { open: 'Open (month so far)', issued: 'Issued', paid: 'Paid' },
    openNote: 'This month is still open: its figures are the charges so far and may still grow.',
    issued: 'Issued',
    due: 'Due',
    paid: 'Paid',
    billedTo: 'Billed to',
    warehouse: 'Warehouse',
    lines: (n) => (n === 1 ? '1 charge' : `${n} charges`),
    date: 'Date',
    source: 'Source',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    amount: 'Amount',
  },
  es: {
    kinds: {
      reception: 'Recepción',
      storage: 'Almacenaje',
      process_order: 'Procesamiento de pedido',
      extra_product: 'Producto adicional',
      return: 'Devolución',
      credit: 'Nota de crédito',
    },
    units: { order: 'pedidos', box: 'cajas', product: 'productos', unit: 'unidades', m3: 'm³', kg: 'kg' },
    tier: (range, unit) => `tramo de ${range} ${unit}`,
    columns: [
      'Fecha',
      'Tipo',
      'Regla',
      'Origen',
      'Cantidad',
      'Unidad',
      'Precio unitario',
      'Importe',
      'Moneda',
      'Factura',
      'ID del cargo',
    ],
    subtotal: 'Subtotal',
    tax: (percent) => `IVA ${percent}%`,
    total: 'Total',
    invoice: 'Factura',
    period: 'Periodo',
    status: { open: 'Abierta (mes en curso)', issued: 'Emitida', paid: 'Pagada' },
    openNote: 'Este mes sigue abierto: sus importes son los cargos hasta hoy y aún pueden crecer.',
    issued: 'Emitida',
    due: 'Vence',
    paid: 'Pagada',
    billedTo: 'Facturado a',
    warehouse: 'Almacén',
    lines: (n) => (n === 1 ? '1 cargo' : `${n} cargos`),
    date: 'Fecha',
    source: 'Origen',
    quantity: 'Cant.',
    unitPrice: 'Precio unitario',
    amount: 'Importe',
  },
};

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
const whole = (value: unknown): string | null =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : text(value);

/**
 * A charge's rule in words: its kind, the service and the range that priced it ('Process order · Small package ·
 * 101–500 orders tier'); a credit says its reason. Read defensively: the rule is stored JSON.
 */
export function ruleText(
  charge: Pick<Charge, 'kind' | 'unit'> & { rule: ChargeRule | Record<string, unknown> },
  language: DocumentLanguage,
): string {
  const t = DOCUMENT_TEXTS[language];
  const rule: Record<string, unknown> = charge.rule;
  const parts = [t.kinds[charge.kind]];
  if (charge.kind === 'credit') {
    const reason = text(rule.reason);
    if (reason) parts.push(reason);
    return parts.join(' · ');
  }
  // The price lists name each service in both languages; a rule without the Spanish name reads the English one.
  const service = (language === 'es' ? text(rule.serviceNameEs) : null) ?? text(rule.serviceName);
  // Storage has no service of its own: its rule names the category, which the kind already says.
  if (service && service.toLowerCase() !== parts[0]!.toLowerCase()) parts.push(service);
  const min = whole(rule.rangeMin);
  const max = whole(rule.rangeMax);
  // extra_product is priced per extra unit, not by a range of its own.
  if (min !== null && charge.kind !== 'extra_product') {
    const range = rule.openEnded === true || max === null ? `${min}+` : `${min}–${max}`;
    parts.push(t.tier(range, t.units[charge.unit] ?? charge.unit));
  }
  return parts.join(' · ');
}

function chargeRow(charge: Charge, timeZone: string, language: DocumentLanguage): string[] {
  return [
    localDateTime(charge.occurredAt, timeZone),
    DOCUMENT_TEXTS[language].kinds[charge.kind],
    ruleText(charge, language),
    charge.sourceLabel,
    charge.quantity,
    charge.unit,
    centsToDecimal(charge.unitPriceCents),
    centsToDecimal(charge.amountCents),
    charge.currency,
    formatInvoiceNumber(charge.invoiceNumber),
    charge.id,
  ];
}

/** The charges CSV: a header row, then one row per charge as listed. */
export function chargesCsv(charges: readonly Charge[], timeZone: string, language: DocumentLanguage): string {
  return writeCsv([
    DOCUMENT_TEXTS[language].columns,
    ...charges.map((charge) => chargeRow(charge, timeZone, language)),
  ]);
}

/** The invoice CSV: its lines as the charges CSV, then the subtotal, the tax (where there is one) and the total. */
export function invoiceCsv(detail: InvoiceDetail, timeZone: string, language: DocumentLanguage): string {
  const t = DOCUMENT_TEXTS[language];
  const { invoice } = detail;
  const blank = (label: string, cents: number) => {
    const row = t.columns.map(() => '');
    row[0] = label;
    row[7] = centsToDecimal(cents);
    row[8] = invoice.currency;
    row[9] = formatInvoiceNumber(invoice.number);
    return row;
  };
  return writeCsv([
    t.columns,
    ...detail.charges.map((charge) => chargeRow(charge, timeZone, language)),
    blank(t.subtotal, invoice.subtotalCents),
    ...(invoice.taxRateBasisPoints > 0
      ? [blank(t.tax(percentOf(invoice.taxRateBasisPoints)), invoice.taxCents)]
      : []),
    blank(t.total, invoice.totalCents),
  ]);
}
