// A list column as the pages describe it, turned into the Data Grid's column: its filter operators
// are ours (spec point 9), applied by the server, so the grid never filters rows itself.
import {
  GridFilterInputDate,
  GridFilterInputValue,
  type GridActionsColDef,
  type GridColDef,
  type GridFilterOperator,
  type GridMultiSelectColDef,
  type GridSingleSelectColDef,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import type { IntlShape } from 'react-intl';
import { operatorMessageId, operatorsForType, type ListColumnType, type ListOperator } from './operators';

/** The grid's plain column (not an actions or select column, which have filters of their own). */
type PlainColDef<Row extends GridValidRowModel> = Exclude<
  GridColDef<Row>,
  GridActionsColDef<Row> | GridSingleSelectColDef<Row> | GridMultiSelectColDef<Row>
>;

/**
 * An operator with one of the grid's inputs. Its input props are `any` as in the grid's own column type
 * (`filterOperators: GridFilterOperator<R, V, F, any>[]`): the text and date inputs take different props.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ListFilterOperator<Row extends GridValidRowModel> = GridFilterOperator<Row, unknown, unknown, any>;

/**
 * One column of a list: the Data Grid's column description with our type and operators. `type` says how
 * the column filters and sorts (text by default); `operators` narrows the filter to some of its type's;
 * `filterable: false` or `sortable: false` turn those off for the column; `hiddenByDefault` leaves it out
 * until the person shows it (their choice is then kept). The CSV download writes each cell's formatted
 * value: a column drawn by `renderCell` (a status chip) needs a `valueFormatter` to say the same in text.
 */
export type ListColumn<Row extends GridValidRowModel> = Omit<PlainColDef<Row>, 'type' | 'filterOperators'> & {
  type?: ListColumnType;
  operators?: readonly ListOperator[];
  hiddenByDefault?: boolean;
};

/** The filter panel's value input for a column type, as the grid's built-in operators use them. */
function inputFor<Row extends GridValidRowModel>(
  type: ListColumnType,
): Pick<ListFilterOperator<Row>, 'InputComponent' | 'InputComponentProps'> {
  switch (type) {
    case 'number':
      return { InputComponent: GridFilterInputValue, InputComponentProps: { type: 'number' } };
    case 'date':
      return { InputComponent: GridFilterInputDate, InputComponentProps: { type: 'date' } };
    case 'dateTime':
      return { InputComponent: GridFilterInputDate, InputComponentProps: { type: 'datetime-local' } };
    default:
      return { InputComponent: GridFilterInputValue };
  }
}

export function gridFilterOperators<Row extends GridValidRowModel>(
  type: ListColumnType,
  operators: readonly ListOperator[],
  intl: IntlShape,
): ListFilterOperator<Row>[] {
  return operators.map((operator) => ({
    value: operator,
    label: intl.formatMessage({ id: operatorMessageId(operator) }),
    // The server filters (filterMode="server"): the grid must not filter the page it was given.
    getApplyFilterFn: () => null,
    ...inputFor<Row>(type),
  }));
}

/** The API sends dates as text; the grid's date columns want Date objects. */
function toDate(value: unknown): Date | null {
  if (value instanceof Date) return value;
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function toGridColumn<Row extends GridValidRowModel>(
  column: ListColumn<Row>,
  intl: IntlShape,
): GridColDef<Row> {
  const { type = 'string', operators, hiddenByDefault: _hidden, ...rest } = column;
  const allowed = operatorsForType(type);
  const chosen = (operators ?? allowed).filter((operator) => allowed.includes(operator));
  const isDate = type === 'date' || type === 'dateTime';
  const gridColumn: PlainColDef<Row> = {
    ...rest,
    type,
    filterable: column.filterable !== false && chosen.length > 0,
    filterOperators: gridFilterOperators<Row>(type, chosen, intl),
  };
  if (isDate && !column.valueGetter) gridColumn.valueGetter = (value: unknown) => toDate(value);
  return gridColumn;
}
