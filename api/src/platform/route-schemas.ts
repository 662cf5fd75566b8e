// The pieces every module's schemas.ts would otherwise write again: ids and instants, string enums, a signed-in
// route's error answers and security, a list's page parameters and its paged answer. Only TypeBox here: the
// front end's type checker reads this file (through src/contract.ts).
import Type, { type TArray, type TInteger, type TProperties, type TSchema } from 'typebox';
import { errorResponseRef } from './error-schema.js';

export const Uuid = (description?: string) =>
  Type.String({ format: 'uuid', ...(description ? { description } : {}) });
export const IsoInstant = Type.String({ format: 'date-time', examples: ['2026-11-25T18:00:00.000Z'] });
export const NullableInstant = Type.Union([IsoInstant, Type.Null()]);

/** An enum of strings, its type the union of its values. */
export const literals = <const T extends string[]>(
  values: readonly [...T],
  options: { description?: string } = {},
) => Type.Enum(values, options);

/** The 4xx answers of a signed-in route: bad input, no session, not allowed, not found, conflict. */
export const routeErrors = {
  400: errorResponseRef,
  401: errorResponseRef,
  403: errorResponseRef,
  404: errorResponseRef,
  409: errorResponseRef,
};
/** A route that needs the caller's bearer token (the OpenAPI document's bearerAuth scheme). */
export const bearerSecurity = [{ bearerAuth: [] }];

/** Rows per page of a domain list: the shared list's page sizes go up to 100 (shared/src/ui/list). */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 75;
/** The last page anyone may ask for: far beyond any list, far below integer overflow. */
export const MAX_PAGE = 1_000_000;

/** A list's `limit` and `page` query parameters (page from 1), to spread into its query object. */
export const pageQuery = ({ maxLimit = MAX_PAGE_SIZE, defaultLimit = DEFAULT_PAGE_SIZE } = {}) => ({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: maxLimit, default: defaultLimit })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1, description: 'From 1' })),
});

type PagedProperties<Key extends string, Item extends TSchema, More extends TProperties> = {
  [K in Key]: TArray<Item>;
} & { totalRows: TInteger } & More;

/**
 * A page of a list: its rows under `key` and the rows across every page (`totalRows`), plus any `more` the
 * list answers with (the search applied, its columns).
 */
export function Paged<
  Key extends string,
  Item extends TSchema,
  More extends TProperties = Record<never, never>,
>(key: Key, item: Item, more?: More) {
  const properties = {
    [key]: Type.Array(item),
    totalRows: Type.Integer({ description: 'Rows across every page' }),
    ...more,
  } as PagedProperties<Key, Item, More>;
  return Type.Object(properties);
}
