// Request and response schemas of the inventory's dashboard widgets (issue 20): stock per warehouse, products
// below their days of cover, receiving orders due (the merchant's), and the receiving queue of a warehouse (the
// staff's). Written once: Fastify validates and documents with them, and the front end reads the types through
// src/contract.ts. Only TypeBox here: the front end's type checker reads this file.
import Type, { type Static } from 'typebox';
import {
  bearerSecurity as security,
  IsoInstant,
  literals,
  NullableInstant,
  routeErrors as errors,
  Uuid,
} from '../../platform/route-schemas.js';

/** Days of cover under which a product is flagged, unless the caller asks for another threshold. */
export const DEFAULT_COVER_THRESHOLD_DAYS = 14;
export const MAX_COVER_THRESHOLD_DAYS = 365;
/** How far ahead an expected arrival counts as due, unless the caller asks for another window. */
export const DEFAULT_DUE_WITHIN_DAYS = 7;
export const MAX_DUE_WITHIN_DAYS = 60;
/** Rows a widget lists (the rest is a count and a link to the full screen). */
export const DEFAULT_WIDGET_ROWS = 5;
export const MAX_WIDGET_ROWS = 50;

const WarehouseId = Type.String({ minLength: 1, maxLength: 32, examples: ['WH-MX-CDMX'] });
const Currency = Type.String({ pattern: '^[A-Z]{3}$', examples: ['MXN'] });
const Minor = Type.Integer({ minimum: 0, description: 'Money in minor units of the currency (cents)' });
const Day = Type.String({ format: 'date', examples: ['2026-11-28'] });

export const DeclaredValue = Type.Object({
  currency: Currency,
  valueMinor: Minor,
});
export type DeclaredValue = Static<typeof DeclaredValue>;

export const WarehouseStockValue = Type.Object({
  warehouseId: WarehouseId,
  warehouseName: Type.String({ examples: ['Ciudad de México'] }),
  currency: Type.String({ description: "The warehouse's currency", examples: ['MXN'] }),
  available: Type.Integer({ minimum: 0, description: 'Units available (on hand − reserved)' }),
  onHand: Type.Integer({ minimum: 0, description: 'Units in the warehouse (good condition)' }),
  values: Type.Array(DeclaredValue, {
    description:
      "The units on hand at their products' declared value, one entry per currency the products are declared " +
      "in (never converted: Estiba keeps no exchange rates); the warehouse's currency first, 0 when none",
  }),
});
export type WarehouseStockValue = Static<typeof WarehouseStockValue>;

export const StockByWarehouse = Type.Object(
  { warehouses: Type.Array(WarehouseStockValue, { description: 'Warehouses holding the client’s stock' }) },
  {
    examples: [
      {
        warehouses: [
          {
            warehouseId: 'WH-MX-CDMX',
            warehouseName: 'Ciudad de México',
            currency: 'MXN',
            available: 1200,
            onHand: 1250,
            values: [{ currency: 'MXN', valueMinor: 31125000 }],
          },
        ],
      },
    ],
  },
);
export type StockByWarehouse = Static<typeof StockByWarehouse>;

export const BelowCoverQuery = Type.Object(
  {
    thresholdDays: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: MAX_COVER_THRESHOLD_DAYS,
        default: DEFAULT_COVER_THRESHOLD_DAYS,
        description: 'Products with fewer days of cover than this are listed',
      }),
    ),
    limit: Type.Optional(
      Type.Integer({ minimum: 1, maximum: MAX_WIDGET_ROWS, default: DEFAULT_WIDGET_ROWS }),
    ),
  },
  { additionalProperties: false },
);
export type BelowCoverQuery = Static<typeof BelowCoverQuery>;

export const BelowCoverProduct = Type.Object({
  productId: Uuid(),
  sku: Type.String({ examples: ['TSHIRT-BLK-M'] }),
  name: Type.String({ examples: ['Camiseta negra talla M'] }),
  handle: Type.String({ description: 'The URL tail: /products/{productId}/{handle}' }),
  warehouseId: WarehouseId,
  warehouseName: Type.String({ examples: ['Ciudad de México'] }),
  available: Type.Integer({ minimum: 0 }),
  unitsShippedLast30Days: Type.Integer({ minimum: 1 }),
  daysOfCover: Type.Integer({
    minimum: 0,
    description: 'Available ÷ average units shipped per day over the last 30 days, whole days',
  }),
});
export type BelowCoverProduct = Static<typeof BelowCoverProduct>;

