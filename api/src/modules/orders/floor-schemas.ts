// Request and response schemas of the warehouse floor (staff): the work queue, an order as the floor sees it, the
// pick list, packing by scan and shipping. Written once: Fastify validates and documents with them, and the staff
// screens (mf-orders work-queue and packing) read the types through src/contract.ts. Only TypeBox here.
import Type, { type Static } from 'typebox';
import { errorResponseRef } from '../../platform/error-schema.js';
import { FulfillmentStatus, ShippingAddress, WarehouseStatus } from './schemas.js';

/** Orders a pick list may gather. */
export const MAX_PICK_LIST_ORDERS = 100;
export const DEFAULT_QUEUE_STAGE_SIZE = 50;
export const MAX_QUEUE_STAGE_SIZE = 200;

const Uuid = (description?: string) =>
  Type.String({ format: 'uuid', ...(description ? { description } : {}) });
const IsoInstant = Type.String({ format: 'date-time' });
const NullableString = Type.Union([Type.String(), Type.Null()]);
const NullableInstant = Type.Union([IsoInstant, Type.Null()]);

/** The work queue's stages, in the floor's order: ready to pick → picking → packing → ready to ship → shipped. */
export const FLOOR_STAGES = [
  'ready_to_pick',
  'picking',
  'packing',
  'ready_to_ship',
  'shipped_today',
] as const;
export const FloorStage = Type.Enum(FLOOR_STAGES);
export type FloorStage = Static<typeof FloorStage>;

export const FLOOR_ACTIONS = ['start_picking', 'finish_picking', 'pack', 'ship'] as const;
export const FloorAction = Type.Enum(FLOOR_ACTIONS);
export type FloorAction = Static<typeof FloorAction>;

export const FloorOrderSummary = Type.Object({
  id: Uuid(),
  number: Type.Integer(),
  reference: Type.String(),
  client: Type.Object({ id: Type.String(), name: Type.String() }),
  warehouseId: Type.String(),
  warehouseStatus: WarehouseStatus,
  customerName: Type.String(),
  city: Type.String(),
  countryCode: Type.String(),
  lineCount: Type.Integer({ minimum: 0 }),
  unitCount: Type.Integer({ minimum: 0 }),
  processedAt: NullableInstant,
  shippedAt: NullableInstant,
});
export type FloorOrderSummary = Static<typeof FloorOrderSummary>;

export const WorkQueueStage = Type.Object({
  stage: FloorStage,
  count: Type.Integer({ minimum: 0 }),
  orders: Type.Array(FloorOrderSummary, { description: 'Oldest first (shipped today: latest first)' }),
});
export type WorkQueueStage = Static<typeof WorkQueueStage>;

export const WorkQueue = Type.Object({
  warehouse: Type.Object({ id: Type.String(), name: Type.String(), timeZone: Type.String() }),
  stages: Type.Array(WorkQueueStage),
});
export type WorkQueue = Static<typeof WorkQueue>;

export const WorkQueueQuery = Type.Object({
  warehouseId: Type.Optional(
    Type.String({
      maxLength: 64,
      description: 'Admins only: the warehouse to show (staff: always their own)',
    }),
  ),
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_QUEUE_STAGE_SIZE,
      default: DEFAULT_QUEUE_STAGE_SIZE,
      description: 'Orders listed per stage (the counts cover them all)',
    }),
  ),
});
export type WorkQueueQuery = Static<typeof WorkQueueQuery>;

export const FloorOrderLine = Type.Object({
  id: Uuid(),
  position: Type.Integer({ minimum: 1 }),
  productId: Type.Union([Uuid(), Type.Null()]),
  sku: Type.String(),
  name: Type.String(),
  barcode: NullableString,
  location: Type.Union([Type.String(), Type.Null()], { description: 'Bin location (aisle-rack-level)' }),
  quantity: Type.Integer({ minimum: 1 }),
  picked: Type.Integer({ minimum: 0 }),
  packed: Type.Integer({ minimum: 0 }),
});
export type FloorOrderLine = Static<typeof FloorOrderLine>;

export const CarrierChoice = Type.Object({
  id: Type.String(),
  name: Type.String(),
  services: Type.Array(
    Type.Object({ id: Type.String(), name: Type.String(), international: Type.Boolean() }),
  ),
});
export type CarrierChoice = Static<typeof CarrierChoice>;

