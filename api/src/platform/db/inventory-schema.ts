// The inventory and inbound tables of migration 008 as the typed query layer sees them (column for column).
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  date,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const products = pgTable('products', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: text('client_id').notNull(),
  sku: text('sku').notNull(),
  name: text('name').notNull(),
  handle: text('handle').notNull(),
  barcode: text('barcode'),
  // numeric as strings: exact decimals, never floats.
  lengthCm: numeric('length_cm', { precision: 10, scale: 2 }).notNull(),
  widthCm: numeric('width_cm', { precision: 10, scale: 2 }).notNull(),
  heightCm: numeric('height_cm', { precision: 10, scale: 2 }).notNull(),
  weightKg: numeric('weight_kg', { precision: 10, scale: 3 }).notNull(),
  declaredValueMinor: bigint('declared_value_minor', { mode: 'number' }).notNull().default(0),
  currency: char('currency', { length: 3 }).notNull().default('MXN'),
  imageUrl: text('image_url'),
  isBundle: boolean('is_bundle').notNull().default(false),
  lowStockThreshold: integer('low_stock_threshold'),
  idempotencyKey: text('idempotency_key'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const bundleComponents = pgTable(
  'bundle_components',
  {
    clientId: text('client_id').notNull(),
    bundleId: uuid('bundle_id').notNull(),
    componentId: uuid('component_id').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (table) => [primaryKey({ columns: [table.bundleId, table.componentId] })],
);

export const shopListings = pgTable('shop_listings', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: text('client_id').notNull(),
  shopId: uuid('shop_id').notNull(),
  externalId: text('external_id').notNull(),
  sku: text('sku').notNull(),
  title: text('title').notNull(),
  priceMinor: bigint('price_minor', { mode: 'number' }),
  productId: uuid('product_id'),
  linkedAt: timestamp('linked_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const stockLevels = pgTable(
  'stock_levels',
  {
    clientId: text('client_id').notNull(),
    productId: uuid('product_id').notNull(),
    warehouseId: text('warehouse_id').notNull(),
    onHand: integer('on_hand').notNull().default(0),
    reserved: integer('reserved').notNull().default(0),
    /** on hand − reserved, computed by the database. */
    available: integer('available').generatedAlwaysAs(sql`on_hand - reserved`),
    incoming: integer('incoming').notNull().default(0),
    damaged: integer('damaged').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.productId, table.warehouseId] })],
);

/** Each product's stock summed over its warehouses, kept by the ledger beside stock_levels (migration 016). */
export const productStockTotals = pgTable('product_stock_totals', {
  clientId: text('client_id').notNull(),
  productId: uuid('product_id').primaryKey(),
  onHand: integer('on_hand').notNull().default(0),
  reserved: integer('reserved').notNull().default(0),
  available: integer('available').generatedAlwaysAs(sql`on_hand - reserved`),
  incoming: integer('incoming').notNull().default(0),
  damaged: integer('damaged').notNull().default(0),
  /** Ever had units on hand (a product never stocked is not "out of stock"). */
  stocked: boolean('stocked').notNull().default(false),
});

export const MOVEMENT_REASONS = [
  'received',
  'reserved',
  'released',
  'shipped',
  'returned',
  'adjusted',
  'damaged',
] as const;
export type MovementReason = (typeof MOVEMENT_REASONS)[number];

export const MOVEMENT_DOCUMENT_TYPES = [
  'receiving_box',
  'order',
  'return',
  'adjustment',
  'import',
  'discrepancy',
] as const;
export type MovementDocumentType = (typeof MOVEMENT_DOCUMENT_TYPES)[number];

export const inventoryMovements = pgTable('inventory_movements', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  clientId: text('client_id').notNull(),
  productId: uuid('product_id').notNull(),
  warehouseId: text('warehouse_id').notNull(),
  quantity: integer('quantity').notNull(),
  reason: text('reason', { enum: MOVEMENT_REASONS }).notNull(),
  documentType: text('document_type', { enum: MOVEMENT_DOCUMENT_TYPES }).notNull(),
  documentId: text('document_id').notNull(),
  documentLine: text('document_line').notNull().default(''),
  note: text('note'),
  createdBy: uuid('created_by'),
  createdAt: createdAt(),
});

