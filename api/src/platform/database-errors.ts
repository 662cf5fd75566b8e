// Database errors that are about the request's input: a value PostgreSQL cannot store (SQLSTATE class 22, data
// exceptions), one that breaks an integrity rule (class 23) or a program limit (class 54). They are the caller's
// fault, so they answer 4xx, with a reason that never repeats the value; anything else stays a 500. PGlite is
// PostgreSQL compiled to WebAssembly and reports the same SQLSTATEs, so one table serves both drivers.
import { AppError, Conflict, ValidationFailed } from './errors.js';

/** Five digits or upper-case letters; Node's own codes (ECONNREFUSED) are longer, and not class 22/23/54. */
const SQLSTATE = /^[0-9A-Z]{5}$/;
/** drizzle wraps the driver's error in `cause`; a few levels are plenty, and bound a cyclic chain. */
const MAX_CAUSE_DEPTH = 5;

export const DATABASE_INPUT_MESSAGES = {
  invalid: 'A value in the request is not valid.',
  tooLong: 'A value in the request is too long.',
  outOfRange: 'A number in the request is out of range.',
  character: 'A value in the request contains a character that cannot be stored.',
  format: 'A value in the request is not in the expected format.',
  missing: 'A required value is missing from the request.',
  unknownReference: 'A value in the request refers to something that does not exist.',
  notAllowed: 'A value in the request is not allowed.',
  conflict: 'The request conflicts with data already stored.',
  tooLarge: 'The request holds a value too large to be stored.',
} as const;

type Reason = keyof typeof DATABASE_INPUT_MESSAGES;

/** Specific SQLSTATEs first; a code not listed falls back to its class. */
const REASON_BY_CODE: Record<string, Reason> = {
  '22001': 'tooLong', // string_data_right_truncation
  '22003': 'outOfRange', // numeric_value_out_of_range
  '22007': 'format', // invalid_datetime_format
  '22008': 'outOfRange', // datetime_field_overflow
  '22021': 'character', // character_not_in_repertoire (U+0000 in text)
  '22P02': 'format', // invalid_text_representation (a bad uuid, integer, enum value)
  '22P05': 'character', // untranslatable_character (\u0000 in jsonb)
  '23502': 'missing', // not_null_violation
  '23503': 'unknownReference', // foreign_key_violation
  '23505': 'conflict', // unique_violation: two requests racing for the same e-mail, say
  '23514': 'notAllowed', // check_violation
  '23P01': 'conflict', // exclusion_violation
};

const REASON_BY_CLASS: Record<string, Reason> = {
  '22': 'invalid',
  '23': 'conflict',
  '54': 'tooLarge',
};

/** A PostgreSQL error as both pg and PGlite report it: a SQLSTATE `code` and a `severity`. */
interface PostgresError {
  code: string;
  severity: string;
}

export function isPostgresError(value: unknown): value is PostgresError {
  if (typeof value !== 'object' || value === null) return false;
  const { code, severity } = value as { code?: unknown; severity?: unknown };
  return typeof code === 'string' && SQLSTATE.test(code) && typeof severity === 'string';
}

/** The SQLSTATE of the PostgreSQL error behind `error` (itself or a cause), if there is one. */
export function sqlStateOf(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth <= MAX_CAUSE_DEPTH && current; depth += 1) {
    if (isPostgresError(current)) return current.code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** The 4xx a database error about the input answers with; null when the error is not about the input. */
export function databaseInputError(error: unknown): AppError | null {
  const code = sqlStateOf(error);
  if (code === null) return null;
  const reason = REASON_BY_CODE[code] ?? REASON_BY_CLASS[code.slice(0, 2)];
  if (reason === undefined) return null;
  const message = DATABASE_INPUT_MESSAGES[reason];
  return reason === 'conflict' ? new Conflict(message) : new ValidationFailed(message);
}
