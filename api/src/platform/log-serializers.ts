// How errors are written to the log: what failed and where, never the values a request sent. drizzle puts a
// failed query's parameters in its message ("Failed query: … params: …") and in `params`; the driver's error
// repeats them in its own `params`, in `detail` ("Key (email)=(…) already exists"), `where` and
// `internalQuery`, and quotes a refused value in its message ('invalid input syntax for type uuid: "…"').
// A sign-up's parameters are an e-mail, a phone and a password hash, so only an allow-list of properties is
// kept, the parameters are cut from messages and stacks, and quoted values in database messages are hidden.
import { isPostgresError } from './database-errors.js';

/** Properties that name what failed (codes, tables, constraints, the SQL text with its $n placeholders). */
const SAFE_PROPERTIES = [
  'code',
  'statusCode',
  'errno',
  'syscall',
  'severity',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
  'position',
  'hint',
  'query',
  'validationContext',
] as const;

export const REDACTED = '[redacted]';
const FAILED_QUERY = 'Failed query: ';
const PARAMS_MARKER = '\nparams: ';
/** A double-quoted token in a PostgreSQL message: an identifier, or a value the database refused. */
const QUOTED = /"(?:[^"]|"")*"/g;
const STACK_FRAME = '\n    at ';
/** Causes of causes: a few levels say all there is, and bound a cyclic chain. */
const MAX_CAUSE_DEPTH = 5;

export interface SerializedError {
  type: string;
  message: string;
  /** Empty when the error had none. */
  stack: string;
  cause?: SerializedError;
  aggregateErrors?: SerializedError[];
  [property: string]: unknown;
}

type ErrorLike = Error & Record<string, unknown>;

function isErrorLike(value: unknown): value is ErrorLike {
  return (
    value instanceof Error ||
    (typeof value === 'object' && value !== null && typeof (value as Error).message === 'string')
  );
}

/** drizzle's "Failed query: <sql>\nparams: <values>" without the values. */
function withoutQueryParams(message: string): string {
  if (!message.startsWith(FAILED_QUERY)) return message;
  const params = message.indexOf(PARAMS_MARKER);
  return params === -1 ? message : `${message.slice(0, params)}${PARAMS_MARKER}${REDACTED}`;
}

/** A PostgreSQL message with every quoted token hidden except the error's own identifiers (table, column…). */
function withoutQuotedValues(message: string, error: ErrorLike): string {
  const identifiers = new Set(
    ['schema', 'table', 'column', 'dataType', 'constraint']
      .map((name) => error[name])
      .filter((value): value is string => typeof value === 'string'),
  );
  return message.replace(QUOTED, (token) =>
    identifiers.has(token.slice(1, -1).replace(/""/g, '"')) ? token : REDACTED,
  );
}

function safeMessage(error: ErrorLike): string {
  const message = withoutQueryParams(String(error.message));
  return isPostgresError(error) ? withoutQuotedValues(message, error) : message;
}

/** The stack begins with the message as it was thrown: that text is swapped for the safe one. */
function safeStack(stack: string, original: string, message: string): string {
  if (original === message) return stack;
  // A function replacement takes the text literally (no $& patterns).
  if (stack.includes(original)) return stack.replace(original, () => message);
  // The message changed after the stack was taken: keep only the frames.
  const frames = stack.indexOf(STACK_FRAME);
  return frames === -1 ? message : `${message}${stack.slice(frames)}`;
}

function typeOf(error: ErrorLike): string {
  const constructorName = (error.constructor as { name?: unknown } | undefined)?.name;
  return typeof constructorName === 'string' && constructorName !== 'Object'
    ? constructorName
    : String(error.name ?? 'Error');
}

function serialize(error: ErrorLike, depth: number): SerializedError {
  const original = String(error.message);
  const message = safeMessage(error);
  const stack = typeof error.stack === 'string' ? safeStack(error.stack, original, message) : '';
  const serialized: SerializedError = { type: typeOf(error), message, stack };
  for (const property of SAFE_PROPERTIES) {
    const value = error[property];
    if (value !== undefined && value !== null && typeof value !== 'object') serialized[property] = value;
  }
  if (depth < MAX_CAUSE_DEPTH) {
    if (isErrorLike(error.cause)) serialized.cause = serialize(error.cause, depth + 1);
    if (Array.isArray(error.errors)) {
      serialized.aggregateErrors = error.errors.map((inner: unknown) => serializeError(inner, depth + 1));
    }
  }
  return serialized;
}

/** pino serializer of `err` (and `error`): Fastify's default copies every property, parameters included. */
export function serializeError(value: unknown, depth = 0): SerializedError {
  if (isErrorLike(value)) return serialize(value, depth);
  // Something thrown that is not an error (a string, an object): its text could be anything, so only its kind.
  return { type: typeof value, message: REDACTED, stack: '' };
}

export const errorSerializers = {
  err: (error: Error) => serializeError(error),
  error: (error: Error) => serializeError(error),
};
