// SQL of the orders widgets. The merchant's counts run as the client (row-level security) and still name the
// client; the staff's run in the operator scope with the floor's own conditions (orders/floor-repository.ts). Every
// count is PostgreSQL's (GROUP BY, window functions, generate_series for the days), never a loop over rows here.
import { sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../platform/db/connection.js';
import type { WarehouseStatus } from '../../platform/db/orders-schema.js';
import { rowsOf } from '../inventory/ledger.js';
import { OLDEST_FIRST, stageCondition } from '../orders/floor-repository.js';
import {
  STAGES_OF_STEP,
  WORK_STEPS,
  type ShippedDay,
  type WorkStep,
  type WorkStepSummary,
} from './schemas.js';

/** Today in `zone`, as a date (PostgreSQL's own zone rules, the same as every `AT TIME ZONE` below). */
const todayIn = (zone: string): SQL => sql`(now() AT TIME ZONE ${zone})::date`;
/** The instant a day (a date expression) starts in `zone`. */
const startOf = (day: SQL, zone: string): SQL => sql`((${day})::timestamp AT TIME ZONE ${zone})`;

export async function countTodayByWarehouseStatus(
  tx: AppDatabase,
  clientId: string,
  zone: string,
): Promise<{ day: string; counts: { status: WarehouseStatus | null; count: number }[] }> {
  const rows = rowsOf<{ day: string; status: WarehouseStatus | null; count: string | number | null }>(
    await tx.execute(sql`
      WITH today AS (SELECT ${todayIn(zone)} AS day)
      SELECT to_char(today.day, 'YYYY-MM-DD') AS day, o.warehouse_status AS status, count(o.id) AS count
        FROM today
        LEFT JOIN orders o
          ON o.client_id = ${clientId}
         AND o.fulfillment_status <> 'deleted'
         AND o.created_at >= ${startOf(sql`today.day`, zone)}
         AND o.created_at < ${startOf(sql`today.day + 1`, zone)}
       GROUP BY today.day, o.warehouse_status`),
  );
  return {
    day: rows[0]!.day,
    // With no order today the LEFT JOIN leaves one row of count 0: it counts nothing.
    counts: rows.map((row) => ({ status: row.status, count: Number(row.count ?? 0) })),
  };
}

export async function countShippedPerDay(
  tx: AppDatabase,
  clientId: string,
  zone: string,
  days: number,
): Promise<ShippedDay[]> {
  const first = sql`(${todayIn(zone)} - ${days - 1}::int)`;
  const rows = rowsOf<{ day: string; count: string | number }>(
    await tx.execute(sql`
      WITH days AS (
        SELECT d::date AS day FROM generate_series(${first}::timestamp, ${todayIn(zone)}::timestamp, interval '1 day') AS d
      ), shipped AS (
        SELECT (o.shipped_at AT TIME ZONE ${zone})::date AS day, count(*) AS count
          FROM orders o
         WHERE o.client_id = ${clientId}
           AND o.shipped_at >= ${startOf(first, zone)}
           AND o.shipped_at < ${startOf(sql`${todayIn(zone)} + 1`, zone)}
         GROUP BY 1
      )
      SELECT to_char(days.day, 'YYYY-MM-DD') AS day, coalesce(shipped.count, 0) AS count
        FROM days LEFT JOIN shipped ON shipped.day = days.day
       ORDER BY days.day`),
  );
  return rows.map((row) => ({ day: row.day, count: Number(row.count) }));
}

/** The step an order at the floor is in, as a CASE over the floor's stage conditions. */
function stepCase(): SQL {
  const branches = WORK_STEPS.map(
    (step) =>
      sql`WHEN ${sql.join(
        STAGES_OF_STEP[step].map((stage) => sql`(${stageCondition(stage, 'UTC')})`),
        sql` OR `,
      )} THEN ${step}`,
  );
  return sql`CASE ${sql.join(branches, sql` `)} END`;
}

/** Per step: how many orders wait, and the one waiting longest (the floor's first-in-first-out order). */
export async function summariseWorkQueue(
  tx: AppDatabase,
  warehouseId: string | null,
): Promise<WorkStepSummary[]> {
  const rows = rowsOf<{
    step: WorkStep;
    count: string | number;
    id: string;
    number: string | number;
    reference: string;
    client_name: string;
    warehouse_id: string;
    processed_at: string | Date | null;
  }>(
    await tx.execute(sql`
      SELECT step, count, id, number, reference, client_name, warehouse_id, processed_at FROM (
        SELECT q.*, count(*) OVER (PARTITION BY q.step) AS count,
               row_number() OVER (PARTITION BY q.step ORDER BY q.rank) AS place
          FROM (
            SELECT ${stepCase()} AS step, o.id, o.number, o.reference, c.name AS client_name, o.warehouse_id,
                   o.processed_at, row_number() OVER (ORDER BY ${OLDEST_FIRST}) AS rank
              FROM orders o JOIN clients c ON c.id = o.client_id
             WHERE o.fulfillment_status = 'processing'
               ${warehouseId === null ? sql`` : sql`AND o.warehouse_id = ${warehouseId}`}
          ) q
         WHERE q.step IS NOT NULL
      ) ranked
       WHERE place = 1`),
  );
  const byStep = new Map(rows.map((row) => [row.step, row]));
  return WORK_STEPS.map((step) => {
    const row = byStep.get(step);
    return {
      step,
      count: row ? Number(row.count) : 0,
      oldest: row
        ? {
            id: row.id,
            number: Number(row.number),
            reference: row.reference,
            clientName: row.client_name,
            warehouseId: row.warehouse_id,
            since: row.processed_at === null ? null : new Date(row.processed_at).toISOString(),
          }
        : null,
    };
  });
}

export async function warehouseName(tx: AppDatabase, warehouseId: string): Promise<string | null> {
  const [row] = rowsOf<{ name: string }>(
    await tx.execute(sql`SELECT name FROM warehouses WHERE id = ${warehouseId}`),
  );
  return row?.name ?? null;
}
