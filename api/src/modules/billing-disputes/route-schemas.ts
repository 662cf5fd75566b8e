// The route schemas of charge disputes: the contract's types (schemas.ts) with the statuses and errors each route
// answers, for Fastify's validation and the OpenAPI document.
import Type from 'typebox';
import { errorResponseRef } from '../../platform/error-schema.js';
import {
  ChargeParams,
  CreditDisputeBody,
  DisputeDetail,
  DisputeList,
  DisputeMessageBody,
  DisputeParams,
  OpenDisputeBody,
  OpenedDispute,
  RejectDisputeBody,
  StaffDisputeQuery,
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
const tags = ['billing-disputes'];

export const openDisputeSchema = {
  tags,
  summary: "Disputes one of the caller's charges with a reason (10–2000 characters)",
  description:
    'The Idempotency-Key header is required: the same key and body answer the first 201 again (header ' +
    'Idempotent-Replayed: true); the same key with another body answers 422. A charge with an open dispute, a ' +
    'credit line or a charge credited in full answers 409 with the reason.',
  security,
  headers: Type.Object({
    'idempotency-key': Type.String({ minLength: 1, maxLength: 200, description: 'One per attempt to open' }),
  }),
  params: ChargeParams,
  body: OpenDisputeBody,
  response: { 201: OpenedDispute, ...errors },
};

export const listDisputesSchema = {
  tags,
  summary: "The caller's disputes: open ones first, then the closed ones, latest first",
  security,
  response: { 200: DisputeList, ...errors },
};

export const disputeDetailSchema = {
  tags,
  summary: 'One dispute: the charge and the thread, staff authors named',
  security,
  params: DisputeParams,
  response: { 200: DisputeDetail, ...errors },
};

export const disputeMessageSchema = {
  tags,
  summary: "Writes in an open dispute's thread (409 once it is closed)",
  security,
  params: DisputeParams,
  body: DisputeMessageBody,
  response: { 201: DisputeDetail, ...errors },
};

export const staffDisputesSchema = {
  tags,
  summary:
    "The disputes of the caller's warehouse (admins: every warehouse, or warehouseId); open ones first",
  security,
  querystring: StaffDisputeQuery,
  response: { 200: DisputeList, ...errors },
};

export const staffDisputeSchema = {
  tags,
  summary: "A dispute of the caller's warehouse: the charge and the thread",
  security,
  params: DisputeParams,
  response: { 200: DisputeDetail, ...errors },
};

export const staffDisputeMessageSchema = {
  tags,
  summary: "Answers in an open dispute's thread; the merchant sees the staff member's name",
  security,
  params: DisputeParams,
  body: DisputeMessageBody,
  response: { 201: DisputeDetail, ...errors },
};

export const rejectDisputeSchema = {
  tags,
  summary: 'Rejects an open dispute; the message joins the thread',
  security,
  params: DisputeParams,
  body: RejectDisputeBody,
  response: { 200: DisputeDetail, ...errors },
};

export const creditDisputeSchema = {
  tags,
  summary: 'Settles an open dispute with a credit line of amountCents; the message joins the thread',
  description:
    'amountCents is positive (400 otherwise) and at most what is left to credit of the charge (409 with the ' +
    'figure). The credit line goes into the charge’s invoice while it is open, else the current month’s.',
  security,
  params: DisputeParams,
  body: CreditDisputeBody,
  response: { 200: DisputeDetail, ...errors },
};
