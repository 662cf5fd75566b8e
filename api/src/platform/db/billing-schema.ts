// The billing tables of migration 020 as the typed query layer sees them (column for column). Money columns are
// bigint read as JS numbers (integer cents, exact up to 2^53: far above any invoice); quantities are numeric read
// as STRINGS ('0.375'), never floats, so billing's arithmetic stays on integers (pricing/rules.ts). Foreign keys
// live in the migration; like the other schema files this one names no other table, so nothing imports in a cycle.
import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true });
const cents = (name: string) => bigint(name, { mode: 'number' });

export const INVOICE_STATUSES = ['open', 'issued', 'paid'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const CHARGE_KINDS = [
  'reception',
  'storage',
  'process_order',
  'extra_product',
  'return',
  'credit',
] as const;
export type ChargeKind = (typeof CHARGE_KINDS)[number];

export const CHARGE_SOURCE_TYPES = ['receiving_box', 'order', 'return', 'storage_day', 'charge'] as const;
export type ChargeSourceType = (typeof CHARGE_SOURCE_TYPES)[number];

export const DISPUTE_STATUSES = ['open', 'rejected', 'credited'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/**
 * The rule that priced a charge (billing-contract "rule"): enough for the UI to say
 * "Process order · Small package · 101–500 orders tier" without the price list as it was. A credit keeps
 * { reason, disputeId } instead.
 */
export interface PricedRule {
  category: 'reception' | 'storage' | 'processOrder' | 'returns';
  serviceId: string | null;
  /** English name; `serviceNameEs` the Spanish one (the UI picks by locale). Storage has no service. */
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
  /** The quantity (or month's count) the range was chosen by. */
  tier: number;
  openEnded: boolean;
  /** extra_product: the per-extra-unit price replaced the range's. */
  extraProduct?: boolean;
  /**
   * storage: the price is per m³ per month; a day is charged this share of it (the days of that month), so the
   * amount is quantity × unit price / periodDays.
   */
  periodDays?: number;
}
export interface CreditRule {
  reason: string;
  disputeId?: string | null;
}
export type ChargeRule = PricedRule | CreditRule;

export const invoices = pgTable('invoices', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: text('client_id').notNull(),
  warehouseId: text('warehouse_id').notNull(),
  number: bigint('number', { mode: 'number' })
    .notNull()
    .default(sql`nextval('invoice_number_seq')`),
  /** First day of the month in the warehouse's time zone, 'YYYY-MM-01'. */
  periodMonth: date('period_month', { mode: 'string' }).notNull(),
  currency: char('currency', { length: 3 }).notNull(),
  status: text('status', { enum: INVOICE_STATUSES }).notNull().default('open'),
  taxRateBasisPoints: integer('tax_rate_basis_points'),
  subtotalCents: cents('subtotal_cents'),
  taxCents: cents('tax_cents'),
  totalCents: cents('total_cents'),
  issuedAt: at('issued_at'),
  dueOn: date('due_on', { mode: 'string' }),
  paidAt: at('paid_at'),
  paidBy: uuid('paid_by'),
  createdAt: createdAt(),
});

export const charges = pgTable('charges', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: text('client_id').notNull(),
  warehouseId: text('warehouse_id').notNull(),
  invoiceId: uuid('invoice_id').notNull(),
  kind: text('kind', { enum: CHARGE_KINDS }).notNull(),
  occurredAt: at('occurred_at').notNull(),
  /** numeric(14, 3) as its decimal text. */
  quantity: numeric('quantity', { precision: 14, scale: 3 }).notNull(),
  unit: text('unit').notNull(),
  unitPriceCents: cents('unit_price_cents').notNull(),
  amountCents: cents('amount_cents').notNull(),
  currency: char('currency', { length: 3 }).notNull(),
  priceListVersion: integer('price_list_version'),
  rule: jsonb('rule').$type<ChargeRule>().notNull(),
  sourceType: text('source_type', { enum: CHARGE_SOURCE_TYPES }).notNull(),
  sourceId: text('source_id').notNull(),
  sourceLabel: text('source_label').notNull(),
  correctsChargeId: uuid('corrects_charge_id'),
  createdBy: uuid('created_by'),
  createdAt: createdAt(),
});

export const storageSnapshots = pgTable(
  'storage_snapshots',
  {
    clientId: text('client_id').notNull(),
    warehouseId: text('warehouse_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    units: bigint('units', { mode: 'number' }).notNull(),
    /** numeric(14, 3) as its decimal text. */
    volumeM3: numeric('volume_m3', { precision: 14, scale: 3 }).notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.clientId, table.warehouseId, table.day] })],
);

export const chargeDisputes = pgTable('charge_disputes', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: text('client_id').notNull(),
  chargeId: uuid('charge_id').notNull(),
  status: text('status', { enum: DISPUTE_STATUSES }).notNull().default('open'),
  reason: text('reason').notNull(),
  openedBy: uuid('opened_by').notNull(),
  openedByName: text('opened_by_name').notNull(),
  creditChargeId: uuid('credit_charge_id'),
  resolvedBy: uuid('resolved_by'),
  resolvedByName: text('resolved_by_name'),
  resolvedAt: at('resolved_at'),
  createdAt: createdAt(),
});

export const chargeDisputeMessages = pgTable('charge_dispute_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: text('client_id').notNull(),
  disputeId: uuid('dispute_id').notNull(),
  authorId: uuid('author_id'),
  authorName: text('author_name').notNull(),
  authorRole: text('author_role', { enum: ['merchant', 'staff'] }).notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
});

export const billingSchema = {
  invoices,
  charges,
  storageSnapshots,
  chargeDisputes,
  chargeDisputeMessages,
};
