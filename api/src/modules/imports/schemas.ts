// Request and response schemas of the CSV import routes, written once: Fastify validates and documents with them
// and the front end reads the types through src/contract.ts. Only TypeBox here: the front end's type checker
// reads this file. The file itself travels as multipart/form-data (field `file`), which @fastify/multipart reads,
// so the upload routes declare no body schema.
import Type, { type Static } from 'typebox';
import { errorResponseRef } from '../../platform/error-schema.js';

/** An upload's largest file. */
export const MAX_IMPORT_FILE_BYTES = 10 * 1024 * 1024;
/** Rejected rows a preview lists (the counts cover them all). */
export const MAX_PREVIEW_REJECTED = 500;
/** Created orders an orders import's result names (links on the screen). */
export const MAX_RESULT_ORDERS = 50;

export const ImportKind = Type.Union(
  [
    Type.Literal('products'),
    Type.Literal('listings'),
    Type.Literal('bundles'),
    Type.Literal('links'),
    Type.Literal('orders'),
  ],
  { description: 'products, shop listings, bundle components, product links or orders' },
);
export type ImportKindName = Static<typeof ImportKind>;

/** Why a row is refused; the screens translate it (with its column and value). */
export const IMPORT_REASON_CODES = [
  'cellCount',
  'required',
  'tooLong',
  'noSpaces',
  'decimal',
  'integer',
  'currency',
  'url',
  'repeated',
  'barcodeTaken',
  'shopUnknown',
  'productUnknown',
  'listingUnknown',
  'listingAmbiguous',
  'componentSelf',
  'componentIsBundle',
  'bundleIsComponent',
  'tooManyComponents',
  'email',
  'countryUnknown',
  'warehouseUnknown',
  'orderExists',
  'orderConflict',
  'orderRowRejected',
] as const;
export type ImportReasonCode = (typeof IMPORT_REASON_CODES)[number];

export const ImportCounts = Type.Object({
  created: Type.Integer({ minimum: 0 }),
  updated: Type.Integer({ minimum: 0 }),
  skipped: Type.Integer({
    minimum: 0,
    description: 'Already there with the same values, or repeated in the file',
  }),
  rejected: Type.Integer({ minimum: 0 }),
});
export type ImportCounts = Static<typeof ImportCounts>;

export const ImportRejectedRow = Type.Object({
  line: Type.Integer({ minimum: 2, description: "The row's line in the file (the header is line 1)" }),
  cells: Type.Record(Type.String(), Type.String()),
  code: Type.Enum(IMPORT_REASON_CODES, { examples: ['productUnknown'] }),
  column: Type.Union([Type.String(), Type.Null()]),
  value: Type.Union([Type.String(), Type.Null()]),
  message: Type.String({ examples: ['You have no product with SKU CAFE-501.'] }),
});
export type ImportRejectedRow = Static<typeof ImportRejectedRow>;

/** An orders import's warehouse: the orders it will receive. */
export const OrdersOverviewWarehouse = Type.Object({
  warehouseId: Type.String(),
  warehouseName: Type.String(),
  orders: Type.Integer({ minimum: 0 }),
  lines: Type.Integer({ minimum: 0 }),
  units: Type.Integer({ minimum: 0 }),
});
export type OrdersOverviewWarehouse = Static<typeof OrdersOverviewWarehouse>;

/** The units of one product the new orders will reserve in one warehouse (bundles as their components). */
export const OrdersOverviewStock = Type.Object({
  warehouseId: Type.String(),
  warehouseName: Type.String(),
  sku: Type.String(),
  productName: Type.String(),
  units: Type.Integer({ minimum: 0, description: 'Units the new orders will reserve when sent to process' }),
  available: Type.Integer({ description: 'Available now (on hand minus reserved)' }),
});
export type OrdersOverviewStock = Static<typeof OrdersOverviewStock>;

/** What an orders import will create: orders, lines and units, per warehouse, and the stock they will reserve. */
export const OrdersOverview = Type.Object({
  orders: Type.Integer({ minimum: 0 }),
  lines: Type.Integer({ minimum: 0 }),
  units: Type.Integer({ minimum: 0 }),
  warehouses: Type.Array(OrdersOverviewWarehouse),
  stock: Type.Array(OrdersOverviewStock, { description: 'Per warehouse and SKU, the shortest first' }),
});
export type OrdersOverview = Static<typeof OrdersOverview>;

