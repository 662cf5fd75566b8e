// The /v1 shapes of its own (the others are the domain modules' schemas). Only TypeBox here.
import Type, { type Static } from 'typebox';

export const InventoryLevel = Type.Object({
  productId: Type.String({ format: 'uuid' }),
  sku: Type.String(),
  warehouseId: Type.String(),
  onHand: Type.Integer({ description: 'Units in the warehouse' }),
  reserved: Type.Integer({ description: 'Units held for orders being processed' }),
  available: Type.Integer({ description: 'onHand − reserved: what new orders can take' }),
  incoming: Type.Integer({ description: 'Units in receiving orders on their way' }),
  damaged: Type.Integer(),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type InventoryLevel = Static<typeof InventoryLevel>;
