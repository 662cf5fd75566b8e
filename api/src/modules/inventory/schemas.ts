// Request and response schemas of the inventory routes (stock levels, the inventory list, the ledger's view,
// staff adjustments), written once: Fastify validates and documents with them, the services return their types,
// and the front end reads the types through src/contract.ts. Only TypeBox here: the front end's type checker
// reads this file.
import Type, { type Static } from 'typebox';
import { errorResponseRef } from '../../platform/error-schema.js';

/** Spec point 9: the inventory loads 75 rows at a time. */
export const INVENTORY_DEFAULT_LIMIT = 75;
export const INVENTORY_MAX_LIMIT = 250;
export const MAX_ADJUSTMENT_UNITS = 1_000_000;
export const MAX_NOTE_LENGTH = 500;

/** How a product's stock reads in the list (stock-rules.ts's stockState decides). */
export const STOCK_STATES = ['noStockYet', 'outOfStock', 'lowStock', 'inStock'] as const;
export type StockState = (typeof STOCK_STATES)[number];

/** Columns the inventory list sorts by. Stock columns are the totals over the warehouses shown. */
export const INVENTORY_SORT_FIELDS = [
  'sku',
  'name',
  'barcode',
  'createdAt',
  'onHand',
  'reserved',
  'available',
  'incoming',
  'damaged',
  'daysOfCover',
] as const;
export type InventorySortField = (typeof INVENTORY_SORT_FIELDS)[number];
/** Text columns: contains, starts-with, ends-with, matches. */
export const INVENTORY_TEXT_FIELDS = ['sku', 'name', 'barcode'] as const;
/** Number columns: greater-than, less-than, equals. */
export const INVENTORY_NUMBER_FIELDS = [
  'onHand',
  'reserved',
  'available',
  'incoming',
  'damaged',
  'daysOfCover',
] as const;
export const TEXT_OPERATORS = ['contains', 'starts-with', 'ends-with', 'matches'] as const;
export const NUMBER_OPERATORS = ['greater-than', 'less-than', 'equals'] as const;

const Uuid = (description?: string) =>
  Type.String({ format: 'uuid', ...(description ? { description } : {}) });
const IsoInstant = Type.String({ format: 'date-time', examples: ['2026-11-25T18:00:00.000Z'] });
const WarehouseId = Type.String({ minLength: 1, maxLength: 32, examples: ['WH-MX-CDMX'] });

const DAYS_OF_COVER = Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], {
  description:
    'Available ÷ average units shipped per day over the last 30 days, whole days; null when nothing shipped',
  examples: [42],
});

/** The buckets of a stock level (DOMAIN.md "Stock level"). */
export const StockFigures = Type.Object({
  onHand: Type.Integer({ minimum: 0, description: 'Units in the warehouse (good condition)' }),
  reserved: Type.Integer({ minimum: 0, description: 'Held by orders not yet shipped' }),
  available: Type.Integer({ minimum: 0, description: 'onHand − reserved' }),
  incoming: Type.Integer({ minimum: 0, description: 'In receiving orders sent but not yet received' }),
  damaged: Type.Integer({ minimum: 0, description: 'Counted damaged, not sellable' }),
  daysOfCover: DAYS_OF_COVER,
});
export type StockFigures = Static<typeof StockFigures>;

/** One product's stock in one warehouse. */
export const WarehouseStock = Type.Object({
  warehouseId: WarehouseId,
  warehouseName: Type.String({ examples: ['Ciudad de México'] }),
  ...StockFigures.properties,
  unitsShippedLast30Days: Type.Integer({ minimum: 0 }),
});
export type WarehouseStock = Static<typeof WarehouseStock>;

export const InventoryRow = Type.Object({
  productId: Uuid(),
  sku: Type.String({ examples: ['TSHIRT-BLK-M'] }),
  name: Type.String({ examples: ['Camiseta negra talla M'] }),
  handle: Type.String({
    description: 'The URL tail: /products/{productId}/{handle}',
    examples: ['camiseta-negra-talla-m'],
  }),
  barcode: Type.Union([Type.String(), Type.Null()], { examples: ['7501234567895'] }),
  imageUrl: Type.Union([Type.String(), Type.Null()]),
  isBundle: Type.Boolean(),
  lowStockThreshold: Type.Union([Type.Integer(), Type.Null()]),
  stockState: Type.Enum(STOCK_STATES, {
    description:
      'noStockYet: never had units on hand; outOfStock: had some, none available now; lowStock: available at or ' +
      'below the low-stock threshold; inStock: otherwise (stock-rules.ts stockState, on the figures in total)',
  }),
  lowStock: Type.Boolean({ description: 'Needs restocking: stockState is lowStock or outOfStock' }),
  createdAt: IsoInstant,
  total: Type.Object(StockFigures.properties, {
    description: 'Summed over the warehouses listed (one when warehouseId filters)',
  }),
  warehouses: Type.Array(WarehouseStock, { description: 'Every warehouse with a stock level for it, by id' }),
});
export type InventoryRow = Static<typeof InventoryRow>;

