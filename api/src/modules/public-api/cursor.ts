// Cursor pagination of /v1 lists: rows in (updated_at, key) order, the cursor the last row's position. A row
// inserted or changed later gets a later updated_at and lands after every page already read, so pages neither skip
// nor repeat rows because of inserts; a client that syncs keeps the last cursor and polls with it. The timestamp is
// kept to the microsecond as PostgreSQL stores it (a JavaScript Date would round it and repeat rows).
import Type, { type Static, type TSchema } from 'typebox';
import { ValidationFailed } from '../../platform/errors.js';

export const MAX_LIMIT = 250;
export const DEFAULT_LIMIT = 50;

export const PageQuery = Type.Object(
  {
    limit: Type.Optional(
      Type.Integer({ minimum: 1, maximum: MAX_LIMIT, default: DEFAULT_LIMIT, examples: [50] }),
    ),
    cursor: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 300,
        description: "The previous page's nextCursor",
        examples: ['eyJ0IjoiMjAyNi0xMS0yNlQwNzoxMjoxOS4xMjM0NTZaIiwiayI6WyIzZjFjIl19'],
      }),
    ),
    updated_since: Type.Optional(
      Type.String({
        format: 'date-time',
        description: 'Only rows changed at or after this time',
        examples: ['2026-11-01T00:00:00Z'],
      }),
    ),
  },
  { additionalProperties: false },
);
export type PageQuery = Static<typeof PageQuery>;

export function pageOf<T extends TSchema>(item: T, example: unknown) {
  return Type.Object(
    {
      data: Type.Array(item),
      nextCursor: Type.Union([Type.String(), Type.Null()], {
        description: 'Pass as cursor for the next page; null on the last page',
      }),
    },
    { examples: [{ data: [example], nextCursor: null }] },
  );
}

/** A position in the order: updated_at as PostgreSQL's text (microseconds, UTC) and the row's key columns. */
export interface Position {
  t: string;
  k: string[];
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
export const CURSOR_INVALID = 'This cursor is not one this API gave: start again without it.';

export const encodeCursor = (position: Position): string =>
  Buffer.from(JSON.stringify(position)).toString('base64url');

export function decodeCursor(cursor: string | undefined, keys: number): Position | null {
  if (cursor === undefined) return null;
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Partial<Position>;
    if (
      typeof value.t === 'string' &&
      TIMESTAMP.test(value.t) &&
      Array.isArray(value.k) &&
      value.k.length === keys &&
      value.k.every((k) => typeof k === 'string' && k.length > 0 && k.length <= 64)
    )
      return { t: value.t, k: value.k };
  } catch {
    // Falls through to the refusal.
  }
  throw new ValidationFailed(CURSOR_INVALID, { fieldErrors: { cursor: CURSOR_INVALID } });
}

export interface Page<T> {
  data: T[];
  nextCursor: string | null;
}
