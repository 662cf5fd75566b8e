// The outbound tables of migration 011 as the typed query layer sees them (column for column).
import {
  bigint,
  char,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  boolean,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true });

export const FULFILLMENT_STATUSES = ['pending', 'processing', 'fulfilled', 'cancelled', 'deleted'] as const;
export type FulfillmentStatus = (typeof FULFILLMENT_STATUSES)[number];
export const WAREHOUSE_STATUSES = [
  'no_stock',
  'ready_to_pick',
  'picking',
  'packing',
  'ready_to_ship',
  'shipped',
  'delivered',
  'returned',
] as const;
export type WarehouseStatus = (typeof WAREHOUSE_STATUSES)[number];
export const ECOMMERCE_STATUSES = [
  'unfulfilled',
  'partially_fulfilled',
  'fulfilled',
  'cancelled',
  'refunded',
] as const;
export type EcommerceStatus = (typeof ECOMMERCE_STATUSES)[number];
export const ORDER_SOURCES = ['manual', 'import', 'shop', 'api'] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];
export const ORDER_LANGUAGES = ['en-US', 'es-MX', 'es-CO', 'es-AR', 'es-CL', 'es-ES'] as const;
export type OrderLanguage = (typeof ORDER_LANGUAGES)[number];

export const orders = pgTable('orders', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: text('client_id').notNull(),
  number: bigint('number', { mode: 'number' }).notNull(),
  reference: text('reference').notNull(),
  shopId: uuid('shop_id'),
  externalId: text('external_id'),
  source: text('source', { enum: ORDER_SOURCES }).notNull(),
  warehouseId: text('warehouse_id').notNull(),
  fulfillmentStatus: text('fulfillment_status', { enum: FULFILLMENT_STATUSES }).notNull().default('pending'),
  warehouseStatus: text('warehouse_status', { enum: WAREHOUSE_STATUSES }),
  ecommerceStatus: text('ecommerce_status', { enum: ECOMMERCE_STATUSES }).notNull().default('unfulfilled'),
  customerName: text('customer_name').notNull(),
  customerEmail: text('customer_email'),
  customerPhone: text('customer_phone'),
  addressLine1: text('address_line1').notNull(),
  addressLine2: text('address_line2'),
  city: text('city').notNull(),
  region: text('region'),
  postalCode: text('postal_code').notNull(),
  countryCode: char('country_code', { length: 2 }).notNull(),
  language: text('language', { enum: ORDER_LANGUAGES }).notNull().default('es-MX'),
  currency: char('currency', { length: 3 }).notNull(),
  totalMinor: bigint('total_minor', { mode: 'number' }).notNull().default(0),
  carrierId: text('carrier_id'),
  carrierServiceId: text('carrier_service_id'),
  trackingNumber: text('tracking_number'),
  labelFileId: uuid('label_file_id'),
  noStockSince: at('no_stock_since'),
  idempotencyKey: text('idempotency_key'),
  createdBy: uuid('created_by'),
  createdAt: createdAt(),
  updatedAt: at('updated_at').notNull().defaultNow(),
  processedAt: at('processed_at'),
  shippedAt: at('shipped_at'),
  deliveredAt: at('delivered_at'),
  cancelledAt: at('cancelled_at'),
  deletedAt: at('deleted_at'),
});

export const orderLines = pgTable('order_lines', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: text('client_id').notNull(),
  orderId: uuid('order_id').notNull(),
  position: integer('position').notNull(),
  productId: uuid('product_id'),
  sku: text('sku').notNull(),
  name: text('name').notNull(),
  quantity: integer('quantity').notNull(),
  unitPriceMinor: bigint('unit_price_minor', { mode: 'number' }).notNull().default(0),
  reserved: integer('reserved').notNull().default(0),
  picked: integer('picked').notNull().default(0),
  packed: integer('packed').notNull().default(0),
});

export const ORDER_STATUS_COLUMNS = ['fulfillment', 'warehouse', 'ecommerce'] as const;
export type OrderStatusColumn = (typeof ORDER_STATUS_COLUMNS)[number];