export const InventoryList = Type.Object(
  {
    products: Type.Array(InventoryRow),
    totalRows: Type.Integer({ minimum: 0, description: 'Rows across every page with these filters' }),
  },
  {
    examples: [
      {
        products: [
          {
            productId: '3f1c2a9e-8b7d-4c6e-9a1b-2c3d4e5f6a7b',
            sku: 'TSHIRT-BLK-M',
            name: 'Camiseta negra talla M',
            handle: 'camiseta-negra-talla-m',
            barcode: '7501234567895',
            imageUrl: null,
            isBundle: false,
            lowStockThreshold: 10,
            stockState: 'inStock',
            lowStock: false,
            createdAt: '2026-10-01T15:00:00.000Z',
            total: { onHand: 120, reserved: 8, available: 112, incoming: 40, damaged: 1, daysOfCover: 56 },
            warehouses: [
              {
                warehouseId: 'WH-MX-CDMX',
                warehouseName: 'Ciudad de México',
                onHand: 120,
                reserved: 8,
                available: 112,
                incoming: 40,
                damaged: 1,
                daysOfCover: 56,
                unitsShippedLast30Days: 60,
              },
            ],
          },
        ],
        totalRows: 1,
      },
    ],
  },
);
export type InventoryList = Static<typeof InventoryList>;

const QUERY_ENCODING =
  'Query encoding (the list component of shared/src/ui/list sends exactly this): `page` (from 1) and `limit` ' +
  `(default ${INVENTORY_DEFAULT_LIMIT}, at most ${INVENTORY_MAX_LIMIT}); \`sort=field:direction\` ` +
  `(field one of ${INVENTORY_SORT_FIELDS.join(', ')}; direction asc or desc; default sku:asc); ` +
  '`filter=field:operator:value`, repeatable, split at the first two colons (the value may hold colons) — ' +
  `text fields ${INVENTORY_TEXT_FIELDS.join(', ')} take contains, starts-with, ends-with (ignoring case) and ` +
  'matches (a regular expression the whole text must match, ignoring case: plain text is an exact match; an ' +
  `invalid expression is a 400 with the reason), number fields ${INVENTORY_NUMBER_FIELDS.join(', ')} take ` +
  'greater-than, less-than, equals (on the totals); `search[field]` (sku, name or barcode) with `search[value]` ' +
  'and optional `search[operator]` (contains by default), applied only when field and value are both non-empty ' +
  'after trimming; `warehouseId` keeps products stocked in that warehouse and its figures only; `lowStock=true` ' +
  'keeps products that need restocking (out of stock, or at or below their low-stock threshold). Example: ' +
  '`GET /warehouse/inventory?limit=75&page=2&sort=available:desc&filter=sku:starts-with:TSHIRT&warehouseId=WH-MX-CDMX`.';

export const InventoryListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
  limit: Type.Optional(
    Type.Integer({ minimum: 1, maximum: INVENTORY_MAX_LIMIT, default: INVENTORY_DEFAULT_LIMIT }),
  ),
  sort: Type.Optional(Type.String({ maxLength: 40, examples: ['available:desc'] })),
  filter: Type.Optional(
    Type.Union(
      [Type.String({ maxLength: 260 }), Type.Array(Type.String({ maxLength: 260 }), { maxItems: 5 })],
      {
        examples: ['sku:starts-with:TSHIRT'],
      },
    ),
  ),
  'search[field]': Type.Optional(Type.String({ maxLength: 40, examples: ['name'] })),
  'search[value]': Type.Optional(Type.String({ maxLength: 200, examples: ['camiseta'] })),
  'search[operator]': Type.Optional(Type.Enum(TEXT_OPERATORS)),
  warehouseId: Type.Optional(WarehouseId),
  lowStock: Type.Optional(Type.Boolean()),
});
export type InventoryListQuery = Static<typeof InventoryListQuery>;

const errors = {
  400: errorResponseRef,
  401: errorResponseRef,
  403: errorResponseRef,
  404: errorResponseRef,
  409: errorResponseRef,
};
const security = [{ bearerAuth: [] }];
const tags = ['inventory'];

