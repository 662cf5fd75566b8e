// Request and response schemas of orders (DOMAIN.md "Outbound: orders"; spec points 3, 7, 8), written once:
// Fastify validates and documents with them, the service returns their types, and the front end (mf-orders)
// reads the types through src/contract.ts. Only TypeBox here: the front end's type checker reads this file.
import Type, { type Static } from 'typebox';

export const MAX_ORDER_LINES = 200;
export const MAX_LINE_QUANTITY = 100_000;
/** Orders per page: the list's page sizes go up to 100 (shared list). */
export const MAX_ORDERS_PAGE_SIZE = 100;
export const DEFAULT_ORDERS_PAGE_SIZE = 75;
/** Orders one bulk request may name (send to process, delete). */
export const MAX_BULK_ORDERS = 500;
export const MAX_COMMENT_LENGTH = 4000;

export const FULFILLMENT_STATUS = ['pending', 'processing', 'fulfilled', 'cancelled', 'deleted'] as const;
export const WAREHOUSE_STATUS = [
  'no_stock',
  'ready_to_pick',
  'picking',
  'packing',
  'ready_to_ship',
  'shipped',
  'delivered',
  'returned',
] as const;
export const ECOMMERCE_STATUS = [
  'unfulfilled',
  'partially_fulfilled',
  'fulfilled',
  'cancelled',
  'refunded',
] as const;
/** What a merchant may do with an order in its state (the transition table decides; the screen shows these). */
export const ORDER_ACTIONS = [
  'send_to_process',
  'start_process',
  'cancel',
  'delete',
  'create_return',
] as const;
/** The fields the list's search looks in (spec point 3, "search (field, value)"). */
export const ORDER_SEARCH_FIELDS = [
  'reference',
  'number',
  'customerName',
  'customerEmail',
  'sku',
  'trackingNumber',
] as const;
/** The list's sort keys; a leading '-' sorts descending. Newest first by default. */
export const ORDER_SORT_KEYS = ['createdAt', 'number', 'reference', 'customerName', 'totalMinor'] as const;
/** The orders list's columns, in display order: the answer's orderKeys (spec point 3). */
export const ORDER_KEYS = [
  'reference',
  'shopName',
  'warehouseName',
  'fulfillmentStatus',
  'warehouseStatus',
  'ecommerceStatus',
  'customerName',
  'totalMinor',
  'createdAt',
] as const;

const literals = <const T extends string[]>(
  values: readonly [...T],
  options: { description?: string } = {},
) => Type.Enum(values, options);

export const FulfillmentStatus = literals(FULFILLMENT_STATUS, {
  description: 'Ours: pending → processing → fulfilled; cancelled; deleted',
});
export type FulfillmentStatus = Static<typeof FulfillmentStatus>;
export const WarehouseStatus = literals(WAREHOUSE_STATUS, {
  description:
    'The floor: no_stock, ready_to_pick → picking → packing → ready_to_ship → shipped → delivered; returned',
});
export type WarehouseStatus = Static<typeof WarehouseStatus>;
export const EcommerceStatus = literals(ECOMMERCE_STATUS, { description: "The shop's own status" });
export type EcommerceStatus = Static<typeof EcommerceStatus>;
export const OrderAction = literals(ORDER_ACTIONS);
export type OrderAction = Static<typeof OrderAction>;
export const OrderSource = literals(['manual', 'import', 'shop', 'api'] as const);
export type OrderSource = Static<typeof OrderSource>;
export const OrderLanguage = literals(['en-US', 'es-MX', 'es-CO', 'es-AR', 'es-CL', 'es-ES'] as const);
export type OrderLanguage = Static<typeof OrderLanguage>;

const Uuid = (description?: string) =>
  Type.String({ format: 'uuid', ...(description ? { description } : {}) });
const IsoInstant = Type.String({ format: 'date-time', examples: ['2026-11-25T18:00:00.000Z'] });
const NullableInstant = Type.Union([IsoInstant, Type.Null()]);
const NullableString = Type.Union([Type.String(), Type.Null()]);
const Minor = Type.Integer({ minimum: 0, description: 'Money in minor units of the currency (cents)' });
const Currency = Type.String({ pattern: '^[A-Z]{3}$', examples: ['MXN'] });

// ----- List -----

export const OrderSummary = Type.Object({
  id: Uuid(),
  number: Type.Integer({ description: "Estiba's order number (#100001)" }),
  reference: Type.String({ description: "The merchant's or the shop's reference (#1042)" }),
  source: OrderSource,
  shopId: Type.Union([Uuid(), Type.Null()]),
  shopName: Type.Union([Type.String(), Type.Null()], { description: 'Null for manual and imported orders' }),
  warehouseId: Type.String(),
  warehouseName: Type.String(),
  fulfillmentStatus: FulfillmentStatus,
  warehouseStatus: Type.Union([WarehouseStatus, Type.Null()], { description: 'Null until sent to process' }),
  ecommerceStatus: EcommerceStatus,
  customerName: Type.String(),
  customerEmail: NullableString,
  city: Type.String(),
  countryCode: Type.String(),
  lineCount: Type.Integer({ minimum: 0 }),
  units: Type.Integer({ minimum: 0 }),
  totalMinor: Minor,
  currency: Currency,
  trackingNumber: NullableString,
  createdAt: IsoInstant,
  /** An order waiting for stock whose every line is now available: the list shows Start Process (FAQ). */
  canStartProcess: Type.Boolean(),
});
export type OrderSummary = Static<typeof OrderSummary>;

