// Request and response schemas of billing's read side (issue 18; the contract of the billing engineers): the
// merchant's warehouses with the month so far, the charges of a warehouse and an invoice. Written once: Fastify
// validates and documents with them, the read service returns their types, and the front end (mf-billing) reads
// the types. Only TypeBox here: the front end's type checker reads this file.
import Type, { type Static } from 'typebox';

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
export const CHARGE_SOURCE_TYPES = ['receiving_box', 'order', 'return', 'storage_day', 'charge'] as const;
export const DISPUTE_STATUSES = ['open', 'rejected', 'credited'] as const;

export const MAX_CHARGES_PAGE_SIZE = 100;
export const DEFAULT_CHARGES_PAGE_SIZE = 50;

const IsoInstant = Type.String({ format: 'date-time', examples: ['2026-11-25T18:00:00.000Z'] });
const NullableInstant = Type.Union([IsoInstant, Type.Null()]);
const IsoDay = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', examples: ['2026-11-03'] });
const Month = Type.String({
  pattern: '^\\d{4}-\\d{2}-01$',
  description: "The month's first day in the warehouse's time zone",
  examples: ['2026-11-01'],
});
const Cents = (description: string) => Type.Integer({ description });
const Currency = Type.String({ minLength: 3, maxLength: 3, examples: ['MXN'] });

export const ChargeKind = Type.Enum(CHARGE_KINDS, {
  description: 'reception, storage, process_order, extra_product, return; credit corrects another charge',
});
export const InvoiceStatus = Type.Enum(INVOICE_STATUSES, {
  description: 'open (the month so far) → issued (figures fixed) → paid',
});
export type InvoiceStatus = Static<typeof InvoiceStatus>;

// ----- Charges -----

export const Charge = Type.Object({
  id: Type.String({ format: 'uuid' }),
  kind: ChargeKind,
  occurredAt: IsoInstant,
  quantity: Type.String({
    description: 'A decimal string (m³ of storage, units, boxes)',
    examples: ['0.375'],
  }),
  unit: Type.String({ examples: ['order'] }),
  unitPriceCents: Cents('The unit price in hundredths of the currency'),
  amountCents: Cents('Quantity × unit price, rounded half-up once; negative for a credit'),
  currency: Currency,
  priceListVersion: Type.Union([Type.Integer(), Type.Null()], {
    description: "The warehouse's price-list version that priced it; null for a credit",
  }),
  rule: Type.Record(Type.String(), Type.Unknown(), {
    description:
      'The rule that priced it: category, serviceId, serviceName, serviceMin/Max, rangeIndex, rangeMin/Max, ' +
      'price, tier, openEnded; for a credit, its reason',
  }),
  sourceType: Type.Enum(CHARGE_SOURCE_TYPES),
  sourceId: Type.String(),
  sourceLabel: Type.String({ examples: ['order #100042'] }),
  correctsChargeId: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]),
  invoiceId: Type.String({ format: 'uuid' }),
  invoiceNumber: Type.Integer(),
  invoiceStatus: InvoiceStatus,
  creditedCents: Cents('The credits against this charge, summed (0 or negative)'),
  dispute: Type.Union([
    Type.Object({ id: Type.String({ format: 'uuid' }), status: Type.Enum(DISPUTE_STATUSES) }),
    Type.Null(),
  ]),
});
export type Charge = Static<typeof Charge>;

export const WarehouseParams = Type.Object({
  warehouseId: Type.String({ minLength: 1, maxLength: 40, examples: ['WH-MX-CDMX'] }),
});
export type WarehouseParams = Static<typeof WarehouseParams>;

export const ChargeFilterQuery = Type.Object({
  kind: Type.Optional(ChargeKind),
  from: Type.Optional(
    Type.String({ maxLength: 10, description: "First day (YYYY-MM-DD, the warehouse's time zone)" }),
  ),
  to: Type.Optional(
    Type.String({ maxLength: 10, description: "Last day (YYYY-MM-DD, the warehouse's time zone), included" }),
  ),
});
export type ChargeFilterQuery = Static<typeof ChargeFilterQuery>;

