// Billing's read side for the merchant (issue 18): per warehouse the month so far (its open invoice's running
// balance by day), the invoices and what is due; a warehouse's charges filtered by kind and days; an invoice with
// its lines grouped by kind. An open invoice's figures are computed live (the sum of its lines, tax once on the
// subtotal, half-up); an issued one's are read as they were issued. Every read runs as the caller's client
// (asClient: row-level security) behind the visibility guard. No HTTP here.
import type { Database } from '../../platform/db/connection.js';
import type { AppDatabase } from '../../platform/db/connection.js';
import { asClient } from '../../platform/db/scope.js';
import { NotFound, ValidationFailed } from '../../platform/errors.js';
import type { Session } from '../accounts/service.js';
import { todayIn } from '../receiving/send-inventory.js';
import { taxCentsOf, taxRateOf } from './invoice-job.js';
import {
  billingWarehouses,
  chargeTotals,
  findInvoice,
  findWarehouse,
  invoiceCharges,
  invoiceDays,
  invoiceKinds,
  listCharges,
  listInvoices,
  type ChargeFilter,
  type InvoiceRow,
  type WarehouseRow,
} from './read-repository.js';
import {
  CHARGE_KINDS,
  DEFAULT_CHARGES_PAGE_SIZE,
  type BillingDay,
  type BillingKindTotal,
  type BillingMonth,
  type BillingWarehouses,
  type Charge,
  type ChargeFilterQuery,
  type ChargeList,
  type ChargeListQuery,
  type InvoiceDetail,
  type InvoiceGroup,
  type InvoiceSummary,
} from './schemas.js';
import { assertBillingVisible, assertMerchant, type BillingVisibilitySettings } from './visibility.js';

export const READ_MESSAGES = {
  warehouseNotFound: 'Warehouse not found',
  invoiceNotFound: 'Invoice not found',
  badDay: (field: 'from' | 'to', value: string) =>
    `${field} must be a date written YYYY-MM-DD, such as 2026-11-03 (got "${value}")`,
  fromAfterTo: 'from must be on or before to',
} as const;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD ('2026-02-30' is not one), or null. */
export function parseDay(value: string): string | null {
  const match = DAY.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? value
    : null;
}

function dayFilter(field: 'from' | 'to', value: string | undefined): string | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  const day = parseDay(text);
  if (!day) throw new ValidationFailed(READ_MESSAGES.badDay(field, text), { field });
  return day;
}

/** The days from `first` to `last`, both included (UTC arithmetic on calendar days: no time zone involved). */
function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  for (let at = new Date(`${first}T00:00:00Z`); ; at = new Date(at.getTime() + 86_400_000)) {
    const day = at.toISOString().slice(0, 10);
    if (day > last) return days;
    days.push(day);
  }
}

