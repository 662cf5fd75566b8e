// The one place errors become responses: every reply that is not a success has the same shape
// { statusCode, error, message }, bad input is a 4xx with a clear reason, and anything unexpected is logged
// in full but answered with the generic text only.
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { databaseInputError } from './database-errors.js';
import { ErrorResponse, errorResponseRef } from './error-schema.js';
import { AppError, INTERNAL_ERROR_MESSAGE } from './errors.js';

export type ErrorBody = ErrorResponse;

const INTERNAL_SERVER_ERROR = 500;

export function errorBody(statusCode: number, message: string): ErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}

/** The JSON schema of an error reply (kept under this name for the modules that import it from here). */
export { ErrorResponse as errorResponseSchema, errorResponseRef };

function isClientError(statusCode: number | undefined): statusCode is number {
  return statusCode !== undefined && statusCode >= 400 && statusCode < INTERNAL_SERVER_ERROR;
}

export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.addSchema(ErrorResponse);

    app.setErrorHandler((thrown: FastifyError | AppError, request, reply) => {
      if ('validation' in thrown && thrown.validation) {
        return reply.status(400).send(errorBody(400, thrown.message));
      }
      // A value the database refused is bad input that validation let through: the caller gets a 4xx, and the
      // log a line (without the value) so that the validation can be fixed.
      const refused = thrown instanceof AppError ? null : databaseInputError(thrown);
      if (refused) request.log.warn({ err: thrown }, 'the database refused a value of the request');
      const error = refused ?? thrown;
      if (error instanceof AppError) {
        // Our own errors say what went wrong in words fit for the caller; a 5xx one is still worth a line.
        if (error.statusCode >= INTERNAL_SERVER_ERROR) request.log.warn({ err: error }, 'request failed');
        const { headers, fieldErrors, field } = error.extras;
        if (headers) reply.headers(headers);
        return reply.status(error.statusCode).send({
          ...errorBody(error.statusCode, error.message),
          ...(fieldErrors ? { fieldErrors } : {}),
          ...(field ? { field } : {}),
        });
      }
      // Fastify's own client errors (bad JSON, body too large, unsupported media type) carry a safe message.
      if (isClientError(error.statusCode)) {
        return reply.status(error.statusCode).send(errorBody(error.statusCode, error.message));
      }
      request.log.error({ err: error }, 'unexpected error');
      return reply
        .status(INTERNAL_SERVER_ERROR)
        .send(errorBody(INTERNAL_SERVER_ERROR, INTERNAL_ERROR_MESSAGE));
    });

    app.setNotFoundHandler((request, reply) => {
      reply
        .status(404)
        .send(errorBody(404, `Route ${request.method} ${request.url.split('?')[0]} not found`));
    });
  },
  { name: 'estiba-error-handler' },
);