export const ChargeListQuery = Type.Object({
  ...ChargeFilterQuery.properties,
  limit: Type.Optional(
    Type.Integer({ minimum: 1, maximum: MAX_CHARGES_PAGE_SIZE, default: DEFAULT_CHARGES_PAGE_SIZE }),
  ),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1, description: 'From 1' })),
});
export type ChargeListQuery = Static<typeof ChargeListQuery>;

export const ChargeList = Type.Object({
  charges: Type.Array(Charge, { description: 'Newest first' }),
  totalRows: Type.Integer({ description: 'Charges matching the filters, all pages' }),
  totalCents: Cents('The matching charges summed, all pages'),
  currency: Currency,
});
export type ChargeList = Static<typeof ChargeList>;

// ----- Warehouses and the month so far -----

export const InvoiceSummary = Type.Object({
  id: Type.String({ format: 'uuid' }),
  number: Type.Integer(),
  periodMonth: Month,
  status: InvoiceStatus,
  subtotalCents: Cents('Open: the sum of its charges so far; issued: as issued'),
  taxCents: Cents('Tax once on the subtotal, half-up'),
  totalCents: Cents('Subtotal + tax'),
  currency: Currency,
  issuedAt: NullableInstant,
  dueOn: Type.Union([IsoDay, Type.Null()]),
  paidAt: NullableInstant,
});
export type InvoiceSummary = Static<typeof InvoiceSummary>;

export const BillingDay = Type.Object({
  day: IsoDay,
  amountCents: Cents("The day's charges"),
  balanceCents: Cents('The month so far at the end of the day'),
});
export type BillingDay = Static<typeof BillingDay>;

export const BillingMonth = Type.Object({
  invoiceId: Type.Union([Type.String({ format: 'uuid' }), Type.Null()], {
    description: 'The open invoice; null while the month has no charge yet',
  }),
  periodMonth: Month,
  subtotalCents: Cents('The month so far'),
  taxRateBasisPoints: Type.Integer({ minimum: 0, maximum: 10_000, examples: [1600] }),
  taxCents: Cents('Tax on the month so far'),
  totalCents: Cents('Subtotal + tax'),
  chargeCount: Type.Integer(),
  days: Type.Array(BillingDay, { description: 'Every day from the 1st to today (or the month end)' }),
});
export type BillingMonth = Static<typeof BillingMonth>;

export const BillingWarehouse = Type.Object({
  warehouseId: Type.String(),
  warehouseName: Type.String(),
  countryCode: Type.String({ minLength: 2, maxLength: 2 }),
  currency: Currency,
  timeZone: Type.String({ examples: ['America/Mexico_City'] }),
  month: BillingMonth,
  invoices: Type.Array(InvoiceSummary, { description: 'Newest month first' }),
  dueCents: Cents('Issued invoices not paid yet, summed'),
});
export type BillingWarehouse = Static<typeof BillingWarehouse>;

export const BillingWarehouses = Type.Object({
  warehouses: Type.Array(BillingWarehouse, {
    description: 'Warehouses where the client has an invoice or stock, by name',
  }),
});
export type BillingWarehouses = Static<typeof BillingWarehouses>;

// ----- Invoice -----

export const InvoiceParams = Type.Object({
  warehouseId: Type.String({ minLength: 1, maxLength: 40, examples: ['WH-MX-CDMX'] }),
  invoiceId: Type.String({ format: 'uuid' }),
});
export type InvoiceParams = Static<typeof InvoiceParams>;

export const InvoiceGroup = Type.Object({
  kind: ChargeKind,
  amountCents: Cents('The kind’s charges summed'),
  chargeCount: Type.Integer(),
});
export type InvoiceGroup = Static<typeof InvoiceGroup>;

export const InvoiceDetail = Type.Object({
  invoice: Type.Object({
    ...InvoiceSummary.properties,
    taxRateBasisPoints: Type.Integer({ minimum: 0, maximum: 10_000 }),
    groups: Type.Array(InvoiceGroup, { description: 'One per kind present, in the kinds’ order' }),
  }),
  warehouse: Type.Object({
    id: Type.String(),
    name: Type.String(),
    address: Type.String(),
    countryCode: Type.String(),
  }),
  client: Type.Object({ id: Type.String(), name: Type.String() }),
  charges: Type.Array(Charge, { description: 'Oldest first, as the invoice lists them' }),
});
export type InvoiceDetail = Static<typeof InvoiceDetail>;