export const OrderListQuery = Type.Object({
  limit: Type.Optional(
    Type.Integer({ minimum: 1, maximum: MAX_ORDERS_PAGE_SIZE, default: DEFAULT_ORDERS_PAGE_SIZE }),
  ),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1, description: 'From 1' })),
  shopName: Type.Optional(Type.String({ maxLength: 200 })),
  warehouseName: Type.Optional(Type.String({ maxLength: 100 })),
  warehouseStatus: Type.Optional(Type.String({ maxLength: 40 })),
  ecommerceStatus: Type.Optional(Type.String({ maxLength: 40 })),
  fulfillmentStatus: Type.Optional(Type.String({ maxLength: 40 })),
  'createdAt[from]': Type.Optional(
    Type.String({
      format: 'date',
      description: "YYYY-MM-DD, from the day's start in the timezone header's zone",
    }),
  ),
  'createdAt[to]': Type.Optional(
    Type.String({
      format: 'date',
      description: "YYYY-MM-DD, to the day's end in the timezone header's zone",
    }),
  ),
  sort: Type.Optional(
    Type.String({
      maxLength: 40,
      description: `One of ${ORDER_SORT_KEYS.join(', ')}; a leading '-' sorts descending`,
    }),
  ),
  'search[field]': Type.Optional(
    Type.String({
      maxLength: 40,
      description: `One of ${ORDER_SEARCH_FIELDS.join(', ')}; applies only when field and value are both non-empty after trimming`,
    }),
  ),
  'search[value]': Type.Optional(Type.String({ maxLength: 200 })),
});
export type OrderListQuery = Static<typeof OrderListQuery>;

export const OrderListHeaders = Type.Object({
  timezone: Type.Optional(
    Type.String({
      maxLength: 64,
      description: "The browser's IANA time zone (spec point 3)",
      examples: ['America/Mexico_City'],
    }),
  ),
});

export const OrderList = Type.Object({
  orders: Type.Array(OrderSummary),
  totalRows: Type.Integer({ description: 'Rows across every page (see totalRowsExact)' }),
  totalRowsExact: Type.Optional(
    Type.Boolean({
      description:
        'False when the count stopped at 10,000 rows (a client with more orders): the list reads "10,000+"',
    }),
  ),
  search: Type.Union([Type.Object({ field: Type.String(), value: Type.String() }), Type.Null()], {
    description: 'The search that was applied, or null',
  }),
  orderKeys: Type.Array(Type.String(), { description: "The list's columns, in display order" }),
});
export type OrderList = Static<typeof OrderList>;

export const OrderFilters = Type.Object({
  fulfillmentStatus: Type.Array(FulfillmentStatus),
  ecommerceStatus: Type.Array(EcommerceStatus),
  warehouseStatus: Type.Array(WarehouseStatus),
  shopName: Type.Array(Type.String()),
  warehouseName: Type.Array(Type.String()),
});
export type OrderFilters = Static<typeof OrderFilters>;

// ----- Detail -----

export const OrderLine = Type.Object({
  id: Uuid(),
  position: Type.Integer({ minimum: 1 }),
  productId: Type.Union([Uuid(), Type.Null()], { description: 'Null while the SKU is linked to no product' }),
  productHandle: NullableString,
  sku: Type.String(),
  name: Type.String(),
  quantity: Type.Integer({ minimum: 1 }),
  unitPriceMinor: Minor,
  reserved: Type.Integer({ minimum: 0 }),
  picked: Type.Integer({ minimum: 0 }),
  packed: Type.Integer({ minimum: 0 }),
});
export type OrderLine = Static<typeof OrderLine>;

export const ShippingAddress = Type.Object({
  customerName: Type.String({ minLength: 1, maxLength: 200 }),
  customerEmail: Type.Union([Type.String({ format: 'email', maxLength: 254 }), Type.Null()]),
  customerPhone: Type.Union([Type.String({ minLength: 3, maxLength: 40 }), Type.Null()]),
  line1: Type.String({ minLength: 1, maxLength: 200 }),
  line2: Type.Union([Type.String({ maxLength: 200 }), Type.Null()]),
  city: Type.String({ minLength: 1, maxLength: 100 }),
  region: Type.Union([Type.String({ maxLength: 100 }), Type.Null()]),
  postalCode: Type.String({ minLength: 1, maxLength: 20 }),
  countryCode: Type.String({ pattern: '^[A-Z]{2}$', examples: ['MX'] }),
});
export type ShippingAddress = Static<typeof ShippingAddress>;

