// Request and response schemas of the product routes (DOMAIN.md "Product"), written once: Fastify validates and
// documents with them, the service returns their types, and the front end reads the types through
// src/contract.ts. Only TypeBox here: the front end's type checker reads this file.
import Type, { type Static } from 'typebox';
import {
  bearerSecurity as security,
  IsoInstant,
  routeErrors as errors,
  Uuid,
} from '../../platform/route-schemas.js';
import {
  INVENTORY_MAX_LIMIT,
  ProductMovements,
  ProductMovementsQuery,
  StockFigures,
  WarehouseStock,
} from '../inventory/schemas.js';

/** Products in one POST /products/batch (the /multipleProduct/create screen). */
export const MAX_BATCH_PRODUCTS = 100;
/** Components of one bundle. */
export const MAX_COMPONENTS = 50;

/** Exact decimals as strings (never floats): up to 8 digits, 2 decimals for centimetres, 3 for kilograms. */
const Centimetres = Type.String({
  pattern: '^\\d{1,8}(\\.\\d{1,2})?$',
  description: 'Centimetres, a positive decimal string with at most 2 decimals',
  examples: ['30.5'],
});
const Kilograms = Type.String({
  pattern: '^\\d{1,7}(\\.\\d{1,3})?$',
  description: 'Kilograms, a positive decimal string with at most 3 decimals',
  examples: ['0.250'],
});

export const BundleComponentInput = Type.Object(
  {
    productId: Uuid('A product of the same client that is not itself a bundle'),
    quantity: Type.Integer({ minimum: 1, maximum: 10_000, description: 'Units of it in one bundle' }),
  },
  { additionalProperties: false },
);
export type BundleComponentInput = Static<typeof BundleComponentInput>;

export const ProductInput = Type.Object(
  {
    sku: Type.String({
      minLength: 1,
      maxLength: 64,
      pattern: '^\\S(.*\\S)?$',
      description: 'Unique per client (409 with field sku when taken); no leading or trailing spaces',
      examples: ['TSHIRT-BLK-M'],
    }),
    name: Type.String({ minLength: 1, maxLength: 200, examples: ['Camiseta negra talla M'] }),
    barcode: Type.Optional(
      Type.Union(
        [
          Type.String({
            minLength: 1,
            maxLength: 64,
            pattern: '^\\S+$',
            description:
              'EAN/UPC or any code the warehouse scans; unique per client (409 with field barcode)',
          }),
          Type.Null(),
        ],
        { examples: ['7501234567895'] },
      ),
    ),
    lengthCm: Centimetres,
    widthCm: Centimetres,
    heightCm: Centimetres,
    weightKg: Kilograms,
    declaredValueMinor: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: 1_000_000_000_00,
        description: 'Declared value in minor units of currency (cents)',
        examples: [24900],
      }),
    ),
    currency: Type.Optional(Type.String({ pattern: '^[A-Z]{3}$', examples: ['MXN'], default: 'MXN' })),
    imageUrl: Type.Optional(Type.Union([Type.String({ format: 'uri', maxLength: 2000 }), Type.Null()])),
    lowStockThreshold: Type.Optional(
      Type.Union([Type.Integer({ minimum: 0, maximum: 1_000_000 }), Type.Null()], {
        description: 'Available units at or below which the product is flagged as low stock',
      }),
    ),
    components: Type.Optional(
      Type.Array(BundleComponentInput, {
        maxItems: MAX_COMPONENTS,
        description: 'Makes the product a bundle of these products; empty or absent: not a bundle',
      }),
    ),
  },
  {
    additionalProperties: false,
    examples: [
      {
        sku: 'TSHIRT-BLK-M',
        name: 'Camiseta negra talla M',
        barcode: '7501234567895',
        lengthCm: '30',
        widthCm: '25',
        heightCm: '2.5',
        weightKg: '0.250',
        declaredValueMinor: 24900,
        currency: 'MXN',
        lowStockThreshold: 10,
      },
    ],
  },
);
export type ProductInput = Static<typeof ProductInput>;

export const BundleComponent = Type.Object({
  productId: Uuid(),
  sku: Type.String(),
  name: Type.String(),
  quantity: Type.Integer({ minimum: 1 }),
});
export type BundleComponent = Static<typeof BundleComponent>;

