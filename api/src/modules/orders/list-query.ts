// The orders list's query (spec point 3) read into a typed request: status filters checked against the domain's
// values, createdAt's days turned into instants in the caller's time zone (the `timezone` header), the sort key,
// and the search, applied only when both its field and its value are non-empty after trimming. Pure: no SQL.
import { ValidationFailed } from '../../platform/errors.js';
import {
  DEFAULT_ORDERS_PAGE_SIZE,
  ECOMMERCE_STATUS,
  FULFILLMENT_STATUS,
  ORDER_SEARCH_FIELDS,
  ORDER_SORT_KEYS,
  WAREHOUSE_STATUS,
  type OrderListQuery,
} from './schemas.js';

export type OrderSearchField = (typeof ORDER_SEARCH_FIELDS)[number];
export type OrderSortKey = (typeof ORDER_SORT_KEYS)[number];

export interface OrderListRequest {
  limit: number;
  page: number;
  offset: number;
  shopName: string | null;
  warehouseName: string | null;
  fulfillmentStatus: string[] | null;
  warehouseStatus: string[] | null;
  ecommerceStatus: string[] | null;
  createdFrom: Date | null;
  /** Exclusive: the start of the day after createdAt[to]. */
  createdBefore: Date | null;
  sort: { key: OrderSortKey; descending: boolean };
  search: { field: OrderSearchField; value: string } | null;
}

export const LIST_MESSAGES = {
  badTimeZone: (zone: string) =>
    `The timezone header "${zone}" is not a known IANA time zone (e.g. America/Mexico_City)`,
  badStatus: (param: string, value: string, allowed: readonly string[]) =>
    `${param} "${value}" is not one of ${allowed.join(', ')}`,
  badSort: (value: string) =>
    `sort "${value}" is not one of ${ORDER_SORT_KEYS.join(', ')} (a leading - sorts descending)`,
  badSearchField: (value: string) =>
    `search[field] "${value}" is not one of ${ORDER_SEARCH_FIELDS.join(', ')}`,
  badRange: 'createdAt[from] is after createdAt[to]',
} as const;

const DEFAULT_TIME_ZONE = 'UTC';

/** Whether the zone is one this runtime knows (Intl throws a RangeError for any other). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const partsFormat = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at instant `t`, in milliseconds. */
function offsetAt(t: number, zone: string): number {
  let format = partsFormat.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormat.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(t)).map((p) => [p.type, p.value]));
  const local = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return local - Math.floor(t / 1000) * 1000;
}

/** The instant a calendar day (YYYY-MM-DD) starts in `zone` (midnight, or the first instant after a gap). */
export function startOfDay(day: string, zone: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d);
  let t = wall - offsetAt(wall, zone);
  // Near a change of offset the first guess uses the other side's offset: correct once.
  const again = wall - offsetAt(t, zone);
  if (again !== t) t = Math.min(t, again);
  return new Date(t);
}

function nextDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

function statuses(param: string, value: string | undefined, allowed: readonly string[]): string[] | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  // Several values of one column, comma-separated (a saved view such as "No stock or ready to pick").
  const values = [
    ...new Set(
      trimmed
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean),
    ),
  ];
  for (const v of values)
    if (!allowed.includes(v))
      throw new ValidationFailed(LIST_MESSAGES.badStatus(param, v, allowed), { field: param });
  return values;
}

const text = (value: string | undefined): string | null => value?.trim() || null;

export function readListQuery(query: OrderListQuery, timeZoneHeader: string | undefined): OrderListRequest {
  const zone = timeZoneHeader?.trim() || DEFAULT_TIME_ZONE;
  if (!isTimeZone(zone)) throw new ValidationFailed(LIST_MESSAGES.badTimeZone(zone), { field: 'timezone' });
  const limit = query.limit ?? DEFAULT_ORDERS_PAGE_SIZE;
  const page = query.page ?? 1;

  const from = query['createdAt[from]'];
  const to = query['createdAt[to]'];
  if (from && to && from > to)
    throw new ValidationFailed(LIST_MESSAGES.badRange, { field: 'createdAt[from]' });

  const sortValue = query.sort?.trim() || '-createdAt';
  const descending = sortValue.startsWith('-');
  const key = (descending ? sortValue.slice(1) : sortValue) as OrderSortKey;
  if (!ORDER_SORT_KEYS.includes(key))
    throw new ValidationFailed(LIST_MESSAGES.badSort(sortValue), { field: 'sort' });

  const field = query['search[field]']?.trim() ?? '';
  const value = query['search[value]']?.trim() ?? '';
  let search: OrderListRequest['search'] = null;
  if (field && value) {
    if (!(ORDER_SEARCH_FIELDS as readonly string[]).includes(field))
      throw new ValidationFailed(LIST_MESSAGES.badSearchField(field), { field: 'search[field]' });
    search = { field: field as OrderSearchField, value };
  }

  return {
    limit,
    page,
    offset: (page - 1) * limit,
    shopName: text(query.shopName),
    warehouseName: text(query.warehouseName),
    fulfillmentStatus: statuses('fulfillmentStatus', query.fulfillmentStatus, FULFILLMENT_STATUS),
    warehouseStatus: statuses('warehouseStatus', query.warehouseStatus, WAREHOUSE_STATUS),
    ecommerceStatus: statuses('ecommerceStatus', query.ecommerceStatus, ECOMMERCE_STATUS),
    createdFrom: from ? startOfDay(from, zone) : null,
    createdBefore: to ? startOfDay(nextDay(to), zone) : null,
    sort: { key, descending },
    search,
  };
}
