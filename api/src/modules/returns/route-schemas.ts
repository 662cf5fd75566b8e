// The route schemas of returns: the contract's types (schemas.ts) with the statuses and errors each route answers,
// for Fastify's validation and the OpenAPI document.
import Type from 'typebox';
import { errorResponseRef } from '../../platform/error-schema.js';
import {
  CreateReturnBody,
  ReceiveReturnBody,
  ReturnDetail,
  ReturnList,
  ReturnListQuery,
  ReturnParams,
  SendReturnBody,
  StaffReturnList,
} from './schemas.js';

const errors = {
  400: errorResponseRef,
  401: errorResponseRef,
  403: errorResponseRef,
  404: errorResponseRef,
  409: errorResponseRef,
  422: errorResponseRef,
};
const security = [{ bearerAuth: [] }];
const tags = ['returns'];

export const listReturnsSchema = {
  tags,
  summary: "The caller's returns, newest first",
  description:
    'Filters status (one or several, comma-separated), type, warehouseId; search by return number (RMA-5001), ' +
    'order number (#100001) or part of the order reference. warehouses lists the filter values.',
  security,
  querystring: ReturnListQuery,
  response: { 200: ReturnList, ...errors },
};

export const returnDetailSchema = {
  tags,
  summary: 'One return: lines with the counts received, status history, allowed actions',
  security,
  params: ReturnParams,
  response: { 200: ReturnDetail, ...errors },
};

export const createReturnSchema = {
  tags,
  summary: "Asks for the return of a shipped order's lines (requested)",
  description:
    'The Idempotency-Key header is required: the same key and body answer the first 201 again (header ' +
    'Idempotent-Replayed: true); the same key with another body answers 422. Each line at most the units ' +
    'shipped minus those already in other returns (422 naming the line); an order not shipped answers 409.',
  security,
  headers: Type.Object({
    'idempotency-key': Type.String({
      minLength: 1,
      maxLength: 200,
      description: 'One per attempt to create',
    }),
  }),
  body: CreateReturnBody,
  response: { 201: ReturnDetail, ...errors },
};

export const sendReturnSchema = {
  tags,
  summary: 'Marks a requested return in transit to the warehouse, with its tracking number if any',
  security,
  params: ReturnParams,
  body: SendReturnBody,
  response: { 200: ReturnDetail, ...errors },
};

export const cancelReturnSchema = {
  tags,
  summary: 'Cancels a return while it is only requested',
  security,
  params: ReturnParams,
  response: { 200: ReturnDetail, ...errors },
};

export const closeReturnSchema = {
  tags,
  summary: 'Closes a restocked or discarded return once the exchange or refund is settled',
  security,
  params: ReturnParams,
  response: { 200: ReturnDetail, ...errors },
};

export const staffReturnsSchema = {
  tags,
  summary: "The returns coming to the caller's warehouse (staff; admins choose warehouseId)",
  description: 'By default those still to receive (requested, in_transit); status narrows or widens it.',
  security,
  querystring: ReturnListQuery,
  response: { 200: StaffReturnList, ...errors },
};

export const staffReturnSchema = {
  tags,
  summary: "A return coming to the caller's warehouse",
  security,
  params: ReturnParams,
  response: { 200: ReturnDetail, ...errors },
};

export const receiveReturnSchema = {
  tags,
  summary: 'Receives a return: good units back on hand (movement returned), damaged ones discarded',
  description:
    'Every line counted once: good + damaged at most its quantity, at least one unit in all (422 with the ' +
    'reason). Ends restocked when any unit came back good, else discarded.',
  security,
  params: ReturnParams,
  body: ReceiveReturnBody,
  response: { 200: ReturnDetail, ...errors },
};
