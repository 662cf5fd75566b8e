// Request and response schemas of receiving orders (DOMAIN.md "Inbound: sending inventory"), written once:
// Fastify validates and documents with them, the service returns their types, and the front end reads the types
// through src/contract.ts. Only TypeBox here: the front end's type checker reads this file.
import Type, { type Static } from 'typebox';
import { errorResponseRef } from '../../platform/error-schema.js';
import {
  bearerSecurity as security,
  IsoInstant,
  literals,
  NullableInstant,
  Paged,
  pageQuery,
  routeErrors as errors,
  Uuid,
} from '../../platform/route-schemas.js';

export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../platform/route-schemas.js';

/** Announced boxes per receiving order: the label's "box n of N" and the barcode's two digits stay readable. */
export const MAX_BOXES = 99;
/** Products per receiving order. */
export const MAX_LINES = 200;
/** Units of one product in one line: far above any real shipment, far below integer overflow. */
export const MAX_UNITS = 1_000_000;
export const MAX_NOTE_LENGTH = 1000;

const RECEIVING_ORDER_STATUS = [
  'draft',
  'in_transit',
  'arrived',
  'receiving',
  'received',
  'cancelled',
] as const;
const BOX_STATUS = ['pending', 'in_transit', 'received', 'with_discrepancy'] as const;
const BOX_EVENT_KIND = [
  'created',
  'in_transit',
  'arrived',
  'received',
  'discrepancy',
  'discrepancy_resolved',
  'cancelled',
] as const;
/** The fields the list's free search looks in (spec point 3, "search (field, value)"). */
export const SEARCH_FIELDS = ['number', 'sku', 'productName', 'trackingNumber', 'carrierName'] as const;
/** The text operators of spec point 9; contains when none is given. */
export const SEARCH_OPERATORS = ['contains', 'starts-with', 'ends-with', 'matches'] as const;

export const ReceivingOrderStatus = literals(RECEIVING_ORDER_STATUS, {
  description:
    'draft → in_transit (sent) → arrived → receiving → received; cancelled from draft or in_transit',
});
export type ReceivingOrderStatus = Static<typeof ReceivingOrderStatus>;
export const BoxStatus = literals(BOX_STATUS, {
  description: 'pending (draft order), in_transit (sent), received, with_discrepancy',
});
export type BoxStatus = Static<typeof BoxStatus>;
export const BoxEventKind = literals(BOX_EVENT_KIND);
export type BoxEventKind = Static<typeof BoxEventKind>;
export const ShippingMethod = literals(['own_carrier', 'shipping_platform'] as const);
export type ShippingMethod = Static<typeof ShippingMethod>;

const Units = Type.Integer({ minimum: 1, maximum: MAX_UNITS });
const Count = Type.Integer({ minimum: 0, maximum: MAX_UNITS });
const Sku = Type.String({ minLength: 1, maxLength: 64, examples: ['TSHIRT-BLK-M'] });
const ArrivalDate = Type.String({
  format: 'date',
  description: "YYYY-MM-DD, today or later in the warehouse's time zone",
  examples: ['2026-12-01'],
});

// ----- Send inventory -----

export const SendInventoryLine = Type.Object(
  { productId: Uuid("One of the caller's products (not a bundle)"), quantity: Units },
  { additionalProperties: false },
);
export type SendInventoryLine = Static<typeof SendInventoryLine>;

export const SendInventoryBox = Type.Object(
  {
    lines: Type.Array(SendInventoryLine, {
      minItems: 1,
      maxItems: MAX_LINES,
      description: 'Units of each product packed in this box',
    }),
  },
  { additionalProperties: false },
);
export type SendInventoryBox = Static<typeof SendInventoryBox>;

/** The seven steps of the send-inventory wizard, as one request. */
export const SendInventoryBody = Type.Object(
  {
    warehouseId: Type.String({ minLength: 1, maxLength: 32, examples: ['WH-MX-CDMX'] }),
    lines: Type.Array(SendInventoryLine, { minItems: 1, maxItems: MAX_LINES }),
    shippingMethod: ShippingMethod,
    carrierName: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
    trackingNumber: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
    boxes: Type.Array(SendInventoryBox, {
      minItems: 1,
      maxItems: MAX_BOXES,
      description: "Box 1..N; per product the boxes' units must add up to its line's quantity",
    }),
    arrivalDate: ArrivalDate,
    send: Type.Boolean({ description: 'true: sent now (in_transit); false: kept as a draft' }),
  },
  {
    additionalProperties: false,
    examples: [
      {
        warehouseId: 'WH-MX-CDMX',
        lines: [{ productId: '3f1c2a9e-8b7d-4c6e-9a1b-2c3d4e5f6a7b', quantity: 40 }],
        shippingMethod: 'own_carrier',
        carrierName: 'Estafeta',
        trackingNumber: '7012345678',
        boxes: [
          { lines: [{ productId: '3f1c2a9e-8b7d-4c6e-9a1b-2c3d4e5f6a7b', quantity: 20 }] },
          { lines: [{ productId: '3f1c2a9e-8b7d-4c6e-9a1b-2c3d4e5f6a7b', quantity: 20 }] },
        ],
        arrivalDate: '2026-12-01',
        send: true,
      },
    ],
  },
);
export type SendInventoryBody = Static<typeof SendInventoryBody>;

