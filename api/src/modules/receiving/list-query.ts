// Turns a list's query string into repository filters: the spec's rule that a search applies only when both
// its field and its value are non-empty after trimming, the text operators of spec point 9 as ILIKE patterns,
// and a 400 naming the parameter for a status or field the list does not know.
import { BOX_STATUSES, RECEIVING_ORDER_STATUSES, type BoxStatus } from '../../platform/db/schema.js';
import type { ReceivingOrderStatus } from '../../platform/db/schema.js';
import { ValidationFailed } from '../../platform/errors.js';
import type { ListFilters } from './repository.js';
import {
  DEFAULT_PAGE_SIZE,
  SEARCH_FIELDS,
  type ReceivingOrderListQuery,
  type StaffReceivingOrderListQuery,
} from './schemas.js';

type SearchQuery = Pick<ReceivingOrderListQuery, 'search[field]' | 'search[value]' | 'search[operator]'>;

/** Escapes LIKE's wildcards (and its escape character) so a searched `%` or `_` means itself. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function likePattern(operator: SearchQuery['search[operator]'], value: string): string {
  const text = escapeLike(value);
  switch (operator) {
    case 'starts-with':
      return `${text}%`;
    case 'ends-with':
      return `%${text}`;
    case 'matches':
      return text;
    default:
      return `%${text}%`;
  }
}

function search(query: SearchQuery): ListFilters['search'] {
  const field = query['search[field]']?.trim() ?? '';
  const value = query['search[value]']?.trim() ?? '';
  if (!field || !value) return undefined;
  if (!(SEARCH_FIELDS as readonly string[]).includes(field)) {
    throw new ValidationFailed(`search[field] must be one of ${SEARCH_FIELDS.join(', ')}`, {
      field: 'search[field]',
    });
  }
  return { field, pattern: likePattern(query['search[operator]'], value) };
}

/** An optional enum parameter: blank means no filter, an unknown value a 400 naming the parameter. */
function oneOf<T extends string>(
  name: string,
  allowed: readonly T[],
  raw: string | undefined,
): T | undefined {
  const value = raw?.trim() ?? '';
  if (!value) return undefined;
  if (!(allowed as readonly string[]).includes(value)) {
    throw new ValidationFailed(`${name} must be one of ${allowed.join(', ')}`, { field: name });
  }
  return value as T;
}

function page(query: { limit?: number; page?: number }) {
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  return { limit, offset: ((query.page ?? 1) - 1) * limit };
}

export function merchantListFilters(clientId: string, query: ReceivingOrderListQuery): ListFilters {
  const warehouseName = query.warehouseName?.trim();
  return {
    clientId,
    ...(warehouseName ? { warehouseName } : {}),
    boxStatus: oneOf<BoxStatus>('boxStatus', BOX_STATUSES, query.boxStatus),
    search: search(query),
    ...page(query),
  };
}

export function staffListFilters(
  warehouseId: string | undefined,
  query: StaffReceivingOrderListQuery,
): ListFilters {
  return {
    ...(warehouseId ? { warehouseId } : {}),
    status: oneOf<ReceivingOrderStatus>('status', RECEIVING_ORDER_STATUSES, query.status),
    search: search(query),
    ...page(query),
  };
}
