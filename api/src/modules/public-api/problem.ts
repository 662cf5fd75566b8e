// Errors of the public API as RFC 9457 problem details (application/problem+json): type, title, status, detail,
// and for a refused body its per-field reasons. The /v1 plugin installs this handler for its own routes only;
// the portal's routes keep the API's usual { statusCode, error, message } shape.
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import Type, { type Static } from 'typebox';
import { databaseInputError } from '../../platform/database-errors.js';
import { AppError, INTERNAL_ERROR_MESSAGE } from '../../platform/errors.js';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/** The problem types this API names; anything else is about:blank, whose title is the status's phrase. */
export const PROBLEM_TYPES = {
  validation: 'urn:estiba:problem:validation',
  unauthorized: 'urn:estiba:problem:invalid-token',
  missingScope: 'urn:estiba:problem:missing-scope',
  rateLimited: 'urn:estiba:problem:rate-limited',
  notFound: 'urn:estiba:problem:not-found',
  conflict: 'urn:estiba:problem:conflict',
  idempotencyKeyReused: 'urn:estiba:problem:idempotency-key-reused',
  blank: 'about:blank',
} as const;

const TYPE_OF_STATUS: Record<number, string> = {
  400: PROBLEM_TYPES.validation,
  401: PROBLEM_TYPES.unauthorized,
  403: PROBLEM_TYPES.missingScope,
  404: PROBLEM_TYPES.notFound,
  409: PROBLEM_TYPES.conflict,
  422: PROBLEM_TYPES.idempotencyKeyReused,
  429: PROBLEM_TYPES.rateLimited,
};

export const Problem = Type.Object(
  {
    type: Type.String({ description: 'A URI naming the kind of problem' }),
    title: Type.String({ description: 'Short, the same for every problem of this type' }),
    status: Type.Integer(),
    detail: Type.String({ description: 'What went wrong this time, in words for a developer' }),
    instance: Type.Optional(Type.String({ description: 'The request id, to quote to support' })),
    errors: Type.Optional(
      Type.Record(Type.String(), Type.String(), { description: 'Per-field reasons of a refused body' }),
    ),
  },
  {
    $id: 'Problem',
    examples: [
      {
        type: PROBLEM_TYPES.missingScope,
        title: 'Forbidden',
        status: 403,
        detail: 'This token lacks the scope orders:write.',
        instance: 'req-4f1c',
      },
    ],
  },
);
export type Problem = Static<typeof Problem>;

export const problemRef = Type.Unsafe<Problem>({ $ref: 'Problem#' });

export function problem(status: number, detail: string, extra: Partial<Problem> = {}): Problem {
  return {
    type: TYPE_OF_STATUS[status] ?? PROBLEM_TYPES.blank,
    title: STATUS_CODES[status] ?? 'Error',
    status,
    detail,
    ...extra,
  };
}

export function sendProblem(reply: FastifyReply, body: Problem): FastifyReply {
  return reply.status(body.status).type(PROBLEM_CONTENT_TYPE).send(body);
}

/** The /v1 error handler: the same decisions as platform/error-handler.ts, answered as problem details. */
export function problemErrorHandler(
  thrown: FastifyError | AppError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const instance = String(request.id);
  if ('validation' in thrown && thrown.validation) {
    return sendProblem(reply, problem(400, thrown.message, { instance }));
  }
  const refused = thrown instanceof AppError ? null : databaseInputError(thrown);
  if (refused) request.log.warn({ err: thrown }, 'the database refused a value of the request');
  const error = refused ?? thrown;
  if (error instanceof AppError) {
    if (error.statusCode >= 500) request.log.warn({ err: error }, 'request failed');
    const { headers, fieldErrors, field } = error.extras;
    if (headers) reply.headers(headers);
    // A refusal about one field (e.g. a webhook's url) names it in errors too, as a form's would.
    const errors = fieldErrors ?? (field ? { [field]: error.message } : undefined);
    return sendProblem(
      reply,
      problem(error.statusCode, error.message, { instance, ...(errors ? { errors } : {}) }),
    );
  }
  const status = error.statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    return sendProblem(reply, problem(status, error.message, { instance }));
  }
  request.log.error({ err: error }, 'unexpected error');
  return sendProblem(reply, problem(500, INTERNAL_ERROR_MESSAGE, { instance }));
}