// ----- Detail -----

export const ReceivingOrderLine = Type.Object({
  productId: Uuid(),
  sku: Sku,
  name: Type.String(),
  expected: Type.Integer(),
  received: Type.Integer({ description: 'Good units counted so far' }),
  damaged: Type.Integer({ description: 'Damaged units counted so far' }),
});
export type ReceivingOrderLine = Static<typeof ReceivingOrderLine>;

export const ReceivingBoxLine = Type.Object({
  productId: Type.Union([Uuid(), Type.Null()], {
    description: "Null: an unexpected SKU that is none of the client's products",
  }),
  sku: Sku,
  name: Type.Union([Type.String(), Type.Null()]),
  expected: Type.Integer(),
  received: Type.Union([Type.Integer(), Type.Null()], { description: 'Null until the box is counted' }),
  damaged: Type.Union([Type.Integer(), Type.Null()]),
  unexpected: Type.Boolean({ description: 'Found in the box though not announced in it' }),
});
export type ReceivingBoxLine = Static<typeof ReceivingBoxLine>;

export const ReceivingBoxEvent = Type.Object({
  kind: BoxEventKind,
  note: Type.Union([Type.String(), Type.Null()]),
  createdAt: IsoInstant,
});
export type ReceivingBoxEvent = Static<typeof ReceivingBoxEvent>;

export const ReceivingBox = Type.Object({
  id: Uuid(),
  number: Type.Integer({ minimum: 1 }),
  barcode: Type.String({ description: 'The Code 128 text of its label', examples: ['RO1001-B01'] }),
  status: BoxStatus,
  arrivedAt: NullableInstant,
  receivedAt: NullableInstant,
  receivingDeadline: Type.Union([IsoInstant, Type.Null()], {
    description: "Arrival plus the warehouse's receiving deadline hours; null until the box has arrived",
  }),
  discrepancyNote: Type.Union([Type.String(), Type.Null()]),
  discrepancyResolvedAt: NullableInstant,
  resolutionNote: Type.Union([Type.String(), Type.Null()]),
  lines: Type.Array(ReceivingBoxLine),
  timeline: Type.Array(ReceivingBoxEvent),
});
export type ReceivingBox = Static<typeof ReceivingBox>;

export const ReceivingWarehouse = Type.Object({
  id: Type.String({ examples: ['WH-MX-CDMX'] }),
  name: Type.String({ examples: ['Ciudad de México'] }),
  address: Type.String(),
  timeZone: Type.String({ examples: ['America/Mexico_City'] }),
  receivingDeadlineHours: Type.Integer({ examples: [48] }),
});
export type ReceivingWarehouse = Static<typeof ReceivingWarehouse>;

export const ReceivingOrderDetail = Type.Object({
  id: Uuid(),
  number: Type.Integer({ examples: [1001] }),
  reference: Type.String({ description: 'What people read and labels print', examples: ['RO-1001'] }),
  status: ReceivingOrderStatus,
  client: Type.Object({ id: Type.String(), name: Type.String() }),
  warehouse: ReceivingWarehouse,
  shippingMethod: ShippingMethod,
  carrierName: Type.Union([Type.String(), Type.Null()]),
  trackingNumber: Type.Union([Type.String(), Type.Null()]),
  arrivalDate: ArrivalDate,
  arrivedAt: NullableInstant,
  receivedAt: NullableInstant,
  cancelledAt: NullableInstant,
  createdAt: IsoInstant,
  cancellable: Type.Boolean({ description: 'Draft or in transit: the merchant may cancel it' }),
  lines: Type.Array(ReceivingOrderLine),
  boxes: Type.Array(ReceivingBox),
});
export type ReceivingOrderDetail = Static<typeof ReceivingOrderDetail>;

// ----- List -----

export const BoxCounts = Type.Object({
  total: Type.Integer(),
  pending: Type.Integer(),
  in_transit: Type.Integer(),
  received: Type.Integer(),
  with_discrepancy: Type.Integer(),
});
export type BoxCounts = Static<typeof BoxCounts>;