export const inventoryListSchema = {
  tags,
  summary: "The caller's products with their stock per warehouse (the Inventory screen)",
  description: `Spec call \`GET warehouse/inventory?limit=75\`. ${QUERY_ENCODING}`,
  security,
  querystring: InventoryListQuery,
  response: { 200: InventoryList, ...errors },
};

// ----- The ledger of one product -----

export const MovementReason = Type.Enum(
  ['received', 'reserved', 'released', 'shipped', 'returned', 'adjusted', 'damaged'] as const,
  {
    description:
      'received, returned, adjusted change on hand; reserved, released change reserved; shipped both; damaged the damaged units',
  },
);
export const MovementDocumentType = Type.Enum([
  'receiving_box',
  'order',
  'return',
  'adjustment',
  'import',
  'discrepancy',
] as const);

export const ProductMovement = Type.Object({
  id: Type.Integer(),
  createdAt: IsoInstant,
  warehouseId: WarehouseId,
  warehouseName: Type.String(),
  reason: MovementReason,
  quantity: Type.Integer({ description: 'Signed units of the bucket the reason names' }),
  onHandAfter: Type.Integer({
    description: 'Running balance of on hand in that warehouse after this movement (all movements up to it)',
  }),
  document: Type.Object({
    type: MovementDocumentType,
    id: Type.String(),
    line: Type.String(),
    link: Type.Union(
      [
        Type.Object({
          kind: Type.Enum(['receiving_order'] as const),
          receivingOrderId: Uuid(),
        }),
        Type.Null(),
      ],
      { description: 'Where the UI can link: the receiving order a received box belongs to; null otherwise' },
    ),
  }),
  note: Type.Union([Type.String(), Type.Null()]),
  createdBy: Type.Union([Type.String(), Type.Null()], { description: "Who: the user's display name" }),
});
export type ProductMovement = Static<typeof ProductMovement>;

export const ProductMovements = Type.Object({
  movements: Type.Array(ProductMovement, { description: 'Newest first' }),
  totalRows: Type.Integer({ minimum: 0 }),
});
export type ProductMovements = Static<typeof ProductMovements>;

export const ProductMovementsQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: INVENTORY_MAX_LIMIT, default: 50 })),
  warehouseId: Type.Optional(WarehouseId),
});
export type ProductMovementsQuery = Static<typeof ProductMovementsQuery>;

// ----- Staff adjustments -----

export const StockAdjustmentBody = Type.Object(
  {
    productId: Uuid(),
    warehouseId: WarehouseId,
    quantity: Type.Integer({
      minimum: -MAX_ADJUSTMENT_UNITS,
      maximum: MAX_ADJUSTMENT_UNITS,
      not: { const: 0 },
      description:
        'adjusted: ± units of on hand (a count correction). damaged: units of on hand found damaged (moved from ' +
        'on hand to damaged; must be positive), or negative to dispose of damaged units',
    }),
    reason: Type.Enum(['adjusted', 'damaged'] as const),
    note: Type.String({ minLength: 1, maxLength: MAX_NOTE_LENGTH, description: 'Why: kept in the ledger' }),
  },
  {
    additionalProperties: false,
    examples: [
      {
        productId: '3f1c2a9e-8b7d-4c6e-9a1b-2c3d4e5f6a7b',
        warehouseId: 'WH-MX-CDMX',
        quantity: -2,
        reason: 'adjusted',
        note: 'Cycle count: 2 units missing from A-12-03',
      },
    ],
  },
);
export type StockAdjustmentBody = Static<typeof StockAdjustmentBody>;

export const StockAdjustmentResult = Type.Object({
  adjustmentId: Uuid('The document id of the movements in the ledger'),
  productId: Uuid(),
  warehouseId: WarehouseId,
  onHand: Type.Integer(),
  reserved: Type.Integer(),
  available: Type.Integer(),
  incoming: Type.Integer(),
  damaged: Type.Integer(),
});
export type StockAdjustmentResult = Static<typeof StockAdjustmentResult>;

export const stockAdjustmentSchema = {
  tags: ['inventory (staff)'],
  summary: "Adjusts a product's stock in the staff user's warehouse",
  description:
    'Staff (their own warehouse) and admins (any). Written to the ledger with the note and the staff user. ' +
    '409 when the change would take a bucket below zero (e.g. more units than on hand, or than available).',
  security,
  body: StockAdjustmentBody,
  response: { 201: StockAdjustmentResult, ...errors },
};
