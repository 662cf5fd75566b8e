// A list's query (page, limit, sort, filters, free search) and its place in the address bar, so a
// filtered view can be bookmarked and shared. Pure: no React, no grid; the component and the tests use it.
import { isListOperator, operatorsForType, type ListColumnType, type ListOperator } from './operators';

export interface ListSort {
  field: string;
  direction: 'asc' | 'desc';
}

/** One column filter. `value` is text as the API receives it: a decimal number, `YYYY-MM-DD`, ISO time. */
export interface ListFilter {
  field: string;
  operator: ListOperator;
  value: string;
}

/** The free search of spec point 3: a field and a text, sent only when both are non-empty after trimming. */
export interface ListSearch {
  field: string;
  value: string;
}

/** What `load` receives. `page` counts from 1; `limit` is the page size. */
export interface ListQuery {
  page: number;
  limit: number;
  sort?: ListSort;
  filters: ListFilter[];
  search?: ListSearch;
}

/** What `load` resolves with: one page of rows and the number of rows across every page. */
export interface ListPage<Row> {
  rows: Row[];
  totalRows: number;
  /**
   * False when the server stopped counting at a ceiling (the orders list at 10,000): totalRows is then a lower
   * bound and the pager reads "1–75 of 10,000+". Exact when absent.
   */
  totalRowsExact?: boolean;
}

export interface ListFieldRule {
  type: ListColumnType;
  /** The operators this field's filter allows (a subset of its type's). Empty: not filterable. */
  operators: readonly ListOperator[];
  sortable: boolean;
}

/** What a list accepts: read from the columns, so a hand-edited URL cannot ask for anything else. */
export interface ListSchema {
  fields: Readonly<Record<string, ListFieldRule>>;
  searchFields: readonly string[];
  pageSizes: readonly number[];
  defaultLimit: number;
  defaultSort?: ListSort;
}

/** Spec point 9: inventory loads 75 rows at a time; the other lists share the default. */
export const LIST_DEFAULT_LIMIT = 75;
/** Data Grid's MIT edition refuses pages larger than 100 rows. */
export const LIST_PAGE_SIZES: readonly number[] = [25, 50, 75, 100];
/** The MIT grid edits one filter at a time (several at once is a Pro feature). */
export const LIST_MAX_FILTERS = 1;
/** Longer filter or search texts are refused: nobody types them, and they would only load the API. */
export const LIST_MAX_VALUE_LENGTH = 200;
/** A page number past this is a typo, not a real list. */
const MAX_PAGE = 1_000_000;

/** The address-bar keys of one list: prefixed by its id, so two lists on a page keep apart. */
export function listParamKeys(listId: string) {
  return {
    page: `${listId}.page`,
    limit: `${listId}.limit`,
    sort: `${listId}.sort`,
    filter: `${listId}.filter`,
    search: `${listId}.search`,
  };
}

/** Builds a schema from column descriptions, with the defaults above. */
export function listSchema(
  columns: readonly {
    field: string;
    type?: ListColumnType;
    operators?: readonly ListOperator[];
    filterable?: boolean;
    sortable?: boolean;
  }[],
  options: {
    searchFields?: readonly string[];
    pageSizes?: readonly number[];
    defaultLimit?: number;
    defaultSort?: ListSort;
  } = {},
): ListSchema {
  const fields: Record<string, ListFieldRule> = {};
  for (const column of columns) {
    const type = column.type ?? 'string';
    const allowed = operatorsForType(type);
    const operators =
      column.filterable === false ? [] : (column.operators ?? allowed).filter((op) => allowed.includes(op));
    fields[column.field] = { type, operators, sortable: column.sortable !== false };
  }
  const pageSizes = options.pageSizes?.length ? options.pageSizes : LIST_PAGE_SIZES;
  const defaultLimit =
    options.defaultLimit !== undefined && pageSizes.includes(options.defaultLimit)
      ? options.defaultLimit
      : pageSizes.includes(LIST_DEFAULT_LIMIT)
        ? LIST_DEFAULT_LIMIT
        : pageSizes[0];
  return {
    fields,
    searchFields: options.searchFields ?? [],
    pageSizes,
    defaultLimit,
    defaultSort: options.defaultSort,
  };
}

/** The first page, at the default size and sort, with no filter and no search. */
export function defaultListQuery(schema: ListSchema): ListQuery {
  return {
    page: 1,
    limit: schema.defaultLimit,
    ...(schema.defaultSort ? { sort: schema.defaultSort } : {}),
    filters: [],
  };
}

const DECIMAL = /^-?\d{1,15}(\.\d{1,20})?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;

function isCalendarDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The filter value in the form the API receives, or null when it does not fit the column's type:
 * strings are trimmed (and must then be non-empty), numbers are decimals, dates `YYYY-MM-DD`.
 */
export function normalizeFilterValue(type: ListColumnType, raw: unknown): string | null {
  if (raw instanceof Date) {
    if (Number.isNaN(raw.getTime())) return null;
    // The grid's date input makes a UTC midnight from `YYYY-MM-DD`; a time input, a local time.
    return type === 'date' ? raw.toISOString().slice(0, 10) : raw.toISOString();
  }
  if (typeof raw === 'number') return Number.isFinite(raw) ? normalizeFilterValue(type, String(raw)) : null;
  if (typeof raw !== 'string') return null;
  const text = raw.trim();
  if (!text || text.length > LIST_MAX_VALUE_LENGTH) return null;
  switch (type) {
    case 'number':
      return DECIMAL.test(text) ? text : null;
    case 'date':
      return isCalendarDate(text) ? text : null;
    case 'dateTime':
      return DATE_TIME.test(text) && isCalendarDate(text.slice(0, 10)) && !Number.isNaN(Date.parse(text))
        ? text
        : null;
    default:
      return text;
  }
}