export const orderStatusHistory = pgTable('order_status_history', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  clientId: text('client_id').notNull(),
  orderId: uuid('order_id').notNull(),
  statusColumn: text('status_column', { enum: ORDER_STATUS_COLUMNS }).notNull(),
  fromStatus: text('from_status'),
  toStatus: text('to_status').notNull(),
  note: text('note'),
  changedBy: uuid('changed_by'),
  changedAt: at('changed_at').notNull().defaultNow(),
});

export const STORED_FILE_PURPOSES = ['order_comment', 'shipping_label', 'return'] as const;
export type StoredFilePurpose = (typeof STORED_FILE_PURPOSES)[number];

export const storedFiles = pgTable('stored_files', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: text('client_id').notNull(),
  purpose: text('purpose', { enum: STORED_FILE_PURPOSES }).notNull(),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  sha256: text('sha256').notNull(),
  storageKey: text('storage_key').notNull(),
  createdBy: uuid('created_by'),
  createdAt: createdAt(),
});

export const orderComments = pgTable('order_comments', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: text('client_id').notNull(),
  orderId: uuid('order_id').notNull(),
  body: text('body').notNull(),
  fileId: uuid('file_id'),
  authorId: uuid('author_id'),
  createdAt: createdAt(),
});

export const RETURN_TYPES = ['exchange', 'refund'] as const;
export type ReturnType = (typeof RETURN_TYPES)[number];
export const RETURN_STATUSES = [
  'requested',
  'in_transit',
  'received',
  'restocked',
  'discarded',
  'closed',
  'cancelled',
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const returns = pgTable('returns', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: text('client_id').notNull(),
  number: integer('number').notNull(),
  orderId: uuid('order_id').notNull(),
  warehouseId: text('warehouse_id').notNull(),
  type: text('type', { enum: RETURN_TYPES }).notNull(),
  status: text('status', { enum: RETURN_STATUSES }).notNull().default('requested'),
  reason: text('reason').notNull(),
  trackingNumber: text('tracking_number'),
  idempotencyKey: text('idempotency_key'),
  createdBy: uuid('created_by'),
  createdAt: createdAt(),
  updatedAt: at('updated_at').notNull().defaultNow(),
  receivedAt: at('received_at'),
  closedAt: at('closed_at'),
});

export const returnLines = pgTable(
  'return_lines',
  {
    clientId: text('client_id').notNull(),
    returnId: uuid('return_id').notNull(),
    orderLineId: uuid('order_line_id').notNull(),
    productId: uuid('product_id'),
    quantity: integer('quantity').notNull(),
    good: integer('good'),
    damaged: integer('damaged'),
  },
  (table) => [primaryKey({ columns: [table.returnId, table.orderLineId] })],
);

export const returnStatusHistory = pgTable('return_status_history', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  clientId: text('client_id').notNull(),
  returnId: uuid('return_id').notNull(),
  fromStatus: text('from_status'),
  toStatus: text('to_status').notNull(),
  note: text('note'),
  changedBy: uuid('changed_by'),
  changedByName: text('changed_by_name'),
  changedAt: at('changed_at').notNull().defaultNow(),
});

export const SAVED_VIEW_LISTS = ['orders', 'returns', 'inventory', 'receiving_orders'] as const;
export type SavedViewList = (typeof SAVED_VIEW_LISTS)[number];

export const savedViews = pgTable('saved_views', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: text('client_id').notNull(),
  ownerId: uuid('owner_id').notNull(),
  list: text('list', { enum: SAVED_VIEW_LISTS }).notNull(),
  name: text('name').notNull(),
  filters: jsonb('filters').$type<Record<string, unknown>>().notNull(),
  shared: boolean('shared').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    clientId: text('client_id').notNull(),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestSha256: text('request_sha256').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.clientId, table.scope, table.key] })],
);

export const ordersSchema = {
  orders,
  orderLines,
  orderStatusHistory,
  storedFiles,
  orderComments,
  returns,
  returnLines,
  returnStatusHistory,
  savedViews,
  idempotencyKeys,
};
