// Request and response schemas of returns (DOMAIN.md "Return"; issue 17), written once: Fastify validates and
// documents with them, the services return their types, and the front end (mf-orders) reads the types through
// src/contract.ts. Only TypeBox here: the front end's type checker reads this file.
import Type, { type Static } from 'typebox';

export const RETURN_STATUS = [
  'requested',
  'in_transit',
  'received',
  'restocked',
  'discarded',
  'closed',
  'cancelled',
] as const;
export const RETURN_TYPE = ['exchange', 'refund'] as const;
/** What a person may do with a return (the transition table decides which, per state and role). */
export const RETURN_ACTIONS = ['send', 'cancel', 'receive', 'close'] as const;
/** The statuses the warehouse still has to receive or count: its desk lists these by default. */
export const RETURN_STATUSES_TO_RECEIVE = ['requested', 'in_transit', 'received'] as const;

export const MAX_RETURNS_PAGE_SIZE = 100;
export const DEFAULT_RETURNS_PAGE_SIZE = 25;
export const MAX_RETURN_REASON_LENGTH = 1000;
export const MAX_RETURN_LINES = 200;

const literals = <const T extends string[]>(
  values: readonly [...T],
  options: { description?: string } = {},
) => Type.Enum(values, options);

export const ReturnStatus = literals(RETURN_STATUS, {
  description:
    'requested → in_transit → received → restocked | discarded → closed; cancelled while only requested',
});
export type ReturnStatus = Static<typeof ReturnStatus>;
export const ReturnType = literals(RETURN_TYPE, {
  description: 'exchange: the customer gets another item (charged); refund: the money back',
});
export type ReturnType = Static<typeof ReturnType>;
export const ReturnAction = literals(RETURN_ACTIONS);
export type ReturnAction = Static<typeof ReturnAction>;

const Uuid = (description?: string) =>
  Type.String({ format: 'uuid', ...(description ? { description } : {}) });
const IsoInstant = Type.String({ format: 'date-time', examples: ['2026-11-25T18:00:00.000Z'] });
const NullableInstant = Type.Union([IsoInstant, Type.Null()]);
const NullableString = Type.Union([Type.String(), Type.Null()]);

// ----- List -----

const summaryFields = {
  id: Uuid(),
  number: Type.Integer({ description: 'The return number people read (RMA-5001)' }),
  orderId: Uuid(),
  orderNumber: Type.Integer(),
  orderReference: Type.String(),
  client: Type.Object({ id: Type.String(), name: Type.String() }),
  warehouseId: Type.String(),
  warehouseName: Type.String(),
  type: ReturnType,
  status: ReturnStatus,
  reason: Type.String(),
  customerName: Type.String(),
  trackingNumber: NullableString,
  lineCount: Type.Integer(),
  unitCount: Type.Integer(),
  createdAt: IsoInstant,
  updatedAt: IsoInstant,
};
export const ReturnSummary = Type.Object(summaryFields);
export type ReturnSummary = Static<typeof ReturnSummary>;

export const ReturnListQuery = Type.Object({
  limit: Type.Optional(
    Type.Integer({ minimum: 1, maximum: MAX_RETURNS_PAGE_SIZE, default: DEFAULT_RETURNS_PAGE_SIZE }),
  ),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1, description: 'From 1' })),
  status: Type.Optional(
    Type.String({
      maxLength: 120,
      description: `One or several of ${RETURN_STATUS.join(', ')}, comma-separated`,
    }),
  ),
  type: Type.Optional(ReturnType),
  warehouseId: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
  search: Type.Optional(
    Type.String({
      maxLength: 100,
      description: 'A return number (RMA-5001 or 5001), an order number (#100001) or part of its reference',
    }),
  ),
});
export type ReturnListQuery = Static<typeof ReturnListQuery>;

export const WarehouseOption = Type.Object({ id: Type.String(), name: Type.String() });
export type WarehouseOption = Static<typeof WarehouseOption>;