export const BelowCover = Type.Object({
  thresholdDays: Type.Integer({ minimum: 1 }),
  products: Type.Array(BelowCoverProduct, {
    description:
      'Per product and warehouse, fewest days first; products with no shipments have no cover to run out',
  }),
  totalRows: Type.Integer({ minimum: 0, description: 'Product × warehouse pairs below the threshold' }),
});
export type BelowCover = Static<typeof BelowCover>;

export const ReceivingDueQuery = Type.Object(
  {
    withinDays: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: MAX_DUE_WITHIN_DAYS,
        default: DEFAULT_DUE_WITHIN_DAYS,
        description: 'Orders in transit expected at most this many days from today (the warehouse’s) are due',
      }),
    ),
    limit: Type.Optional(
      Type.Integer({ minimum: 1, maximum: MAX_WIDGET_ROWS, default: DEFAULT_WIDGET_ROWS }),
    ),
  },
  { additionalProperties: false },
);
export type ReceivingDueQuery = Static<typeof ReceivingDueQuery>;

const DueStatus = literals(['in_transit', 'arrived', 'receiving'] as const);

export const ReceivingDueOrder = Type.Object({
  receivingOrderId: Uuid(),
  reference: Type.String({ examples: ['RO-1001'] }),
  warehouseId: WarehouseId,
  warehouseName: Type.String(),
  status: DueStatus,
  arrivalDate: Day,
  daysUntilArrival: Type.Integer({
    description: "Expected arrival minus today in the warehouse's time zone: negative when it is late",
  }),
  overdue: Type.Boolean({ description: 'Still in transit after its expected arrival date' }),
  boxes: Type.Integer({ minimum: 0 }),
  boxesReceived: Type.Integer({ minimum: 0 }),
  units: Type.Integer({ minimum: 0, description: 'Units announced' }),
});
export type ReceivingDueOrder = Static<typeof ReceivingDueOrder>;

export const ReceivingDue = Type.Object({
  withinDays: Type.Integer({ minimum: 0 }),
  orders: Type.Array(ReceivingDueOrder, {
    description:
      'Sent and not yet received: in transit and expected within the window (or late), or at the warehouse ' +
      'being received; earliest expected first',
  }),
  totalRows: Type.Integer({ minimum: 0 }),
  overdue: Type.Integer({ minimum: 0, description: 'How many of them are late' }),
});
export type ReceivingDue = Static<typeof ReceivingDue>;

export const StaffReceivingQuery = Type.Object(
  {
    warehouseId: Type.Optional(
      Type.String({ minLength: 1, maxLength: 32, description: 'Admins only: one warehouse (default: all)' }),
    ),
  },
  { additionalProperties: false },
);
export type StaffReceivingQuery = Static<typeof StaffReceivingQuery>;

export const OldestToReceive = Type.Object({
  receivingOrderId: Uuid(),
  reference: Type.String({ examples: ['RO-1001'] }),
  clientName: Type.String(),
  status: DueStatus,
  arrivalDate: Day,
  arrivedAt: NullableInstant,
  boxesToReceive: Type.Integer({ minimum: 1 }),
});
export type OldestToReceive = Static<typeof OldestToReceive>;

export const StaffReceivingQueue = Type.Object({
  warehouseId: Type.Union([WarehouseId, Type.Null()], { description: 'Null: every warehouse (an admin)' }),
  ordersToReceive: Type.Integer({ minimum: 0 }),
  boxesToReceive: Type.Integer({
    minimum: 0,
    description: 'Boxes not yet counted of orders that may be received',
  }),
  boxesArrived: Type.Integer({ minimum: 0, description: 'Of those, boxes already at the warehouse' }),
  oldest: Type.Union([OldestToReceive, Type.Null()], {
    description: 'The order waiting longest: arrived first (earliest arrival), then the earliest expected',
  }),
  asOf: IsoInstant,
});
export type StaffReceivingQueue = Static<typeof StaffReceivingQueue>;

const tags = ['dashboard'];

export const stockByWarehouseSchema = {
  tags,
  summary: 'Units available and stock value per warehouse (the dashboard)',
  security,
  response: { 200: StockByWarehouse, ...errors },
};

export const belowCoverSchema = {
  tags,
  summary: 'Products below a days-of-cover threshold, per warehouse (the dashboard)',
  security,
  querystring: BelowCoverQuery,
  response: { 200: BelowCover, ...errors },
};

export const receivingDueSchema = {
  tags,
  summary: 'Receiving orders due: expected soon or late, and not yet received (the dashboard)',
  security,
  querystring: ReceivingDueQuery,
  response: { 200: ReceivingDue, ...errors },
};

export const staffReceivingSchema = {
  tags,
  summary: "The receiving queue at the staff user's warehouse: how many to receive, and the oldest",
  security,
  querystring: StaffReceivingQuery,
  response: { 200: StaffReceivingQueue, ...errors },
};