export const Product = Type.Object({
  id: Uuid(),
  sku: Type.String({ examples: ['TSHIRT-BLK-M'] }),
  name: Type.String({ examples: ['Camiseta negra talla M'] }),
  handle: Type.String({
    description: 'Derived from the name: the URL tail /products/{productId}/{handle}',
    examples: ['camiseta-negra-talla-m'],
  }),
  barcode: Type.Union([Type.String(), Type.Null()]),
  lengthCm: Type.String({ examples: ['30.00'] }),
  widthCm: Type.String({ examples: ['25.00'] }),
  heightCm: Type.String({ examples: ['2.50'] }),
  weightKg: Type.String({ examples: ['0.250'] }),
  declaredValueMinor: Type.Integer({ minimum: 0 }),
  currency: Type.String({ examples: ['MXN'] }),
  imageUrl: Type.Union([Type.String(), Type.Null()]),
  isBundle: Type.Boolean(),
  lowStockThreshold: Type.Union([Type.Integer(), Type.Null()]),
  components: Type.Array(BundleComponent, { description: 'Its components when it is a bundle' }),
  createdAt: IsoInstant,
  updatedAt: IsoInstant,
});
export type Product = Static<typeof Product>;

export const ShopListing = Type.Object({
  id: Uuid(),
  shopId: Uuid(),
  shopName: Type.String({ examples: ['Demo Store'] }),
  ecommerce: Type.String({ examples: ['shopify'] }),
  externalId: Type.String(),
  sku: Type.String(),
  title: Type.String(),
  priceMinor: Type.Union([Type.Integer(), Type.Null()]),
  linkedAt: Type.Union([IsoInstant, Type.Null()]),
});
export type ShopListing = Static<typeof ShopListing>;

export const ProductDetail = Type.Object({
  product: Product,
  stock: Type.Object({
    total: StockFigures,
    warehouses: Type.Array(WarehouseStock, { description: 'Every warehouse with a stock level for it' }),
  }),
  listings: Type.Array(ShopListing, {
    description: "The shops' listings linked to it (stock shared across channels)",
  }),
  usedInBundles: Type.Array(
    Type.Object({ productId: Uuid(), sku: Type.String(), name: Type.String(), quantity: Type.Integer() }),
    { description: 'Bundles it is a component of' },
  ),
});
export type ProductDetail = Static<typeof ProductDetail>;

export const ProductBatchBody = Type.Object(
  {
    products: Type.Array(ProductInput, { minItems: 1, maxItems: MAX_BATCH_PRODUCTS }),
  },
  { additionalProperties: false },
);
export type ProductBatchBody = Static<typeof ProductBatchBody>;

export const ProductBatchResult = Type.Object({
  products: Type.Array(Product, { description: 'In the order sent' }),
});
export type ProductBatchResult = Static<typeof ProductBatchResult>;

export const ProductParams = Type.Object({ productId: Uuid() });
export type ProductParams = Static<typeof ProductParams>;

const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.String({
    minLength: 1,
    maxLength: 200,
    description: 'One per attempt to create: the same key answers with what the first request created',
  }),
});

const tags = ['products'];

export const createProductSchema = {
  tags,
  summary: 'Creates a product (the /product/create screen)',
  description:
    "Idempotency-Key required. 409 with `field` sku or barcode when another of the caller's products has it. " +
    'The handle is derived from the name. With components the product is a bundle.',
  security,
  headers: IdempotencyHeaders,
  body: ProductInput,
  response: { 201: Product, ...errors },
};

export const createProductBatchSchema = {
  tags,
  summary: 'Creates several products at once (the /multipleProduct/create screen)',
  description:
    'All or nothing. When any row is refused nothing is saved and the answer (400, or 409 when a SKU or ' +
    'barcode is taken) carries `fieldErrors` keyed `products.{row}.{field}` (row from 0), e.g. ' +
    '`{"products.2.sku": "This SKU is already used by another product"}`. Idempotency-Key required.',
  security,
  headers: IdempotencyHeaders,
  body: ProductBatchBody,
  response: { 201: ProductBatchResult, ...errors },
};

export const productDetailSchema = {
  tags,
  summary: 'One product: its data, stock per warehouse, shop listings and bundle components',
  description: "404 for an id that is not one of the caller's products.",
  security,
  params: ProductParams,
  response: { 200: ProductDetail, ...errors },
};

export const updateProductSchema = {
  tags,
  summary: "Replaces a product's data (the /product/edit screen)",
  description: 'Same rules as creating; the handle follows the new name. Stock is never changed here.',
  security,
  params: ProductParams,
  body: ProductInput,
  response: { 200: Product, ...errors },
};

export const productMovementsSchema = {
  tags,
  summary: "A product's stock movements (its ledger), newest first",
  description:
    `Paged (limit up to ${INVENTORY_MAX_LIMIT}); warehouseId narrows to one warehouse. Each movement carries the ` +
    'running on-hand balance of its warehouse after it, its document (with the receiving order to link to for ' +
    'received boxes and discrepancies) and who made it.',
  security,
  params: ProductParams,
  querystring: ProductMovementsQuery,
  response: { 200: ProductMovements, ...errors },
};