export const ReturnList = Type.Object({
  returns: Type.Array(ReturnSummary),
  totalRows: Type.Integer(),
  warehouses: Type.Array(WarehouseOption, {
    description: "The warehouses the caller's returns go to (the warehouse filter's values)",
  }),
});
export type ReturnList = Static<typeof ReturnList>;

// ----- Detail -----

export const ReturnLine = Type.Object({
  orderLineId: Uuid(),
  productId: Type.Union([Uuid(), Type.Null()]),
  sku: Type.String(),
  name: Type.String(),
  quantity: Type.Integer({ minimum: 1, description: 'Units the customer sends back' }),
  good: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], {
    description: 'Units received in good state (restocked); null until received',
  }),
  damaged: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], {
    description: 'Units received damaged (discarded); null until received',
  }),
});
export type ReturnLine = Static<typeof ReturnLine>;

export const ReturnStatusChange = Type.Object({
  fromStatus: Type.Union([ReturnStatus, Type.Null()]),
  toStatus: ReturnStatus,
  note: NullableString,
  changedBy: Type.Union([Type.Object({ id: Uuid(), name: Type.String() }), Type.Null()]),
  changedAt: IsoInstant,
});
export type ReturnStatusChange = Static<typeof ReturnStatusChange>;

export const ReturnDetail = Type.Object({
  ...summaryFields,
  lines: Type.Array(ReturnLine),
  history: Type.Array(ReturnStatusChange, { description: 'Oldest first' }),
  receivedAt: NullableInstant,
  closedAt: NullableInstant,
  allowedActions: Type.Array(ReturnAction, { description: "What the caller may do in the return's state" }),
});
export type ReturnDetail = Static<typeof ReturnDetail>;

export const ReturnParams = Type.Object({ id: Uuid('The return id') });
export type ReturnParams = Static<typeof ReturnParams>;

// ----- Create -----

export const CreateReturnLine = Type.Object(
  {
    orderLineId: Uuid('A line of the order'),
    quantity: Type.Integer({ minimum: 1, maximum: 100_000 }),
  },
  { additionalProperties: false },
);
export type CreateReturnLine = Static<typeof CreateReturnLine>;

export const CreateReturnBody = Type.Object(
  {
    orderId: Uuid('A shipped order of the caller'),
    type: ReturnType,
    reason: Type.String({ minLength: 1, maxLength: MAX_RETURN_REASON_LENGTH }),
    lines: Type.Array(CreateReturnLine, { minItems: 1, maxItems: MAX_RETURN_LINES }),
  },
  { additionalProperties: false },
);
export type CreateReturnBody = Static<typeof CreateReturnBody>;

export const SendReturnBody = Type.Object(
  {
    trackingNumber: Type.Union([Type.String({ maxLength: 100 }), Type.Null()], {
      description: "The parcel's tracking number, when the customer has one",
    }),
  },
  { additionalProperties: false },
);
export type SendReturnBody = Static<typeof SendReturnBody>;

// ----- Staff -----

export const StaffReturnList = Type.Object({
  warehouse: WarehouseOption,
  returns: Type.Array(ReturnSummary),
  totalRows: Type.Integer(),
});
export type StaffReturnList = Static<typeof StaffReturnList>;

export const ReceiveReturnLine = Type.Object(
  {
    orderLineId: Uuid(),
    good: Type.Integer({ minimum: 0, maximum: 100_000 }),
    damaged: Type.Integer({ minimum: 0, maximum: 100_000 }),
  },
  { additionalProperties: false },
);
export type ReceiveReturnLine = Static<typeof ReceiveReturnLine>;

export const ReceiveReturnBody = Type.Object(
  {
    lines: Type.Array(ReceiveReturnLine, { minItems: 1, maxItems: MAX_RETURN_LINES }),
  },
  { additionalProperties: false },
);
export type ReceiveReturnBody = Static<typeof ReceiveReturnBody>;