export const ReceivingOrderSummary = Type.Object({
  id: Uuid(),
  number: Type.Integer({ examples: [1001] }),
  reference: Type.String({ examples: ['RO-1001'] }),
  client: Type.Object({ id: Type.String(), name: Type.String() }),
  warehouseId: Type.String({ examples: ['WH-MX-CDMX'] }),
  warehouseName: Type.String({ examples: ['Ciudad de México'] }),
  status: ReceivingOrderStatus,
  boxes: BoxCounts,
  unitsExpected: Type.Integer(),
  unitsReceived: Type.Integer({ description: 'Good and damaged units counted so far' }),
  arrivalDate: ArrivalDate,
  createdAt: IsoInstant,
});
export type ReceivingOrderSummary = Static<typeof ReceivingOrderSummary>;

/** `GET /warehouse/order`: "The payload is the response data" (spec point 7). */
export const ReceivingOrderList = Paged('receivingOrders', ReceivingOrderSummary);
export type ReceivingOrderList = Static<typeof ReceivingOrderList>;

const searchParams = {
  'search[field]': Type.Optional(
    Type.String({
      maxLength: 40,
      description: `One of ${SEARCH_FIELDS.join(', ')}; the search applies only when field and value are both non-empty after trimming`,
    }),
  ),
  'search[value]': Type.Optional(Type.String({ maxLength: 200 })),
  'search[operator]': Type.Optional(
    literals(SEARCH_OPERATORS, { description: 'Spec point 9 text operators; contains by default' }),
  ),
};

/** Spec point 7's params word for word; `search` as axios sends a nested object (search[field], search[value]). */
export const ReceivingOrderListQuery = Type.Object({
  ...pageQuery(),
  warehouseName: Type.Optional(Type.String({ maxLength: 100, examples: ['Ciudad de México'] })),
  boxStatus: Type.Optional(Type.String({ maxLength: 40, description: 'Orders with at least one box in it' })),
  ...searchParams,
});
export type ReceivingOrderListQuery = Static<typeof ReceivingOrderListQuery>;

export const StaffReceivingOrderListQuery = Type.Object({
  ...pageQuery(),
  status: Type.Optional(Type.String({ maxLength: 40 })),
  warehouseId: Type.Optional(
    Type.String({ maxLength: 32, description: "Admins only; staff always see their own warehouse's" }),
  ),
  ...searchParams,
});
export type StaffReceivingOrderListQuery = Static<typeof StaffReceivingOrderListQuery>;

// ----- Staff: receive a box -----

export const ReceivedLine = Type.Object(
  {
    sku: Sku,
    received: Count,
    damaged: Type.Optional(Count),
  },
  { additionalProperties: false },
);
export type ReceivedLine = Static<typeof ReceivedLine>;

export const ReceiveBoxBody = Type.Object(
  {
    lines: Type.Array(ReceivedLine, {
      minItems: 1,
      maxItems: MAX_LINES,
      description:
        'Every SKU announced in the box, plus any unexpected SKU found in it (good and damaged units)',
    }),
    note: Type.Optional(
      Type.Union([Type.String({ maxLength: MAX_NOTE_LENGTH }), Type.Null()], {
        description: 'Required when the counts differ from what the box announced',
      }),
    ),
  },
  {
    additionalProperties: false,
    examples: [{ lines: [{ sku: 'TSHIRT-BLK-M', received: 19, damaged: 1 }], note: null }],
  },
);
export type ReceiveBoxBody = Static<typeof ReceiveBoxBody>;

export const ResolveDiscrepancyBody = Type.Object(
  {
    note: Type.String({ minLength: 1, maxLength: MAX_NOTE_LENGTH }),
    adjustments: Type.Optional(
      Type.Array(
        Type.Object(
          {
            sku: Sku,
            quantity: Type.Integer({
              minimum: -MAX_UNITS,
              maximum: MAX_UNITS,
              description: 'Signed units of on hand (not 0)',
            }),
          },
          { additionalProperties: false },
        ),
        { maxItems: MAX_LINES },
      ),
    ),
  },
  {
    additionalProperties: false,
    examples: [{ note: 'Merchant confirmed one unit was never packed', adjustments: [] }],
  },
);
export type ResolveDiscrepancyBody = Static<typeof ResolveDiscrepancyBody>;

/** What staff see after scanning a box's barcode. */
export const StaffBoxView = Type.Object({
  receivingOrder: ReceivingOrderDetail,
  box: ReceivingBox,
});
export type StaffBoxView = Static<typeof StaffBoxView>;

// ----- Route schemas -----

const tags = ['receiving'];

