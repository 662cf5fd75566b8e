import type { IntlShape } from 'react-intl';
import { TextField } from '@mui/material';
import type { ReceivingOrderStatus, ReceivingOrderSummary } from '@estiba/api/contract';
import type { ListColumn } from '@estiba/shared/list';
import { ReceivingOrderStatusChip } from './StatusChip';

type Column = ListColumn<ReceivingOrderSummary>;

/** The free search's fields of both receiving order lists (spec point 3's search field and value). */
export const RECEIVING_ORDER_SEARCH_FIELDS = [
  'number',
  'sku',
  'productName',
  'trackingNumber',
  'carrierName',
] as const;

export const receivingOrderSearchFields = (intl: IntlShape) =>
  RECEIVING_ORDER_SEARCH_FIELDS.map((field) => ({
    field,
    label: intl.formatMessage({ id: `inventory.orders.search.${field}` }),
  }));

/**
 * The columns of a receiving order list, the merchant's (`/inventory-orders`) and the staff's (`/receiving`)
 * alike: `party` (the warehouse for a merchant, the client for staff) comes after the reference, `more` at the
 * end. The API lists newest first and filters by the fields above the list only, so none sorts or filters.
 */
export function receivingOrderColumns(
  intl: IntlShape,
  { party, more = [] }: { party: Column; more?: Column[] },
): Column[] {
  const text = (id: string) => intl.formatMessage({ id });
  const described: Column[] = [
    { field: 'reference', headerName: text('inventory.orders.columns.reference'), minWidth: 110 },
    party,
    {
      field: 'status',
      headerName: text('inventory.orders.columns.status'),
      minWidth: 140,
      renderCell: ({ row }) => <ReceivingOrderStatusChip status={row.status} />,
      valueFormatter: (value: ReceivingOrderStatus) => text(`inventory.common.status.${value}`),
    },
    {
      field: 'boxes',
      headerName: text('inventory.orders.columns.boxes'),
      minWidth: 150,
      valueGetter: (_value, row) =>
        intl.formatMessage(
          { id: 'inventory.orders.boxesReceived' },
          { received: row.boxes.received + row.boxes.with_discrepancy, total: row.boxes.total },
        ) +
        (row.boxes.with_discrepancy
          ? ` · ${intl.formatMessage({ id: 'inventory.orders.discrepancies' }, { count: row.boxes.with_discrepancy })}`
          : ''),
    },
    {
      field: 'unitsExpected',
      headerName: text('inventory.orders.columns.unitsExpected'),
      type: 'number',
      minWidth: 110,
    },
    {
      field: 'unitsReceived',
      headerName: text('inventory.orders.columns.unitsReceived'),
      type: 'number',
      minWidth: 110,
    },
    {
      field: 'arrivalDate',
      headerName: text('inventory.orders.columns.arrivalDate'),
      type: 'date',
      minWidth: 130,
      // A calendar date, not an instant: read at noon so no time zone moves it to another day.
      valueGetter: (value: string) => new Date(`${value}T12:00:00`),
    },
    ...more,
  ];
  return described.map((column) => ({ ...column, sortable: false, filterable: false }));
}

/** A filter beside a list: a native select whose first option means "any" (the address keeps the choice). */
export function ListFilterSelect({
  label,
  anyLabel,
  value,
  options,
  onChange,
}: {
  label: string;
  anyLabel: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 200 }}
    >
      <option value="">{anyLabel}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