export const StatusChange = Type.Object({
  statusColumn: literals(['fulfillment', 'warehouse', 'ecommerce'] as const),
  fromStatus: NullableString,
  toStatus: Type.String(),
  note: NullableString,
  changedBy: Type.Union([Type.Object({ id: Uuid(), name: Type.String() }), Type.Null()], {
    description: 'Null for the system (a job, a webhook)',
  }),
  changedAt: IsoInstant,
});
export type StatusChange = Static<typeof StatusChange>;

export const StoredFileRef = Type.Object({
  id: Uuid(),
  fileName: Type.String(),
  contentType: Type.String(),
  sizeBytes: Type.Integer({ minimum: 1 }),
  url: Type.String({ description: 'Served as an attachment with Content-Disposition and nosniff' }),
});
export type StoredFileRef = Static<typeof StoredFileRef>;

export const OrderComment = Type.Object({
  id: Uuid(),
  body: Type.String(),
  file: Type.Union([StoredFileRef, Type.Null()]),
  author: Type.Union([
    Type.Object({ id: Uuid(), name: Type.String(), role: literals(['admin', 'staff', 'user'] as const) }),
    Type.Null(),
  ]),
  createdAt: IsoInstant,
});
export type OrderComment = Static<typeof OrderComment>;

export const OrderDetail = Type.Object({
  ...OrderSummary.properties,
  language: OrderLanguage,
  address: ShippingAddress,
  lines: Type.Array(OrderLine),
  carrier: Type.Union([Type.Object({ id: Type.String(), name: Type.String() }), Type.Null()]),
  carrierService: Type.Union([Type.Object({ id: Type.String(), name: Type.String() }), Type.Null()]),
  label: Type.Union([StoredFileRef, Type.Null()]),
  trackingUrl: NullableString,
  processedAt: NullableInstant,
  shippedAt: NullableInstant,
  deliveredAt: NullableInstant,
  cancelledAt: NullableInstant,
  history: Type.Array(StatusChange, { description: 'Oldest first' }),
  comments: Type.Array(OrderComment, { description: 'Oldest first' }),
  allowedActions: Type.Array(OrderAction),
});
export type OrderDetail = Static<typeof OrderDetail>;

export const OrderParams = Type.Object({ id: Uuid('The order id') });
export type OrderParams = Static<typeof OrderParams>;

// ----- Create -----

export const CreateOrderLine = Type.Object(
  {
    productId: Uuid("One of the caller's products"),
    quantity: Type.Integer({ minimum: 1, maximum: MAX_LINE_QUANTITY }),
    unitPriceMinor: Type.Optional(Minor),
  },
  { additionalProperties: false },
);
export type CreateOrderLine = Static<typeof CreateOrderLine>;

export const CreateOrderBody = Type.Object(
  {
    reference: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 100,
        description: 'Given by the merchant; generated when absent',
      }),
    ),
    warehouseId: Type.String({ minLength: 1, maxLength: 32 }),
    shopId: Type.Optional(
      Uuid("One of the caller's shops; with its automatic orders on, the order goes to process at once"),
    ),
    address: ShippingAddress,
    language: Type.Optional(OrderLanguage),
    currency: Type.Optional(Currency),
    lines: Type.Array(CreateOrderLine, { minItems: 1, maxItems: MAX_ORDER_LINES }),
    sendToProcess: Type.Optional(
      Type.Boolean({ description: 'Reserve stock at once (else the order stays pending)' }),
    ),
  },
  { additionalProperties: false },
);
export type CreateOrderBody = Static<typeof CreateOrderBody>;

// ----- Actions -----

export const BulkOrdersBody = Type.Object(
  { orderIds: Type.Array(Uuid(), { minItems: 1, maxItems: MAX_BULK_ORDERS, uniqueItems: true }) },
  { additionalProperties: false },
);
export type BulkOrdersBody = Static<typeof BulkOrdersBody>;

/** One order's outcome in a bulk request: done, or refused with the reason a person reads. */
export const BulkOrderOutcome = Type.Object({
  orderId: Uuid(),
  ok: Type.Boolean(),
  fulfillmentStatus: Type.Union([FulfillmentStatus, Type.Null()]),
  warehouseStatus: Type.Union([WarehouseStatus, Type.Null()]),
  code: Type.Union([Type.String(), Type.Null()], {
    description: 'Why it was refused, e.g. ORDER_ALREADY_PROCESSING',
  }),
  message: NullableString,
});
export type BulkOrderOutcome = Static<typeof BulkOrderOutcome>;

export const BulkOrdersResult = Type.Object({ results: Type.Array(BulkOrderOutcome) });
export type BulkOrdersResult = Static<typeof BulkOrdersResult>;
