// The route schemas of the merchant's orders routes: the contract's types (schemas.ts) with the statuses and
// errors each route answers, for Fastify's validation and the OpenAPI document.
import Type from 'typebox';
import { errorResponseRef } from '../../platform/error-schema.js';
import {
  BulkOrdersBody,
  BulkOrdersResult,
  CreateOrderBody,
  OrderDetail,
  OrderFilters,
  OrderList,
  OrderListHeaders,
  OrderListQuery,
  OrderParams,
} from './schemas.js';

const errors = {
  400: errorResponseRef,
  401: errorResponseRef,
  403: errorResponseRef,
  404: errorResponseRef,
  409: errorResponseRef,
};
const security = [{ bearerAuth: [] }];
const tags = ['orders'];

export const listOrdersSchema = {
  tags,
  summary: "The caller's orders (spec point 3)",
  description:
    'Newest first by default. Filters shopName and warehouseName (names), warehouseStatus, ecommerceStatus, ' +
    'fulfillmentStatus (one value or several, comma-separated), createdAt[from]/createdAt[to] as whole days in ' +
    "the timezone header's zone (an unknown zone answers 400), sort, search[field]/search[value] (applied only " +
    'when both are non-empty after trimming). Deleted orders show only when fulfillmentStatus asks for them. ' +
    'totalRows is exact up to 10,000 rows; past that it is 10,000 (or the end when the page reaches it) and ' +
    'totalRowsExact is false: the list reads "10,000+".',
  security,
  querystring: OrderListQuery,
  headers: OrderListHeaders,
  response: { 200: OrderList, ...errors },
};

export const orderFiltersSchema = {
  tags,
  summary: "The orders list's filter values",
  description: "The statuses of each column, and the client's shop and warehouse names its orders use.",
  security,
  response: { 200: OrderFilters, ...errors },
};

export const orderDetailSchema = {
  tags,
  summary: 'One order: lines, address, carrier, statuses with their history, comments, allowed actions',
  security,
  params: OrderParams,
  response: { 200: OrderDetail, ...errors },
};

export const createOrderSchema = {
  tags,
  summary: "Creates an order (pending) from the caller's products",
  description:
    'The Idempotency-Key header is required: the same key and body answer the first 201 again (header ' +
    'Idempotent-Replayed: true); the same key with another body answers 422. The reference is generated ' +
    '(#number) when absent and is unique per client (409). sendToProcess reserves the stock at once.',
  security,
  headers: Type.Object({
    'idempotency-key': Type.String({
      minLength: 1,
      maxLength: 200,
      description: 'One per attempt to create',
    }),
  }),
  body: CreateOrderBody,
  response: { 201: OrderDetail, ...errors, 422: errorResponseRef },
};

export const processOrderSchema = {
  tags,
  summary: 'Sends an order to process (or Start Process for one waiting for stock)',
  description:
    'Reserves every unit in one transaction. With too little available the order stays pending and waits as ' +
    'no_stock (200, warehouseStatus no_stock); an order already on its way answers 409.',
  security,
  params: OrderParams,
  response: { 200: OrderDetail, ...errors },
};

export const processOrdersSchema = {
  tags,
  summary: 'Sends several orders to process, each in its own transaction',
  security,
  body: BulkOrdersBody,
  response: { 200: BulkOrdersResult, ...errors },
};

export const cancelOrderSchema = {
  tags,
  summary: 'Cancels an order until picking starts, releasing its reserved stock',
  security,
  params: OrderParams,
  response: { 200: OrderDetail, ...errors },
};

export const deleteOrdersSchema = {
  tags,
  summary: 'Deletes orders not yet processing',
  description:
    'Each order in its own transaction; the others are refused per id with a reason. When nothing was deleted: ' +
    "404 if no id is the caller's, else 409 — with 'Please integrate a store so we can fetch your orders' when " +
    'the client has no store integrated (spec point 8), otherwise the reason.',
  security,
  body: BulkOrdersBody,
  response: { 200: BulkOrdersResult, ...errors },
};
