// The shape of every reply that is not a success, as a TypeBox schema: the error handler answers with it, every
// route's response schemas point at it, and the front end reads its type through src/contract.ts. Only TypeBox
// here: the front end's type checker reads this file.
import Type, { type Static } from 'typebox';

export const ErrorResponse = Type.Object(
  {
    statusCode: Type.Integer(),
    error: Type.String(),
    message: Type.String(),
    fieldErrors: Type.Optional(
      Type.Record(Type.String(), Type.String(), { description: 'Per-field messages of a rejected form' }),
    ),
    field: Type.Optional(Type.String({ description: 'The form field a refusal concerns' })),
  },
  { $id: 'ErrorResponse' },
);
export type ErrorResponse = Static<typeof ErrorResponse>;

/** A route's 4xx answer: a reference to the one registered schema (the OpenAPI document lists it once). */
export const errorResponseRef = Type.Unsafe<ErrorResponse>({ $ref: 'ErrorResponse#' });