export const FloorOrder = Type.Object({
  ...FloorOrderSummary.properties,
  fulfillmentStatus: FulfillmentStatus,
  address: ShippingAddress,
  lines: Type.Array(FloorOrderLine),
  carrier: Type.Union([Type.Object({ id: Type.String(), name: Type.String() }), Type.Null()]),
  carrierService: Type.Union([Type.Object({ id: Type.String(), name: Type.String() }), Type.Null()]),
  trackingNumber: NullableString,
  label: Type.Union([
    Type.Object({
      id: Uuid(),
      fileName: Type.String(),
      url: Type.String({ description: 'Relative to the API' }),
    }),
    Type.Null(),
  ]),
  allowedActions: Type.Array(FloorAction),
  carriers: Type.Array(CarrierChoice, { description: "The carriers of the warehouse's country" }),
});
export type FloorOrder = Static<typeof FloorOrder>;

export const FloorOrderParams = Type.Object({ id: Uuid('The order id') });
export type FloorOrderParams = Static<typeof FloorOrderParams>;

export const PickListBody = Type.Object({
  orderIds: Type.Array(Uuid(), { minItems: 1, maxItems: MAX_PICK_LIST_ORDERS, uniqueItems: true }),
});
export type PickListBody = Static<typeof PickListBody>;

export const PackBody = Type.Object({
  barcode: Type.String({
    minLength: 1,
    maxLength: 128,
    description: "What the scanner read (or the person typed): a product's barcode or its SKU",
  }),
});
export type PackBody = Static<typeof PackBody>;

export const PackResult = Type.Object({
  order: FloorOrder,
  line: Type.Object({ id: Uuid(), sku: Type.String(), packed: Type.Integer(), quantity: Type.Integer() }),
  complete: Type.Boolean({ description: 'Every line packed: the order moved to ready_to_ship' }),
});
export type PackResult = Static<typeof PackResult>;

export const ShipBody = Type.Object({
  carrierId: Type.String({ minLength: 1, maxLength: 100, examples: ['mx-fedex'] }),
  carrierServiceId: Type.String({ minLength: 1, maxLength: 120, examples: ['mx-fedex:s1'] }),
});
export type ShipBody = Static<typeof ShipBody>;

const errors = {
  400: errorResponseRef,
  401: errorResponseRef,
  403: errorResponseRef,
  404: errorResponseRef,
  409: errorResponseRef,
  422: errorResponseRef,
};
const security = [{ bearerAuth: [] }];
const tags = ['orders (staff)'];
const PdfFile = Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'application/pdf' });

export const workQueueSchema = {
  tags,
  summary: "The warehouse's work queue: counts and orders per stage, every client's, oldest first",
  security,
  querystring: WorkQueueQuery,
  response: { 200: WorkQueue, ...errors },
};

export const floorOrderSchema = {
  tags,
  summary: 'An order as the floor sees it: lines with barcode and location, the carriers to ship with',
  security,
  params: FloorOrderParams,
  response: { 200: FloorOrder, ...errors },
};

export const pickListSchema = {
  tags,
  summary: 'The pick list (PDF) of the chosen orders, grouped by location (unknown locations last)',
  security,
  body: PickListBody,
  produces: ['application/pdf'],
  response: { 200: PdfFile, ...errors },
};

export const startPickingSchema = {
  tags,
  summary: 'ready_to_pick → picking',
  security,
  params: FloorOrderParams,
  response: { 200: FloorOrder, ...errors },
};

export const finishPickingSchema = {
  tags,
  summary: 'Confirms every line picked: picking → packing',
  security,
  params: FloorOrderParams,
  response: { 200: FloorOrder, ...errors },
};

export const packSchema = {
  tags,
  summary: "Packs one unit by its scanned barcode or SKU, checked against the order's lines",
  description:
    'A barcode of no line answers 422 naming what was scanned; one more unit than the line holds answers 422. ' +
    'When every line is packed the order moves to ready_to_ship.',
  security,
  params: FloorOrderParams,
  body: PackBody,
  response: { 200: PackResult, ...errors },
};

export const shipSchema = {
  tags,
  summary: 'Buys the label through the shipping platform and ships: stock leaves, the customer is told',
  description:
    "The carrier must serve the warehouse's country and the service be the carrier's. One transaction: the label " +
    "as a stored file, the tracking number, ready_to_ship → shipped, fulfillment fulfilled, the 'shipped' " +
    'movements (on hand and reserved), order.shipped. Then the tracking e-mail in the order’s language.',
  security,
  params: FloorOrderParams,
  body: ShipBody,
  response: { 200: FloorOrder, ...errors },
};

export const floorLabelSchema = {
  tags,
  summary: "The order's shipping label (PDF attachment)",
  security,
  params: FloorOrderParams,
  produces: ['application/pdf'],
  response: { 200: PdfFile, ...errors },
};
