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

// The rule that priced a charge, one member per kind, as billing writes it (pricing.ts: the price list's service
// and range at that moment; charges.ts: a credit's reason). The members are told apart by `category`, and the
// extra product's by `extraProduct`, which is why it comes before process order's: a union answers with the first
// member that fits, and process order's would fit it too and drop the flag.
const PricedRuleFields = {
  serviceId: Type.Union([Type.String(), Type.Null()]),
  serviceName: Type.String({ description: "The service's English name ('Storage' for storage)" }),
  serviceNameEs: Type.Optional(Type.String({ description: "The service's Spanish name" })),
  serviceMin: Type.Union([Type.Number(), Type.Null()]),
  serviceMax: Type.Union([Type.Number(), Type.Null()]),
  serviceUnit: Type.Union([Type.String(), Type.Null()]),
  rangeId: Type.Optional(Type.String()),
  rangeIndex: Type.Integer({ minimum: 0 }),
  rangeMin: Type.Number(),
  rangeMax: Type.Union([Type.Number(), Type.Null()], { description: 'null: the open-ended last range' }),
  price: Type.String({ description: "The price list's decimal, as written there", examples: ['21.50'] }),
  tier: Type.Number({ description: "The quantity (or the month's count) the range was chosen by" }),
  openEnded: Type.Boolean(),
};

export const ReceptionRule = Type.Object(
  { category: Type.Literal('reception'), ...PricedRuleFields },
  { description: 'reception: per box or per product, by the quantity received' },
);
export const StorageRule = Type.Object(
  {
    category: Type.Literal('storage'),
    ...PricedRuleFields,
    periodDays: Type.Optional(
      Type.Integer({
        minimum: 28,
        maximum: 31,
        description:
          'The price is per m³ per month; a day is charged this share of it (the days of that month)',
      }),
    ),
  },
  { description: 'storage: m³ on hand for one day' },
);
export const ExtraProductRule = Type.Object(
  {
    category: Type.Literal('processOrder'),
    ...PricedRuleFields,
    extraProduct: Type.Literal(true, {
      description: "The service's per-extra-unit price replaced the range's",
    }),
  },
  { description: 'extra_product: each unit of an order beyond the first' },
);
export const ProcessOrderRule = Type.Object(
  { category: Type.Literal('processOrder'), ...PricedRuleFields },
  { description: "process_order: the weight class's tier by the month's count of orders" },
);
export const ReturnRule = Type.Object(
  { category: Type.Literal('returns'), ...PricedRuleFields },
  { description: 'return: an exchange (refunds are never charged)' },
);
export const CreditRule = Type.Object(
  {
    reason: Type.String({ description: 'Why it was given (a dispute answer, a correction)' }),
    disputeId: Type.Optional(Type.Union([Type.String({ format: 'uuid' }), Type.Null()])),
  },
  { description: 'credit: corrects another charge' },
);
export const ChargeRule = Type.Union(
  [ReceptionRule, StorageRule, ExtraProductRule, ProcessOrderRule, ReturnRule, CreditRule],
  { description: 'The rule that priced the charge, by its kind; a credit keeps its reason instead' },
);
export type ChargeRule = Static<typeof ChargeRule>;
export type PricedChargeRule = Exclude<ChargeRule, Static<typeof CreditRule>>;
export type CreditChargeRule = Static<typeof CreditRule>;

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
  rule: ChargeRule,
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

/** One kind's share of the month so far (the dashboard's month-charges widget, issue 20). */
export const BillingKindTotal = Type.Object({
  kind: ChargeKind,
  amountCents: Cents('The kind’s charges so far (credits under credit)'),
  chargeCount: Type.Integer(),
});
export type BillingKindTotal = Static<typeof BillingKindTotal>;

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
  byKind: Type.Array(BillingKindTotal, {
    description: 'The month so far per kind present, in the kinds’ order (before tax)',
  }),
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
