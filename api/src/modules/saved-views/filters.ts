// Each list's filters, as a saved view keeps them: the list's own query parameters (its schema, without page and
// limit), read by the same function the list's route reads them with, so a view that saves is a view that
// loads. Refusals are 400s naming the parameter and the reason.
import type { TObject, TSchema } from 'typebox';
import Type from 'typebox';
import { Value } from 'typebox/value';
import { ValidationFailed } from '../../platform/errors.js';
import { inventoryPageRequest } from '../inventory/list-query.js';
import { InventoryListQuery } from '../inventory/schemas.js';
import { readListQuery } from '../orders/list-query.js';
import { OrderListQuery } from '../orders/schemas.js';
import { merchantListFilters } from '../receiving/list-query.js';
import { ReceivingOrderListQuery } from '../receiving/schemas.js';
import { RETURN_STATUS, ReturnListQuery } from '../returns/schemas.js';
import type { SavedViewFilters, SavedViewList } from './schemas.js';

export const FILTER_MESSAGES = {
  badReturnStatus: (value: string) => `status "${value}" is not one of ${RETURN_STATUS.join(', ')}`,
  unknown: (list: string, names: string[], allowed: string[]) =>
    `filters.${names.join(', filters.')} ${names.length === 1 ? 'is' : 'are'} not a filter of the ${list} list ` +
    `(it has ${allowed.join(', ')})`,
  invalid: (name: string, reason: string) => `filters.${name}: ${reason}`,
} as const;

interface ListFilters {
  schema: TObject;
  /** The list's own reading of its query: throws ValidationFailed on a value it refuses. */
  read: (filters: Record<string, unknown>) => unknown;
}

/** A list query's properties without its paging: a view is what to show, not where one was. */
function withoutPaging(query: TObject): TObject {
  const { limit: _limit, page: _page, ...rest } = query.properties as Record<string, TSchema>;
  return Type.Object(rest, { additionalProperties: false });
}

/** The returns list's statuses, one or several comma-separated (as GET client/returns reads them). */
function readReturnStatuses(filters: ReturnListQuery): void {
  for (const value of (filters.status ?? '').split(',').map((part) => part.trim()))
    if (value && !(RETURN_STATUS as readonly string[]).includes(value))
      throw new ValidationFailed(FILTER_MESSAGES.badReturnStatus(value), { field: 'status' });
}

const LISTS: Record<SavedViewList, ListFilters> = {
  orders: {
    schema: withoutPaging(OrderListQuery),
    read: (filters) => readListQuery(filters as OrderListQuery, undefined),
  },
  inventory: {
    schema: withoutPaging(InventoryListQuery),
    read: (filters) => inventoryPageRequest(filters as InventoryListQuery),
  },
  receiving_orders: {
    schema: withoutPaging(ReceivingOrderListQuery),
    read: (filters) => merchantListFilters('', filters as ReceivingOrderListQuery),
  },
  returns: {
    schema: withoutPaging(ReturnListQuery),
    read: (filters) => readReturnStatuses(filters as ReturnListQuery),
  },
};

/**
 * The filters as the list accepts them: known names only, each value of its type, and what the list's own reading
 * refuses refused here too (an unknown status, sort key or search field; from after to). Empty values are dropped.
 */
export function checkViewFilters(list: SavedViewList, filters: SavedViewFilters): SavedViewFilters {
  const rules = LISTS[list];
  const allowed = Object.keys(rules.schema.properties);
  const unknown = Object.keys(filters).filter((name) => !allowed.includes(name));
  if (unknown.length > 0)
    throw new ValidationFailed(FILTER_MESSAGES.unknown(list, unknown, allowed), { field: 'filters' });
  const kept = Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== null && value !== undefined && value !== ''),
  );
  const [first] = Value.Errors(rules.schema, kept);
  if (first) {
    const name = first.instancePath.replace(/^\//, '').split('/')[0] ?? '';
    throw new ValidationFailed(FILTER_MESSAGES.invalid(name.replace(/~1/g, '/'), first.message), {
      field: `filters.${name}`,
    });
  }
  try {
    rules.read(kept);
  } catch (error) {
    if (error instanceof ValidationFailed)
      throw new ValidationFailed(`filters: ${error.message}`, {
        field: error.extras.field ? `filters.${error.extras.field}` : 'filters',
      });
    throw error;
  }
  return kept;
}
