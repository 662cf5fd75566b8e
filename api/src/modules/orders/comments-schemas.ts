// The comment thread's routes (spec point 7: POST client/order/{id}/comment, body comment and file) and the order's
// file downloads. The comment travels as multipart/form-data (a text field `comment` and an optional file `file`),
// which @fastify/multipart reads, so the route declares no body schema. Only TypeBox here.
import Type, { type Static } from 'typebox';
import { errorResponseRef } from '../../platform/error-schema.js';
import { OrderComment } from './schemas.js';

export const OrderFileParams = Type.Object({
  id: Type.String({ format: 'uuid', description: 'The order id' }),
  fileId: Type.String({ format: 'uuid', description: "A file of the order (a comment's, or its label)" }),
});
export type OrderFileParams = Static<typeof OrderFileParams>;

export const CommentParams = Type.Object({
  id: Type.String({ format: 'uuid', description: 'The order id' }),
});
export type CommentParams = Static<typeof CommentParams>;

export const CommentHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 200,
      description: 'The same key resent answers the first comment again (no second comment)',
    }),
  ),
});

const security = [{ bearerAuth: [] }];
const tags = ['orders'];
const errors = {
  400: errorResponseRef,
  401: errorResponseRef,
  403: errorResponseRef,
  404: errorResponseRef,
  413: errorResponseRef,
  415: errorResponseRef,
  422: errorResponseRef,
};

export const addCommentSchema = {
  tags,
  summary: "Adds a comment (text and/or a file) to the order's thread between the merchant and the warehouse",
  description:
    'multipart/form-data: `comment` (text, up to 4000 characters) and an optional `file` (PDF, PNG, JPEG, GIF, ' +
    'WebP, plain text or CSV, recognised by its content; too large answers 413, another kind 415). The ' +
    "merchant's own orders; staff of the order's warehouse and admins too. Idempotency-Key: the same key again " +
    'answers the first comment.',
  security,
  consumes: ['multipart/form-data'],
  params: CommentParams,
  headers: CommentHeaders,
  response: { 201: OrderComment, ...errors },
};

export const orderFileSchema = {
  tags,
  summary: "Downloads one of the order's files as an attachment (Content-Disposition, nosniff)",
  security,
  params: OrderFileParams,
  response: {
    200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'The recorded type' }),
    ...errors,
  },
};