export const ReceivingOrderParams = Type.Object({ receivingOrderId: Uuid() });
export type ReceivingOrderParams = Static<typeof ReceivingOrderParams>;
export const StaffOrderParams = Type.Object({ id: Uuid() });
export type StaffOrderParams = Static<typeof StaffOrderParams>;
export const BoxParams = Type.Object({ boxId: Uuid() });
export type BoxParams = Static<typeof BoxParams>;
export const BarcodeParams = Type.Object({
  barcode: Type.String({ minLength: 1, maxLength: 64, examples: ['RO1001-B01'] }),
});
export type BarcodeParams = Static<typeof BarcodeParams>;

export const sendInventorySchema = {
  tags,
  summary: 'Sends inventory to a warehouse (creates a receiving order)',
  description:
    'The seven steps of the send-inventory wizard in one request. Creates the receiving order, its boxes ' +
    '(barcodes RO{number}-B{nn}) and their timelines; sent now (in_transit) it adds the units to incoming stock. ' +
    'The Idempotency-Key header is required: the same key answers with the same receiving order, created once ' +
    '(with the header Idempotent-Replayed: true); a key reused for a different request answers 422. ' +
    "A merchant's action: staff and admins get 403.",
  security,
  headers: Type.Object({
    'idempotency-key': Type.String({ minLength: 1, maxLength: 200, description: 'One per attempt to send' }),
  }),
  body: SendInventoryBody,
  response: { 201: ReceivingOrderDetail, ...errors, 422: errorResponseRef },
};

export const sendDraftSchema = {
  tags,
  summary: 'Sends a draft receiving order (draft → in_transit)',
  security,
  params: ReceivingOrderParams,
  response: { 200: ReceivingOrderDetail, ...errors },
};

export const listReceivingOrdersSchema = {
  tags,
  summary: "The caller's receiving orders",
  description:
    'Newest first. Spec point 7: params limit, page, warehouseName, boxStatus, search (field, value).',
  security,
  querystring: ReceivingOrderListQuery,
  response: { 200: ReceivingOrderList, ...errors },
};

export const receivingOrderDetailSchema = {
  tags,
  summary: 'One receiving order: lines, boxes, their contents and timelines',
  description: "The caller's own; staff see their warehouse's and admins every one (404 otherwise).",
  security,
  params: ReceivingOrderParams,
  response: { 200: ReceivingOrderDetail, ...errors },
};

export const receivingOrderLabelsSchema = {
  tags,
  summary: 'The box labels of a receiving order (PDF, one page per box)',
  description:
    'Each label: receiving order number, box n of N, warehouse name and address, client, contents ' +
    '(SKU × quantity) and a Code 128 barcode of the box barcode. English, or Spanish for an es Accept-Language.',
  security,
  params: ReceivingOrderParams,
  produces: ['application/pdf'],
  response: {
    200: Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary', description: 'application/pdf' }),
    ...errors,
  },
};

export const cancelReceivingOrderSchema = {
  tags,
  summary: 'Cancels a receiving order (draft or in transit only)',
  description:
    'The spec\'s "cancel receiving order" event. Incoming stock is reversed; 409 once it has arrived. ' +
    "A merchant's action: staff and admins get 403.",
  security,
  params: ReceivingOrderParams,
  response: { 200: ReceivingOrderDetail, ...errors },
};

const staffTags = ['receiving (staff)'];

export const staffListSchema = {
  tags: staffTags,
  summary: "Every client's receiving orders at the staff user's warehouse",
  security,
  querystring: StaffReceivingOrderListQuery,
  response: { 200: ReceivingOrderList, ...errors },
};

export const staffBoxByBarcodeSchema = {
  tags: staffTags,
  summary: 'A box by its barcode (scanned or typed), with its receiving order and client',
  security,
  params: BarcodeParams,
  response: { 200: StaffBoxView, ...errors },
};

export const staffArrivedSchema = {
  tags: staffTags,
  summary: 'Marks a receiving order arrived at the warehouse (in_transit → arrived)',
  security,
  params: StaffOrderParams,
  response: { 200: ReceivingOrderDetail, ...errors },
};

export const staffReceiveBoxSchema = {
  tags: staffTags,
  summary: 'Receives one box: its counted lines move stock from incoming to on hand',
  description:
    'One transaction: the box (received, or with_discrepancy when counts differ; a note is then required), ' +
    'its lines, the order lines, the movement ledger and stock levels. A box already received answers 409 ' +
    '"This box was already received by {name}".',
  security,
  params: BoxParams,
  body: ReceiveBoxBody,
  response: { 200: StaffBoxView, ...errors },
};

export const staffResolveDiscrepancySchema = {
  tags: staffTags,
  summary: "Resolves a box's discrepancy (an explicit step in its timeline), optionally adjusting stock",
  security,
  params: BoxParams,
  body: ResolveDiscrepancyBody,
  response: { 200: StaffBoxView, ...errors },
};
