// Typed errors the services throw; the one error handler (error-handler.ts) turns them into responses.
// Services know nothing of HTTP, so each error carries its status code as data rather than sending anything.

/** What an error may add to its reply beyond the message: fields of the body and response headers. */
export interface ErrorExtras {
  /** Per-field messages of a rejected form, keyed by field name. */
  fieldErrors?: Record<string, string>;
  /** The one field a refusal concerns (the sign-in form shows it there). */
  field?: string;
  /** E.g. Retry-After on a 429. */
  headers?: Record<string, string>;
}

export abstract class AppError extends Error {
  abstract readonly statusCode: number;

  constructor(
    message: string,
    readonly extras: ErrorExtras = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationFailed extends AppError {
  readonly statusCode = 400;
}

export class Unauthorized extends AppError {
  readonly statusCode = 401;
}

export class Forbidden extends AppError {
  readonly statusCode = 403;
}

export class NotFound extends AppError {
  readonly statusCode = 404;
}

export class Conflict extends AppError {
  readonly statusCode = 409;
}

export class TooManyRequests extends AppError {
  readonly statusCode = 429;
}

export class ServiceUnavailable extends AppError {
  readonly statusCode = 503;
}

/** The text any unexpected failure answers with (spec point 8, "Any 500"): internals never leak. */
export const INTERNAL_ERROR_MESSAGE =
  "Sorry, we're experiencing technical difficulties. Contact us for assistance.";
