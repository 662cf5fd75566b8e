// The inventory list (merchants, their own client) and staff stock adjustments (operator scope plus an explicit
// filter on the staff user's warehouse). No HTTP here.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/connection.js';
import { products, stockLevels, users } from '../../platform/db/schema.js';
import { asClient, asOperator } from '../../platform/db/scope.js';
import { Forbidden, NotFound } from '../../platform/errors.js';
import type { Session } from '../accounts/service.js';
import { recordMovements, type MovementInput } from './ledger.js';
import { inventoryPageRequest } from './list-query.js';
import { listInventory } from './repository.js';
import type {
  InventoryList,
  InventoryListQuery,
  StockAdjustmentBody,
  StockAdjustmentResult,
} from './schemas.js';

export const ADJUSTMENT_ERRORS = {
  staffOnly: 'Only warehouse staff and admins adjust stock.',
  noWarehouse: 'Your user has no warehouse assigned; ask an admin to assign one.',
  otherWarehouse: 'You can only adjust stock in your own warehouse.',
  productNotFound: 'The product was not found.',
} as const;

export class InventoryService {
  constructor(private readonly database: Database) {}

  list(session: Session, query: InventoryListQuery): Promise<InventoryList> {
    const request = inventoryPageRequest(query);
    return asClient(this.database, session.clientId, (tx) => listInventory(tx, session.clientId, request));
  }

  /**
   * adjusted: ± on hand. damaged, positive: units found damaged leave on hand for the damaged bucket (two
   * movements of one adjustment document); negative: damaged units disposed of (the damaged bucket only).
   */
  async adjust(session: Session, body: StockAdjustmentBody): Promise<StockAdjustmentResult> {
    if (session.role !== 'staff' && session.role !== 'admin')
      throw new Forbidden(ADJUSTMENT_ERRORS.staffOnly);
    return asOperator(this.database, async (tx) => {
      if (session.role === 'staff') {
        const [me] = await tx
          .select({ warehouseId: users.warehouseId })
          .from(users)
          .where(eq(users.id, session.userId));
        if (!me?.warehouseId) throw new Forbidden(ADJUSTMENT_ERRORS.noWarehouse);
        if (me.warehouseId !== body.warehouseId) throw new Forbidden(ADJUSTMENT_ERRORS.otherWarehouse);
      }
      const [product] = await tx
        .select({ clientId: products.clientId })
        .from(products)
        .where(eq(products.id, body.productId));
      if (!product) throw new NotFound(ADJUSTMENT_ERRORS.productNotFound);
      const adjustmentId = randomUUID();
      const base = {
        clientId: product.clientId,
        productId: body.productId,
        warehouseId: body.warehouseId,
        documentType: 'adjustment' as const,
        documentId: adjustmentId,
        note: body.note,
        createdBy: session.userId,
      };
      const movements: MovementInput[] =
        body.reason === 'adjusted'
          ? [{ ...base, reason: 'adjusted', quantity: body.quantity }]
          : body.quantity > 0
            ? [
                { ...base, reason: 'adjusted', quantity: -body.quantity },
                { ...base, reason: 'damaged', quantity: body.quantity },
              ]
            : [{ ...base, reason: 'damaged', quantity: body.quantity }];
      await recordMovements(tx, movements);
      const [level] = await tx
        .select()
        .from(stockLevels)
        .where(and(eq(stockLevels.productId, body.productId), eq(stockLevels.warehouseId, body.warehouseId)));
      return {
        adjustmentId,
        productId: body.productId,
        warehouseId: body.warehouseId,
        onHand: level!.onHand,
        reserved: level!.reserved,
        available: level!.available ?? level!.onHand - level!.reserved,
        incoming: level!.incoming,
        damaged: level!.damaged,
      };
    });
  }
}
