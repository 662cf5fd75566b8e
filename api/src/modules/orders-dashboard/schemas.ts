// The orders widgets of the dashboard (issue 20), written once: Fastify validates and documents with them, and
// mf-orders' dashboard widgets read the types through src/contract.ts. Only TypeBox here.
import Type, { type Static } from 'typebox';
import { errorResponseRef } from '../../platform/error-schema.js';
import type { FloorStage } from '../orders/floor-schemas.js';
import { OrderListHeaders, WarehouseStatus } from '../orders/schemas.js';

/** Days the shipped-per-day chart covers by default, today included; at most a quarter. */
export const DEFAULT_SHIPPED_DAYS = 30;
export const MAX_SHIPPED_DAYS = 90;

const Day = Type.String({
  format: 'date',
  description: 'A calendar day, YYYY-MM-DD',
  examples: ['2026-11-26'],
});
const IsoInstant = Type.String({ format: 'date-time', examples: ['2026-11-26T15:04:05.000Z'] });

export const DashboardHeaders = OrderListHeaders;

export const StatusCount = Type.Object({
  status: Type.Union([WarehouseStatus, Type.Null()], {
    description: 'The warehouse status; null: not sent to the warehouse yet (pending or cancelled before)',
  }),
  count: Type.Integer({ minimum: 0 }),
});
export type StatusCount = Static<typeof StatusCount>;

export const OrdersByWarehouseStatus = Type.Object({
  day: Day,
  timeZone: Type.String({ description: 'The zone "today" was read in (the timezone header, else UTC)' }),
  total: Type.Integer({ minimum: 0 }),
  statuses: Type.Array(StatusCount, {
    description: "Every warehouse status in the floor's order, then null; zero where no order is",
  }),
});
export type OrdersByWarehouseStatus = Static<typeof OrdersByWarehouseStatus>;

export const ShippedPerDayQuery = Type.Object({
  days: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_SHIPPED_DAYS,
      default: DEFAULT_SHIPPED_DAYS,
      description: 'Today included',
    }),
  ),
});
export type ShippedPerDayQuery = Static<typeof ShippedPerDayQuery>;

export const ShippedDay = Type.Object({ day: Day, count: Type.Integer({ minimum: 0 }) });
export type ShippedDay = Static<typeof ShippedDay>;

export const ShippedPerDay = Type.Object({
  from: Day,
  to: Day,
  timeZone: Type.String(),
  total: Type.Integer({ minimum: 0 }),
  days: Type.Array(ShippedDay, { description: 'Every day from `from` to `to`, oldest first, zero-filled' }),
});
export type ShippedPerDay = Static<typeof ShippedPerDay>;

/** The work queue's steps as the staff dashboard shows them, each the floor stages (floor-schemas) it gathers. */
export const WORK_STEPS = ['to_pick', 'to_pack', 'to_ship'] as const;
export type WorkStep = (typeof WORK_STEPS)[number];
export const STAGES_OF_STEP: Readonly<Record<WorkStep, readonly FloorStage[]>> = {
  // An order being picked is still to pick: its goods are not all off the shelves.
  to_pick: ['ready_to_pick', 'picking'],
  to_pack: ['packing'],
  to_ship: ['ready_to_ship'],
};

export const WorkQueueSummaryQuery = Type.Object({
  warehouseId: Type.Optional(
    Type.String({
      maxLength: 64,
      description: 'Admins only: one warehouse (default: every warehouse); staff always see their own',
    }),
  ),
});
export type WorkQueueSummaryQuery = Static<typeof WorkQueueSummaryQuery>;

export const WorkStepSummary = Type.Object({
  step: Type.Enum(WORK_STEPS),
  count: Type.Integer({ minimum: 0 }),
  oldest: Type.Union(
    [
      Type.Object({
        id: Type.String({ format: 'uuid' }),
        number: Type.Integer(),
        reference: Type.String(),
        clientName: Type.String(),
        warehouseId: Type.String(),
        since: Type.Union([IsoInstant, Type.Null()], {
          description: 'When it was sent to process (the floor waits from then)',
        }),
      }),
      Type.Null(),
    ],
    { description: "The order waiting longest, by the floor's first-in-first-out rule; null when none" },
  ),
});
export type WorkStepSummary = Static<typeof WorkStepSummary>;

export const WorkQueueSummary = Type.Object({
  warehouse: Type.Union([Type.Object({ id: Type.String(), name: Type.String() }), Type.Null()], {
    description: 'The warehouse counted; null: every warehouse (an admin who named none)',
  }),
  steps: Type.Array(WorkStepSummary),
});
export type WorkQueueSummary = Static<typeof WorkQueueSummary>;

const errors = { 400: errorResponseRef, 401: errorResponseRef, 403: errorResponseRef, 404: errorResponseRef };
const security = [{ bearerAuth: [] }];
const tags = ['orders'];

export const byWarehouseStatusSchema = {
  tags,
  summary: "Today's orders by warehouse status (the merchant's dashboard)",
  description:
    "Orders created today in the timezone header's zone (else UTC; an unknown zone answers 400), deleted ones " +
    'left out as the orders list leaves them, counted per warehouse status.',
  security,
  headers: DashboardHeaders,
  response: { 200: OrdersByWarehouseStatus, ...errors },
};

export const shippedPerDaySchema = {
  tags,
  summary: "Orders shipped per day over the last days (the merchant's dashboard)",
  description: "Days in the timezone header's zone (else UTC), today included, zero-filled.",
  security,
  headers: DashboardHeaders,
  querystring: ShippedPerDayQuery,
  response: { 200: ShippedPerDay, ...errors },
};

export const workQueueSummarySchema = {
  tags,
  summary: "The work queue's counts and the oldest order of each step (the staff's dashboard)",
  description:
    "Staff: their warehouse's; admins: every warehouse's, or the one they name. Steps: to pick (ready to pick and " +
    'picking), to pack, to ship.',
  security,
  querystring: WorkQueueSummaryQuery,
  response: { 200: WorkQueueSummary, ...errors },
};
