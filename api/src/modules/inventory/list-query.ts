// Turns the inventory list's query string (encoding in schemas.ts) into a checked description of the page:
// unknown fields, operators that do not fit a column, numbers that are not numbers and regular expressions that
// do not compile are refused with a 400 naming the parameter, so nothing unchecked reaches the SQL.
import { ValidationFailed } from '../../platform/errors.js';
import {
  INVENTORY_DEFAULT_LIMIT,
  INVENTORY_NUMBER_FIELDS,
  INVENTORY_SORT_FIELDS,
  INVENTORY_TEXT_FIELDS,
  NUMBER_OPERATORS,
  TEXT_OPERATORS,
  type InventoryListQuery,
  type InventorySortField,
} from './schemas.js';

export type TextField = (typeof INVENTORY_TEXT_FIELDS)[number];
export type NumberField = (typeof INVENTORY_NUMBER_FIELDS)[number];
export type TextOperator = (typeof TEXT_OPERATORS)[number];
export type NumberOperator = (typeof NUMBER_OPERATORS)[number];

export type InventoryFilter =
  | { kind: 'text'; field: TextField; operator: TextOperator; value: string }
  | { kind: 'number'; field: NumberField; operator: NumberOperator; value: number };

export interface InventoryPageRequest {
  limit: number;
  offset: number;
  sort: { field: InventorySortField; direction: 'asc' | 'desc' };
  filters: InventoryFilter[];
  warehouseId?: string;
  lowStock: boolean;
}

export const LIST_ERRORS = {
  sort: `sort must be field:direction, field one of ${INVENTORY_SORT_FIELDS.join(', ')}, direction asc or desc`,
  filterShape: 'filter must be field:operator:value',
  filterField: `filter field must be one of ${[...INVENTORY_TEXT_FIELDS, ...INVENTORY_NUMBER_FIELDS].join(', ')}`,
  textOperator: (field: string) => `filter on ${field} takes ${TEXT_OPERATORS.join(', ')}`,
  numberOperator: (field: string) => `filter on ${field} takes ${NUMBER_OPERATORS.join(', ')}`,
  number: (field: string) => `filter on ${field} needs a whole number`,
  searchField: `search[field] must be one of ${INVENTORY_TEXT_FIELDS.join(', ')}`,
  regex: (reason: string) => `matches needs a valid regular expression: ${reason}`,
} as const;

const includes = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);

/** `a:b:rest`, split at the first `parts - 1` colons only (values may hold colons). */
function splitColons(text: string, parts: number): string[] | null {
  const out: string[] = [];
  let rest = text;
  for (let i = 1; i < parts; i += 1) {
    const at = rest.indexOf(':');
    if (at < 0) return null;
    out.push(rest.slice(0, at));
    rest = rest.slice(at + 1);
  }
  out.push(rest);
  return out;
}

/**
 * A `matches` pattern is run by PostgreSQL (`~*`, anchored to the whole text). Its syntax (ARE) is close to
 * JavaScript's for what people type; compiling it here first turns most bad patterns into a 400 with a reason,
 * and the repository maps PostgreSQL's own refusal (SQLSTATE 2201B) to the same 400.
 */
export function checkRegex(pattern: string, field = 'filter'): void {
  try {
    new RegExp(pattern, 'iu');
  } catch (error) {
    const reason =
      error instanceof Error ? error.message.replace(/^Invalid regular expression: /, '') : 'invalid';
    throw new ValidationFailed(LIST_ERRORS.regex(reason), { field });
  }
}

function textFilter(field: TextField, operator: string, value: string, param: string): InventoryFilter {
  if (!includes(TEXT_OPERATORS, operator))
    throw new ValidationFailed(LIST_ERRORS.textOperator(field), { field: param });
  if (operator === 'matches') checkRegex(value, param);
  return { kind: 'text', field, operator, value };
}

function parseFilter(text: string): InventoryFilter | null {
  const parts = splitColons(text, 3);
  if (!parts) throw new ValidationFailed(LIST_ERRORS.filterShape, { field: 'filter' });
  const [field, operator, raw] = parts as [string, string, string];
  const value = raw.trim();
  if (!value) return null;
  if (includes(INVENTORY_TEXT_FIELDS, field)) return textFilter(field, operator, value, 'filter');
  if (includes(INVENTORY_NUMBER_FIELDS, field)) {
    if (!includes(NUMBER_OPERATORS, operator)) {
      throw new ValidationFailed(LIST_ERRORS.numberOperator(field), { field: 'filter' });
    }
    if (!/^-?\d{1,9}$/.test(value))
      throw new ValidationFailed(LIST_ERRORS.number(field), { field: 'filter' });
    return { kind: 'number', field, operator, value: Number(value) };
  }
  throw new ValidationFailed(LIST_ERRORS.filterField, { field: 'filter' });
}

function parseSort(text: string | undefined): InventoryPageRequest['sort'] {
  if (!text?.trim()) return { field: 'sku', direction: 'asc' };
  const parts = splitColons(text.trim(), 2);
  const [field, direction = 'asc'] = parts ?? [text.trim()];
  if (!field || !includes(INVENTORY_SORT_FIELDS, field) || (direction !== 'asc' && direction !== 'desc')) {
    throw new ValidationFailed(LIST_ERRORS.sort, { field: 'sort' });
  }
  return { field, direction };
}

export function inventoryPageRequest(query: InventoryListQuery): InventoryPageRequest {
  const limit = query.limit ?? INVENTORY_DEFAULT_LIMIT;
  const filterTexts =
    query.filter === undefined ? [] : Array.isArray(query.filter) ? query.filter : [query.filter];
  const filters = filterTexts.map(parseFilter).filter((f): f is InventoryFilter => f !== null);
  // Spec point 7's rule: a search applies only when its field and its value are both non-empty after trimming.
  const searchField = query['search[field]']?.trim() ?? '';
  const searchValue = query['search[value]']?.trim() ?? '';
  if (searchField && searchValue) {
    if (!includes(INVENTORY_TEXT_FIELDS, searchField)) {
      throw new ValidationFailed(LIST_ERRORS.searchField, { field: 'search[field]' });
    }
    filters.push(
      textFilter(searchField, query['search[operator]'] ?? 'contains', searchValue, 'search[value]'),
    );
  }
  const warehouseId = query.warehouseId?.trim();
  return {
    limit,
    offset: ((query.page ?? 1) - 1) * limit,
    sort: parseSort(query.sort),
    filters,
    ...(warehouseId ? { warehouseId } : {}),
    lowStock: query.lowStock === true,
  };
}
