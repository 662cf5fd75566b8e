// SQL of charge disputes. The merchant's queries run as their client (asClient: row-level security) and name the
// client too; the staff's run in the operator scope and filter by the staff user's warehouse (admins: any).
import { sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../platform/db/connection.js';
import { rowsOf } from '../inventory/ledger.js';
import type {
  DisputeAuthorRole,
  DisputedCharge,
  DisputeMessage,
  DisputeStatus,
  DisputeSummary,
} from './schemas.js';

/** Where a query may look: one client's disputes (merchant), one warehouse's (staff), or any (admin). */
export interface DisputeScope {
  clientId?: string | null;
  warehouseId?: string | null;
}

const iso = (value: string | Date): string => new Date(value).toISOString();
const isoOrNull = (value: string | Date | null): string | null => (value ? iso(value) : null);
/** bigint columns arrive as strings from pg and as bigint or number from PGlite: integers all the same. */
const cents = (value: string | number | bigint): number => Number(value);

interface SummaryRow {
  id: string;
  charge_id: string;
  client_id: string;
  client_name: string;
  warehouse_id: string;
  warehouse_name: string;
  status: DisputeStatus;
  reason: string;
  opened_by_name: string;
  charge_kind: string;
  charge_amount_cents: string | number;
  currency: string;
  source_label: string;
  credit_charge_id: string | null;
  credit_cents: string | number | null;
  resolved_by_name: string | null;
  resolved_at: string | Date | null;
  created_at: string | Date;
  last_message_at: string | Date | null;
  message_count: number;
}

const SUMMARY_COLUMNS = sql`
  d.id, d.charge_id, d.client_id, cl.name AS client_name, ch.warehouse_id, w.name AS warehouse_name, d.status,
  d.reason, d.opened_by_name, ch.kind AS charge_kind, ch.amount_cents AS charge_amount_cents, ch.currency,
  ch.source_label, d.credit_charge_id, cr.amount_cents AS credit_cents, d.resolved_by_name, d.resolved_at,
  d.created_at,
  (SELECT max(m.created_at) FROM charge_dispute_messages m WHERE m.dispute_id = d.id) AS last_message_at,
  (SELECT count(*)::int FROM charge_dispute_messages m WHERE m.dispute_id = d.id) AS message_count`;

const SUMMARY_FROM = sql`
  FROM charge_disputes d
  JOIN charges ch ON ch.id = d.charge_id
  JOIN clients cl ON cl.id = d.client_id
  JOIN warehouses w ON w.id = ch.warehouse_id
  LEFT JOIN charges cr ON cr.id = d.credit_charge_id`;

function summaryOf(row: SummaryRow): DisputeSummary {
  return {
    id: row.id,
    chargeId: row.charge_id,
    client: { id: row.client_id, name: row.client_name },
    warehouseId: row.warehouse_id,
    warehouseName: row.warehouse_name,
    status: row.status,
    reason: row.reason,
    openedByName: row.opened_by_name,
    chargeKind: row.charge_kind,
    chargeAmountCents: cents(row.charge_amount_cents),
    currency: row.currency.trim(),
    sourceLabel: row.source_label,
    creditChargeId: row.credit_charge_id,
    creditCents: row.credit_cents === null ? null : cents(row.credit_cents),
    resolvedByName: row.resolved_by_name,
    resolvedAt: isoOrNull(row.resolved_at),
    createdAt: iso(row.created_at),
    lastMessageAt: iso(row.last_message_at ?? row.created_at),
    messageCount: Number(row.message_count),
  };
}

function scopeConditions(scope: DisputeScope): SQL[] {
  const where: SQL[] = [];
  if (scope.clientId) where.push(sql`d.client_id = ${scope.clientId}`);
  if (scope.warehouseId) where.push(sql`ch.warehouse_id = ${scope.warehouseId}`);
  return where;
}

const whereOf = (conditions: SQL[]) =>
  conditions.length > 0 ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;

/** Open disputes first (oldest open first: the longest waiting), then the closed ones, latest resolved first. */
export async function listDisputes(
  tx: AppDatabase,
  scope: DisputeScope,
  status: DisputeStatus | null,
  limit: number,
): Promise<DisputeSummary[]> {
  const where = scopeConditions(scope);
  if (status) where.push(sql`d.status = ${status}`);
  const rows = rowsOf<SummaryRow>(
    await tx.execute(sql`
      SELECT ${SUMMARY_COLUMNS} ${SUMMARY_FROM} ${whereOf(where)}
       ORDER BY (d.status = 'open') DESC,
                CASE WHEN d.status = 'open' THEN d.created_at END ASC,
                coalesce(d.resolved_at, d.created_at) DESC, d.id
       LIMIT ${limit}`),
  );
  return rows.map(summaryOf);
}

export async function findDispute(
  tx: AppDatabase,
  disputeId: string,
  scope: DisputeScope,
  options: { lock?: boolean } = {},
): Promise<DisputeSummary | null> {
  const where = [sql`d.id = ${disputeId}::uuid`, ...scopeConditions(scope)];
  if (options.lock) {
    // The dispute's row alone (the joins are read-only): two staff resolving it at once go one after the other.
    const locked = rowsOf<{ id: string }>(
      await tx.execute(sql`SELECT id FROM charge_disputes WHERE id = ${disputeId}::uuid FOR UPDATE`),
    );
    if (locked.length === 0) return null;
  }
  const [row] = rowsOf<SummaryRow>(
    await tx.execute(sql`SELECT ${SUMMARY_COLUMNS} ${SUMMARY_FROM} ${whereOf(where)}`),
  );
  return row ? summaryOf(row) : null;
}

interface ChargeRow {
  id: string;
  client_id: string;
  kind: string;
  occurred_at: string | Date;
  quantity: string | number;
  unit: string;
  unit_price_cents: string | number;
  amount_cents: string | number;
  currency: string;
  rule: Record<string, unknown>;
  source_type: string;
  source_id: string;
  source_label: string;
  warehouse_id: string;
  warehouse_name: string;
  invoice_id: string;
  invoice_number: string | number;
  invoice_status: string;
  credited_cents: string | number;
}

/** A charge with the credits against it so far. */
export async function findCharge(
  tx: AppDatabase,
  chargeId: string,
  scope: { clientId?: string | null } = {},
): Promise<(DisputedCharge & { clientId: string }) | null> {
  const [row] = rowsOf<ChargeRow>(
    await tx.execute(sql`
      SELECT ch.id, ch.client_id, ch.kind, ch.occurred_at, ch.quantity::text AS quantity, ch.unit,
             ch.unit_price_cents, ch.amount_cents, ch.currency, ch.rule, ch.source_type, ch.source_id,
             ch.source_label, ch.warehouse_id, w.name AS warehouse_name, ch.invoice_id, i.number AS invoice_number,
             i.status AS invoice_status,
             coalesce((SELECT sum(c.amount_cents) FROM charges c WHERE c.corrects_charge_id = ch.id), 0)
               AS credited_cents
        FROM charges ch
        JOIN invoices i ON i.id = ch.invoice_id
        JOIN warehouses w ON w.id = ch.warehouse_id
       WHERE ch.id = ${chargeId}::uuid ${scope.clientId ? sql`AND ch.client_id = ${scope.clientId}` : sql``}`),
  );
  if (!row) return null;
  const amountCents = cents(row.amount_cents);
  const creditedCents = cents(row.credited_cents);
  return {
    id: row.id,
    clientId: row.client_id,
    kind: row.kind,
    occurredAt: iso(row.occurred_at),
    quantity: String(row.quantity),
    unit: row.unit,
    unitPriceCents: cents(row.unit_price_cents),
    amountCents,
    currency: row.currency.trim(),
    rule: row.rule,
    sourceType: row.source_type,
    sourceId: row.source_id,
    sourceLabel: row.source_label,
    warehouseId: row.warehouse_id,
    warehouseName: row.warehouse_name,
    invoiceId: row.invoice_id,
    invoiceNumber: Number(row.invoice_number),
    invoiceStatus: row.invoice_status,
    creditedCents,
    // A credit line is never disputed nor credited again: nothing of it is creditable.
    creditableCents: row.kind === 'credit' ? 0 : Math.max(0, amountCents + creditedCents),
  };
}

export async function hasOpenDispute(tx: AppDatabase, chargeId: string): Promise<boolean> {
  const rows = rowsOf<{ id: string }>(
    await tx.execute(
      sql`SELECT id FROM charge_disputes WHERE charge_id = ${chargeId}::uuid AND status = 'open' LIMIT 1`,
    ),
  );
  return rows.length > 0;
}

export async function insertDispute(
  tx: AppDatabase,
  input: { clientId: string; chargeId: string; reason: string; openedBy: string },
): Promise<string> {
  const [row] = rowsOf<{ id: string }>(
    await tx.execute(sql`
      INSERT INTO charge_disputes (client_id, charge_id, reason, opened_by, opened_by_name)
      VALUES (${input.clientId}, ${input.chargeId}::uuid, ${input.reason}, ${input.openedBy}::uuid,
              (SELECT display_name FROM users WHERE id = ${input.openedBy}::uuid))
      RETURNING id`),
  );
  return row!.id;
}

/** A message of the thread; the author's name is their display name now (kept as it was when written). */
export async function insertMessage(
  tx: AppDatabase,
  input: { clientId: string; disputeId: string; authorId: string; role: DisputeAuthorRole; body: string },
): Promise<void> {
  await tx.execute(sql`
    INSERT INTO charge_dispute_messages (client_id, dispute_id, author_id, author_name, author_role, body)
    VALUES (${input.clientId}, ${input.disputeId}::uuid, ${input.authorId}::uuid,
            (SELECT display_name FROM users WHERE id = ${input.authorId}::uuid), ${input.role}, ${input.body})`);
}

export async function findMessages(tx: AppDatabase, disputeId: string): Promise<DisputeMessage[]> {
  const rows = rowsOf<{
    id: string;
    author_name: string;
    author_role: DisputeAuthorRole;
    body: string;
    created_at: string | Date;
  }>(
    await tx.execute(sql`
      SELECT id, author_name, author_role, body, created_at FROM charge_dispute_messages
       WHERE dispute_id = ${disputeId}::uuid
       ORDER BY created_at, id`),
  );
  return rows.map((row) => ({
    id: row.id,
    authorName: row.author_name,
    authorRole: row.author_role,
    body: row.body,
    createdAt: iso(row.created_at),
  }));
}

/** Closes an open dispute; false when it was no longer open (someone resolved it first). */
export async function resolveDispute(
  tx: AppDatabase,
  input: {
    disputeId: string;
    status: Exclude<DisputeStatus, 'open'>;
    resolvedBy: string;
    creditChargeId: string | null;
  },
): Promise<boolean> {
  const rows = rowsOf<{ id: string }>(
    await tx.execute(sql`
      UPDATE charge_disputes
         SET status = ${input.status}, credit_charge_id = ${input.creditChargeId}::uuid,
             resolved_by = ${input.resolvedBy}::uuid,
             resolved_by_name = (SELECT display_name FROM users WHERE id = ${input.resolvedBy}::uuid),
             resolved_at = now()
       WHERE id = ${input.disputeId}::uuid AND status = 'open'
      RETURNING id`),
  );
  return rows.length > 0;
}
