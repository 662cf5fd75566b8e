// The inventory's dashboard figures (issue 20): the merchant's (their own client, row-level security) and the
// warehouse staff's receiving queue (operator scope plus an explicit filter on the staff user's warehouse).
// No HTTP here.
import type { Database } from '../../platform/db/connection.js';
import { asClient, asOperator } from '../../platform/db/scope.js';
import { Forbidden } from '../../platform/errors.js';
import type { Session } from '../accounts/service.js';
import { merchantSession } from '../inventory/merchant.js';
import { daysOfCover } from '../inventory/stock-rules.js';
import { findStaffWarehouse } from '../receiving/repository.js';
import { STAFF_MESSAGES } from '../receiving/staff-actions.js';
import { belowCover, receivingDue, stockByWarehouse, staffReceivingQueue } from './repository.js';
import {
  DEFAULT_COVER_THRESHOLD_DAYS,
  DEFAULT_DUE_WITHIN_DAYS,
  DEFAULT_WIDGET_ROWS,
  type BelowCover,
  type BelowCoverQuery,
  type ReceivingDue,
  type ReceivingDueQuery,
  type StaffReceivingQuery,
  type StaffReceivingQueue,
  type StockByWarehouse,
} from './schemas.js';

export class InventoryDashboardService {
  constructor(private readonly database: Database) {}

  stockByWarehouse(session: Session): Promise<StockByWarehouse> {
    const { clientId } = merchantSession(session);
    return asClient(this.database, clientId, async (tx) => ({
      warehouses: await stockByWarehouse(tx, clientId),
    }));
  }

  belowCover(session: Session, query: BelowCoverQuery): Promise<BelowCover> {
    const { clientId } = merchantSession(session);
    const thresholdDays = query.thresholdDays ?? DEFAULT_COVER_THRESHOLD_DAYS;
    return asClient(this.database, clientId, async (tx) => {
      const found = await belowCover(tx, clientId, thresholdDays, query.limit ?? DEFAULT_WIDGET_ROWS);
      return {
        thresholdDays,
        totalRows: found.totalRows,
        // The days themselves from the one rule (stock-rules.ts), as the inventory list shows them.
        products: found.rows.map((row) => ({
          ...row,
          daysOfCover: daysOfCover(row.available, row.unitsShippedLast30Days) ?? 0,
        })),
      };
    });
  }

  receivingDue(session: Session, query: ReceivingDueQuery): Promise<ReceivingDue> {
    const { clientId } = merchantSession(session);
    const withinDays = query.withinDays ?? DEFAULT_DUE_WITHIN_DAYS;
    return asClient(this.database, clientId, async (tx) => ({
      withinDays,
      ...(await receivingDue(tx, clientId, withinDays, query.limit ?? DEFAULT_WIDGET_ROWS)),
    }));
  }

  /** Staff see their warehouse's queue; admins every warehouse's, or the one they ask for. */
  staffReceiving(session: Session, query: StaffReceivingQuery): Promise<StaffReceivingQueue> {
    if (session.role !== 'staff' && session.role !== 'admin') throw new Forbidden(STAFF_MESSAGES.staffOnly);
    return asOperator(this.database, async (tx) => {
      let warehouseId: string | undefined;
      if (session.role === 'admin') warehouseId = query.warehouseId?.trim() || undefined;
      else {
        const own = await findStaffWarehouse(tx, session.userId);
        if (!own) throw new Forbidden(STAFF_MESSAGES.noWarehouse);
        warehouseId = own;
      }
      return {
        warehouseId: warehouseId ?? null,
        ...(await staffReceivingQueue(tx, warehouseId)),
        asOf: new Date().toISOString(),
      };
    });
  }
}
