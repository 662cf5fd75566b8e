// The orders widgets' rules (issue 20): which zone "today" is read in, who sees which work queue. The merchant's
// counts run as their client (asClient: row-level security); the staff's in the operator scope, kept to the staff
// user's warehouse as the floor keeps them (orders/floor-service.ts). No HTTP here.
import type { Database } from '../../platform/db/connection.js';
import { asClient, asOperator } from '../../platform/db/scope.js';
import { Forbidden, NotFound, ValidationFailed } from '../../platform/errors.js';
import type { Session } from '../accounts/service.js';
import { FLOOR_MESSAGES } from '../orders/floor-service.js';
import { isTimeZone, LIST_MESSAGES } from '../orders/list-query.js';
import { ORDER_MESSAGES } from '../orders/actions.js';
import { WAREHOUSE_STATUS } from '../orders/schemas.js';
import {
  countShippedPerDay,
  countTodayByWarehouseStatus,
  summariseWorkQueue,
  warehouseName,
} from './repository.js';
import {
  DEFAULT_SHIPPED_DAYS,
  type OrdersByWarehouseStatus,
  type ShippedPerDay,
  type ShippedPerDayQuery,
  type WorkQueueSummary,
  type WorkQueueSummaryQuery,
} from './schemas.js';

const DEFAULT_TIME_ZONE = 'UTC';

/** The caller's zone (the timezone header, as the orders list reads it), checked before any SQL sees it. */
function zoneOf(header: string | undefined): string {
  const zone = header?.trim() || DEFAULT_TIME_ZONE;
  if (!isTimeZone(zone)) throw new ValidationFailed(LIST_MESSAGES.badTimeZone(zone), { field: 'timezone' });
  return zone;
}

/** The merchant's own client; the operator's users have no orders of their own to count. */
function merchantOf(session: Session): string {
  if (session.role === 'admin' || session.role === 'staff') throw new Forbidden(ORDER_MESSAGES.operatorsRead);
  return session.clientId;
}

export class OrdersDashboardService {
  constructor(private readonly database: Database) {}

  byWarehouseStatus(session: Session, timeZone: string | undefined): Promise<OrdersByWarehouseStatus> {
    const clientId = merchantOf(session);
    const zone = zoneOf(timeZone);
    return asClient(this.database, clientId, async (tx) => {
      const { day, counts } = await countTodayByWarehouseStatus(tx, clientId, zone);
      const countOf = new Map(counts.map((row) => [row.status, row.count]));
      const statuses = [...WAREHOUSE_STATUS, null].map((status) => ({
        status,
        count: countOf.get(status) ?? 0,
      }));
      return {
        day,
        timeZone: zone,
        total: statuses.reduce((sum, row) => sum + row.count, 0),
        statuses,
      };
    });
  }

  shippedPerDay(
    session: Session,
    query: ShippedPerDayQuery,
    timeZone: string | undefined,
  ): Promise<ShippedPerDay> {
    const clientId = merchantOf(session);
    const zone = zoneOf(timeZone);
    return asClient(this.database, clientId, async (tx) => {
      const days = await countShippedPerDay(tx, clientId, zone, query.days ?? DEFAULT_SHIPPED_DAYS);
      return {
        from: days[0]!.day,
        to: days[days.length - 1]!.day,
        timeZone: zone,
        total: days.reduce((sum, day) => sum + day.count, 0),
        days,
      };
    });
  }

  /** Staff: their warehouse, whatever they ask; admins: every warehouse, or the one they name. */
  workQueue(session: Session, query: WorkQueueSummaryQuery): Promise<WorkQueueSummary> {
    let warehouseId: string | null;
    if (session.role === 'admin') warehouseId = query.warehouseId?.trim() || null;
    else if (session.role !== 'staff') throw new Forbidden(FLOOR_MESSAGES.staffOnly);
    else if (!session.warehouseId) throw new Forbidden(FLOOR_MESSAGES.noWarehouse);
    else warehouseId = session.warehouseId;
    return asOperator(this.database, async (tx) => {
      let warehouse: WorkQueueSummary['warehouse'] = null;
      if (warehouseId !== null) {
        const name = await warehouseName(tx, warehouseId);
        if (name === null) throw new NotFound(FLOOR_MESSAGES.warehouseNotFound);
        warehouse = { id: warehouseId, name };
      }
      return { warehouse, steps: await summariseWorkQueue(tx, warehouseId) };
    });
  }
}