/** A filter the schema accepts, normalized; null for anything else. */
export function validFilter(schema: ListSchema, filter: Partial<ListFilter>): ListFilter | null {
  const rule = filter.field ? schema.fields[filter.field] : undefined;
  if (
    !rule ||
    !filter.field ||
    !isListOperator(filter.operator) ||
    !rule.operators.includes(filter.operator)
  ) {
    return null;
  }
  const value = normalizeFilterValue(rule.type, filter.value);
  return value === null ? null : { field: filter.field, operator: filter.operator, value };
}

/** A search the schema accepts (known field, non-empty trimmed text), or undefined. */
export function validSearch(schema: ListSchema, search: Partial<ListSearch>): ListSearch | undefined {
  if (!search.field || !schema.searchFields.includes(search.field)) return undefined;
  const value = typeof search.value === 'string' ? search.value.trim() : '';
  return value && value.length <= LIST_MAX_VALUE_LENGTH ? { field: search.field, value } : undefined;
}

/** `field:rest`, split at the first colon only: values may hold colons. */
function splitOnce(text: string): [string, string] | null {
  const at = text.indexOf(':');
  return at > 0 ? [text.slice(0, at), text.slice(at + 1)] : null;
}

function readPage(text: string | null): number {
  if (text === null || !/^\d{1,7}$/.test(text)) return 1;
  const page = Number(text);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

function readSort(schema: ListSchema, text: string | null): ListSort | undefined {
  // An empty value says "unsorted" where the list has a default sort; no key at all means the default.
  if (text === null) return schema.defaultSort;
  const parts = splitOnce(text);
  if (!parts) return text === '' ? undefined : schema.defaultSort;
  const [field, direction] = parts;
  if (!schema.fields[field]?.sortable || (direction !== 'asc' && direction !== 'desc'))
    return schema.defaultSort;
  return { field, direction };
}

/**
 * The query the address bar describes for `listId`. Anything unknown or malformed falls back to the
 * default (first page, default size and sort, no filter): a hand-edited or outdated link never breaks the list.
 */
export function readListQuery(params: URLSearchParams, listId: string, schema: ListSchema): ListQuery {
  const keys = listParamKeys(listId);
  const limitText = params.get(keys.limit);
  const limit = limitText !== null && /^\d{1,4}$/.test(limitText) ? Number(limitText) : NaN;
  const filters: ListFilter[] = [];
  for (const text of params.getAll(keys.filter)) {
    if (filters.length >= LIST_MAX_FILTERS) break;
    const first = splitOnce(text);
    const second = first && splitOnce(first[1]);
    if (!first || !second) continue;
    const filter = validFilter(schema, {
      field: first[0],
      operator: second[0] as ListOperator,
      value: second[1],
    });
    if (filter && !filters.some((known) => known.field === filter.field)) filters.push(filter);
  }
  const searchParts = splitOnce(params.get(keys.search) ?? '');
  const search = searchParts
    ? validSearch(schema, { field: searchParts[0], value: searchParts[1] })
    : undefined;
  const sort = readSort(schema, params.get(keys.sort));
  return {
    page: readPage(params.get(keys.page)),
    limit: schema.pageSizes.includes(limit) ? limit : schema.defaultLimit,
    ...(sort ? { sort } : {}),
    filters,
    ...(search ? { search } : {}),
  };
}

const sameSort = (a?: ListSort, b?: ListSort) => a?.field === b?.field && a?.direction === b?.direction;

/**
 * The address-bar parameters with `listId`'s keys set to `query` (other parameters kept as they were).
 * Defaults are left out, so a plain list keeps a plain address.
 */
export function writeListQuery(
  params: URLSearchParams,
  listId: string,
  query: ListQuery,
  schema: ListSchema,
): URLSearchParams {
  const keys = listParamKeys(listId);
  const next = new URLSearchParams(params);
  for (const key of Object.values(keys)) next.delete(key);
  if (query.page !== 1) next.set(keys.page, String(query.page));
  if (query.limit !== schema.defaultLimit) next.set(keys.limit, String(query.limit));
  if (!sameSort(query.sort, schema.defaultSort)) {
    next.set(keys.sort, query.sort ? `${query.sort.field}:${query.sort.direction}` : '');
  }
  for (const filter of query.filters)
    next.append(keys.filter, `${filter.field}:${filter.operator}:${filter.value}`);
  if (query.search) next.set(keys.search, `${query.search.field}:${query.search.value}`);
  return next;
}

/**
 * The query as the API reads it (`GET warehouse/inventory?limit=75&page=2&sort=available:desc&filter=sku:starts-with:TS`):
 * `page` and `limit` always, `sort=field:direction`, one `filter=field:operator:value` per filter, and
 * `search[field]` with `search[value]`. URLSearchParams rather than an object: axios would write an array
 * as `filter[]=`.
 */
export function listQueryParams(query: ListQuery): URLSearchParams {
  const params = new URLSearchParams({ page: String(query.page), limit: String(query.limit) });
  if (query.sort) params.set('sort', `${query.sort.field}:${query.sort.direction}`);
  for (const filter of query.filters)
    params.append('filter', `${filter.field}:${filter.operator}:${filter.value}`);
  if (query.search) {
    params.set('search[field]', query.search.field);
    params.set('search[value]', query.search.value);
  }
  return params;
}

/** One text per distinct query: the component reloads when it changes, and not otherwise. */
export function listQueryKey(query: ListQuery): string {
  return JSON.stringify([query.page, query.limit, query.sort ?? null, query.filters, query.search ?? null]);
}
