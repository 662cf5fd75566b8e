// The filter operators of spec point 9 (contains, starts-with, ends-with, matches, greater-than,
// less-than) plus equals for numbers and dates: the one vocabulary of the URL, the grid and the API.

export const LIST_OPERATORS = [
  'contains',
  'starts-with',
  'ends-with',
  'matches',
  'greater-than',
  'less-than',
  'equals',
] as const;

/**
 * - `contains`, `starts-with`, `ends-with`: the text appears anywhere / at the start / at the end, ignoring case.
 * - `matches`: a regular expression the whole text must match, ignoring case (plain text is an exact match).
 * - `greater-than`, `less-than`, `equals`: compare numbers, or dates (a later date is greater).
 */
export type ListOperator = (typeof LIST_OPERATORS)[number];

/** How a column's values are compared: text, number, calendar date, or point in time. */
export type ListColumnType = 'string' | 'number' | 'date' | 'dateTime';

const TEXT_OPERATORS: readonly ListOperator[] = ['contains', 'starts-with', 'ends-with', 'matches'];
const ORDERED_OPERATORS: readonly ListOperator[] = ['greater-than', 'less-than', 'equals'];

const OPERATORS_BY_TYPE: Readonly<Record<ListColumnType, readonly ListOperator[]>> = {
  string: TEXT_OPERATORS,
  number: ORDERED_OPERATORS,
  date: ORDERED_OPERATORS,
  dateTime: ORDERED_OPERATORS,
};

/** The operators a column of `type` may offer, in the order the filter panel lists them. */
export function operatorsForType(type: ListColumnType): readonly ListOperator[] {
  return OPERATORS_BY_TYPE[type];
}

export function isListOperator(value: unknown): value is ListOperator {
  return typeof value === 'string' && (LIST_OPERATORS as readonly string[]).includes(value);
}

/** The message id of an operator's label (`list.operator.starts-with`). */
export const operatorMessageId = (operator: ListOperator) => `list.operator.${operator}`;