function lastDayOfMonth(periodMonth: string): string {
  const [year, month] = periodMonth.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/** An invoice's subtotal, rate, tax and total: live (sum of its lines) while open, as issued afterwards. */
export function invoiceFigures(
  invoice: InvoiceRow,
  countryCode: string,
): { subtotalCents: number; taxRateBasisPoints: number; taxCents: number; totalCents: number } {
  if (
    invoice.status !== 'open' &&
    invoice.subtotalCents !== null &&
    invoice.taxCents !== null &&
    invoice.totalCents !== null &&
    invoice.taxRateBasisPoints !== null
  ) {
    return {
      subtotalCents: invoice.subtotalCents,
      taxRateBasisPoints: invoice.taxRateBasisPoints,
      taxCents: invoice.taxCents,
      totalCents: invoice.totalCents,
    };
  }
  const taxRateBasisPoints = taxRateOf(countryCode);
  const taxCents = taxCentsOf(invoice.chargesCents, taxRateBasisPoints);
  return {
    subtotalCents: invoice.chargesCents,
    taxRateBasisPoints,
    taxCents,
    totalCents: invoice.chargesCents + taxCents,
  };
}

function summaryOf(invoice: InvoiceRow, countryCode: string): InvoiceSummary {
  const { subtotalCents, taxCents, totalCents } = invoiceFigures(invoice, countryCode);
  return {
    id: invoice.id,
    number: invoice.number,
    periodMonth: invoice.periodMonth,
    status: invoice.status,
    subtotalCents,
    taxCents,
    totalCents,
    currency: invoice.currency,
    issuedAt: invoice.issuedAt,
    dueOn: invoice.dueOn,
    paidAt: invoice.paidAt,
  };
}

/** The invoice's lines summed per kind, in the kinds' order, kinds without a line left out. */
export function groupsOf(charges: readonly Charge[]): InvoiceGroup[] {
  return CHARGE_KINDS.flatMap((kind) => {
    const lines = charges.filter((charge) => charge.kind === kind);
    if (lines.length === 0) return [];
    return [
      {
        kind,
        amountCents: lines.reduce((sum, charge) => sum + charge.amountCents, 0),
        chargeCount: lines.length,
      },
    ];
  });
}

export interface InvoiceDocument extends InvoiceDetail {
  warehouse: InvoiceDetail['warehouse'] & { currency: string; timeZone: string };
}

export interface ChargeExport {
  warehouse: WarehouseRow;
  charges: Charge[];
}

export class BillingReadService {
  constructor(
    private readonly database: Database,
    private readonly visibility: BillingVisibilitySettings,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Runs work as the caller's client once the caller may read billing. */
  private read<T>(
    session: Session,
    work: (tx: AppDatabase, client: { id: string; name: string }) => Promise<T>,
  ): Promise<T> {
    assertMerchant(session);
    return asClient(this.database, session.clientId, async (tx) =>
      work(tx, await assertBillingVisible(tx, session, this.visibility)),
    );
  }

  async warehouses(session: Session): Promise<BillingWarehouses> {
    return this.read(session, async (tx, client) => {
      const warehouses = await billingWarehouses(tx, client.id);
      const invoices = await listInvoices(
        tx,
        client.id,
        warehouses.map((warehouse) => warehouse.id),
      );
      const answer: BillingWarehouses['warehouses'] = [];
      for (const warehouse of warehouses) {
        const own = invoices.filter((invoice) => invoice.warehouseId === warehouse.id);
        answer.push({
          warehouseId: warehouse.id,
          warehouseName: warehouse.name,
          countryCode: warehouse.countryCode,
          currency: warehouse.currency,
          timeZone: warehouse.timeZone,
          month: await this.monthSoFar(tx, warehouse, own),
          invoices: own.map((invoice) => summaryOf(invoice, warehouse.countryCode)),
          dueCents: own
            .filter((invoice) => invoice.status === 'issued')
            .reduce((sum, invoice) => sum + (invoice.totalCents ?? 0), 0),
        });
      }
      return { warehouses: answer };
    });
  }

  /**
   * The open invoice's month (the latest open one: last month's stays open until the job issues it), its figures
   * and a running balance for every day from the 1st to today, or to the month's end once the month is over.
   * Without an open invoice, the current month with nothing charged yet.
   */
  private async monthSoFar(
    tx: AppDatabase,
    warehouse: WarehouseRow,
    invoices: InvoiceRow[],
  ): Promise<BillingMonth> {
    const today = todayIn(warehouse.timeZone, this.now());
    const open = invoices.find((invoice) => invoice.status === 'open') ?? null;
    const periodMonth = open?.periodMonth ?? `${today.slice(0, 8)}01`;
    const charged = open ? await invoiceDays(tx, open.id, warehouse.timeZone) : [];
    const kinds = open ? await invoiceKinds(tx, open.id) : [];
    const byKind: BillingKindTotal[] = CHARGE_KINDS.flatMap((kind) =>
      kinds.filter((one) => one.kind === kind),
    );
    const monthEnd = lastDayOfMonth(periodMonth);
    let last = today < monthEnd ? today : monthEnd;
    if (last < periodMonth) last = periodMonth;
    const lastCharged = charged.at(-1)?.day;
    if (lastCharged && lastCharged > last) last = lastCharged;
    const byDay = new Map(charged.map((entry) => [entry.day, entry.amountCents]));
    let balance = 0;
    const days: BillingDay[] = daysBetween(periodMonth, last).map((day) => {
      const amountCents = byDay.get(day) ?? 0;
      balance += amountCents;
      return { day, amountCents, balanceCents: balance };
    });
    const figures = open
      ? invoiceFigures(open, warehouse.countryCode)
      : {
          subtotalCents: 0,
          taxRateBasisPoints: taxRateOf(warehouse.countryCode),
          taxCents: 0,
          totalCents: 0,
        };
    return {
      invoiceId: open?.id ?? null,
      periodMonth,
      ...figures,
      chargeCount: open?.chargeCount ?? 0,
      byKind,
      days,
    };
  }

  private async filterOf(
    tx: AppDatabase,
    clientId: string,
    warehouseId: string,
    query: ChargeFilterQuery,
  ): Promise<{ warehouse: WarehouseRow; filter: ChargeFilter }> {
    const from = dayFilter('from', query.from);
    const to = dayFilter('to', query.to);
    if (from && to && from > to) throw new ValidationFailed(READ_MESSAGES.fromAfterTo, { field: 'from' });
    // The schema already refuses an unknown kind (400 naming the allowed values); this keeps the type honest.
    const kind = query.kind && (CHARGE_KINDS as readonly string[]).includes(query.kind) ? query.kind : null;
    const warehouse = await findWarehouse(tx, warehouseId);
    if (!warehouse) throw new NotFound(READ_MESSAGES.warehouseNotFound);
    return {
      warehouse,
      filter: { clientId, warehouseId: warehouse.id, timeZone: warehouse.timeZone, kind, from, to },
    };
  }

  /** A page of the warehouse's charges, newest first; another client's are not there (row-level security). */
  async charges(session: Session, warehouseId: string, query: ChargeListQuery): Promise<ChargeList> {
    return this.read(session, async (tx, client) => {
      const { warehouse, filter } = await this.filterOf(tx, client.id, warehouseId, query);
      const limit = query.limit ?? DEFAULT_CHARGES_PAGE_SIZE;
      const charges = await listCharges(tx, filter, { limit, offset: ((query.page ?? 1) - 1) * limit });
      const totals = await chargeTotals(tx, filter);
      return { charges, ...totals, currency: warehouse.currency };
    });
  }

  /** Every matching charge (no paging): the CSV export. */
  async chargesForExport(
    session: Session,
    warehouseId: string,
    query: ChargeFilterQuery,
  ): Promise<ChargeExport> {
    return this.read(session, async (tx, client) => {
      const { warehouse, filter } = await this.filterOf(tx, client.id, warehouseId, query);
      return { warehouse, charges: await listCharges(tx, filter, null) };
    });
  }

  /** One invoice of the caller at the warehouse; another client's, or one of another warehouse, is not found. */
  async invoice(session: Session, warehouseId: string, invoiceId: string): Promise<InvoiceDocument> {
    return this.read(session, async (tx, client) => {
      const invoice = await findInvoice(tx, warehouseId, invoiceId);
      const warehouse = invoice ? await findWarehouse(tx, invoice.warehouseId) : null;
      if (!invoice || !warehouse) throw new NotFound(READ_MESSAGES.invoiceNotFound);
      const charges = await invoiceCharges(tx, invoice.id);
      const figures = invoiceFigures(invoice, warehouse.countryCode);
      return {
        invoice: {
          ...summaryOf(invoice, warehouse.countryCode),
          ...figures,
          groups: groupsOf(charges),
        },
        warehouse: {
          id: warehouse.id,
          name: warehouse.name,
          address: warehouse.address,
          countryCode: warehouse.countryCode,
          currency: warehouse.currency,
          timeZone: warehouse.timeZone,
        },
        client,
        charges,
      };
    });
  }
}