export const RECEIVING_ORDER_STATUSES = [
  'draft',
  'in_transit',
  'arrived',
  'receiving',
  'received',
  'cancelled',
] as const;
export type ReceivingOrderStatus = (typeof RECEIVING_ORDER_STATUSES)[number];

export const SHIPPING_METHODS = ['own_carrier', 'shipping_platform'] as const;
export type ShippingMethod = (typeof SHIPPING_METHODS)[number];

export const receivingOrders = pgTable('receiving_orders', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: text('client_id').notNull(),
  number: integer('number').notNull(),
  warehouseId: text('warehouse_id').notNull(),
  status: text('status', { enum: RECEIVING_ORDER_STATUSES }).notNull().default('draft'),
  shippingMethod: text('shipping_method', { enum: SHIPPING_METHODS }).notNull(),
  carrierName: text('carrier_name'),
  trackingNumber: text('tracking_number'),
  /** YYYY-MM-DD. */
  arrivalDate: date('arrival_date', { mode: 'string' }).notNull(),
  arrivedAt: timestamp('arrived_at', { withTimezone: true }),
  receivedAt: timestamp('received_at', { withTimezone: true }),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  idempotencyKey: text('idempotency_key'),
  createdBy: uuid('created_by'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const receivingOrderLines = pgTable(
  'receiving_order_lines',
  {
    clientId: text('client_id').notNull(),
    receivingOrderId: uuid('receiving_order_id').notNull(),
    productId: uuid('product_id').notNull(),
    expected: integer('expected').notNull(),
    received: integer('received').notNull().default(0),
    damaged: integer('damaged').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.receivingOrderId, table.productId] })],
);

export const BOX_STATUSES = ['pending', 'in_transit', 'received', 'with_discrepancy'] as const;
export type BoxStatus = (typeof BOX_STATUSES)[number];

export const receivingBoxes = pgTable('receiving_boxes', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: text('client_id').notNull(),
  receivingOrderId: uuid('receiving_order_id').notNull(),
  number: integer('number').notNull(),
  barcode: text('barcode').notNull(),
  status: text('status', { enum: BOX_STATUSES }).notNull().default('pending'),
  arrivedAt: timestamp('arrived_at', { withTimezone: true }),
  receivedAt: timestamp('received_at', { withTimezone: true }),
  receivedBy: uuid('received_by'),
  discrepancyNote: text('discrepancy_note'),
  discrepancyResolvedAt: timestamp('discrepancy_resolved_at', { withTimezone: true }),
  discrepancyResolvedBy: uuid('discrepancy_resolved_by'),
  resolutionNote: text('resolution_note'),
});

export const receivingBoxLines = pgTable('receiving_box_lines', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: text('client_id').notNull(),
  boxId: uuid('box_id').notNull(),
  productId: uuid('product_id'),
  sku: text('sku').notNull(),
  expected: integer('expected').notNull(),
  received: integer('received'),
  damaged: integer('damaged'),
  unexpected: boolean('unexpected').notNull().default(false),
});

export const BOX_EVENT_KINDS = [
  'created',
  'in_transit',
  'arrived',
  'received',
  'discrepancy',
  'discrepancy_resolved',
  'cancelled',
] as const;
export type BoxEventKind = (typeof BOX_EVENT_KINDS)[number];

export const receivingBoxEvents = pgTable('receiving_box_events', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  clientId: text('client_id').notNull(),
  boxId: uuid('box_id').notNull(),
  kind: text('kind', { enum: BOX_EVENT_KINDS }).notNull(),
  note: text('note'),
  createdBy: uuid('created_by'),
  createdAt: createdAt(),
});

export const inventorySchema = {
  products,
  bundleComponents,
  shopListings,
  stockLevels,
  productStockTotals,
  inventoryMovements,
  receivingOrders,
  receivingOrderLines,
  receivingBoxes,
  receivingBoxLines,
  receivingBoxEvents,
};