export const ImportPreview = Type.Object(
  {
    kind: ImportKind,
    fileName: Type.String(),
    rows: Type.Integer({ minimum: 0 }),
    counts: ImportCounts,
    rejected: Type.Array(ImportRejectedRow, {
      maxItems: MAX_PREVIEW_REJECTED,
      description: `The first ${MAX_PREVIEW_REJECTED} rejected rows, in file order`,
    }),
    overview: Type.Optional(OrdersOverview),
  },
  {
    examples: [
      {
        kind: 'products',
        fileName: 'products.csv',
        rows: 3,
        counts: { created: 1, updated: 0, skipped: 1, rejected: 1 },
        rejected: [
          {
            line: 4,
            cells: { sku: 'CAFE-500', name: 'Café', length_cm: '0' },
            code: 'decimal',
            column: 'length_cm',
            value: '2',
            message: 'length_cm must be a number greater than 0 with at most 2 decimals.',
          },
        ],
      },
    ],
  },
);
export type ImportPreview = Static<typeof ImportPreview>;

export const ImportAccepted = Type.Object(
  {
    jobId: Type.String({
      format: 'uuid',
      description: 'Follow it with GET /jobs/{jobId} or the job.progress event',
    }),
    importId: Type.String({ format: 'uuid' }),
    fileName: Type.String(),
    rows: Type.Integer({ minimum: 0 }),
    replayed: Type.Boolean({ description: 'The same file was sent before: this is its import, nothing new' }),
  },
  {
    examples: [
      {
        jobId: '0b6f6c1e-4a59-4d8e-9b47-6a2f7d1c9e01',
        importId: '5c1f0a43-8e62-4f7b-9d0c-2b8e4f6a1c37',
        fileName: 'products.csv',
        rows: 120,
        replayed: false,
      },
    ],
  },
);
export type ImportAccepted = Static<typeof ImportAccepted>;

/** An import job's result (Job.result of a job of kind import.*). */
export const ImportResult = Type.Object({
  importId: Type.String({ format: 'uuid' }),
  kind: ImportKind,
  fileName: Type.String(),
  rows: Type.Integer({ minimum: 0 }),
  ...ImportCounts.properties,
  rejectedCsv: Type.Union([Type.String(), Type.Null()], {
    description: 'The path of the rejected rows as CSV, when there are any',
  }),
  orders: Type.Optional(
    Type.Array(Type.Object({ id: Type.String({ format: 'uuid' }), reference: Type.String() }), {
      maxItems: MAX_RESULT_ORDERS,
      description: `An orders import's created orders, the first ${MAX_RESULT_ORDERS} in file order`,
    }),
  ),
});
export type ImportResult = Static<typeof ImportResult>;

const KindParams = Type.Object({ kind: ImportKind });
const JobParams = Type.Object({ jobId: Type.String({ format: 'uuid' }) });
const Csv = Type.String({ description: 'text/csv; charset=utf-8' });
const security = [{ bearerAuth: [] }];
const uploadErrors = {
  400: errorResponseRef,
  401: errorResponseRef,
  403: errorResponseRef,
  413: errorResponseRef,
};

export const templateSchema = {
  tags: ['imports'],
  summary: "An import kind's CSV template",
  description:
    "The header row with the kind's columns and two example rows (UTF-8 with a BOM, comma-separated).",
  security,
  params: KindParams,
  produces: ['text/csv'],
  response: { 200: Csv, 400: errorResponseRef, 401: errorResponseRef },
};

export const previewSchema = {
  tags: ['imports'],
  summary: 'Check a CSV file without writing anything',
  description:
    'multipart/form-data with the file in the field `file` (UTF-8 CSV, comma or semicolon separated, up to 10 MB). ' +
    'Answers what an import of it would do: the counts and each rejected row with its reason, row by row the same ' +
    'rules and database checks as the import.',
  security,
  consumes: ['multipart/form-data'],
  params: KindParams,
  response: { 200: ImportPreview, ...uploadErrors },
};

export const importSchema = {
  tags: ['imports'],
  summary: 'Import a CSV file (as a job)',
  description:
    'multipart/form-data with the file in the field `file`. Stores its rows and enqueues the import job ' +
    '(kind import.{kind}); answers 202 with the job to follow. The same file again (same SHA-256, same kind) ' +
    'answers the same job with replayed true, and rows already there with the same values are skipped. An ' +
    'Idempotency-Key header makes a resend safe before the file is known: the same key and file answer the ' +
    'first 202 again; the same key with another file answers 422.',
  security,
  consumes: ['multipart/form-data'],
  headers: Type.Object({
    'idempotency-key': Type.Optional(
      Type.String({ minLength: 1, maxLength: 200, description: 'One per attempt to import a file' }),
    ),
  }),
  params: KindParams,
  response: { 202: ImportAccepted, ...uploadErrors, 422: errorResponseRef },
};

export const rejectedCsvSchema = {
  tags: ['imports'],
  summary: "An import's rejected rows as CSV",
  description:
    "The rows the import refused, with their cells, a reason_code and a reason column; another client's job is a 404.",
  security,
  params: JobParams,
  produces: ['text/csv'],
  response: {
    200: Csv,
    400: errorResponseRef,
    401: errorResponseRef,
    403: errorResponseRef,
    404: errorResponseRef,
  },
};
