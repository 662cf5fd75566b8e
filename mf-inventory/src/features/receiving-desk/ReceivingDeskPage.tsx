import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert, Box, TextField, Typography } from '@mui/material';
import type { ReceivingOrderStatus, ReceivingOrderSummary } from '@estiba/api/contract';
import { DomainList, listParamKeys, type ListColumn, type ListQuery } from '@estiba/shared/list';
import { ReceivingOrderStatusChip } from '../inventory-common';
import { BarcodeScanField } from './BarcodeScanField';
import { fetchStaffReceivingOrders } from './receivingDesk.api';

export const RECEIVING_DESK_LIST_ID = 'receiving';
const STATUS_KEY = `${RECEIVING_DESK_LIST_ID}.status`;
const OUTSIDE_FILTER_KEYS: readonly string[] = [STATUS_KEY];
const STATUSES: ReceivingOrderStatus[] = [
  'draft',
  'in_transit',
  'arrived',
  'receiving',
  'received',
  'cancelled',
];
const SEARCH_FIELDS = ['number', 'sku', 'productName', 'trackingNumber', 'carrierName'] as const;

/** What the box screen hands back after a box was received: the desk says so above the scan field. */
export interface ReceivedBoxNotice {
  receivedBox: { barcode: string; discrepancy: boolean };
}

function isNotice(state: unknown): state is ReceivedBoxNotice {
  return Boolean(state && typeof state === 'object' && 'receivedBox' in state);
}

/**
 * `/receiving` (warehouse staff): the scan field that opens a box, and every client's receiving orders at the
 * staff user's warehouse through the shared list, filtered by status and searched; the address keeps the view.
 */
export function ReceivingDeskPage() {
  const intl = useIntl();
  const { state } = useLocation();
  const [params, setParams] = useSearchParams();
  const status = params.get(STATUS_KEY) ?? '';

  const setStatus = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(STATUS_KEY, value);
        else next.delete(STATUS_KEY);
        next.delete(listParamKeys(RECEIVING_DESK_LIST_ID).page);
        return next;
      },
      { replace: true },
    );

  const columns = useMemo<ListColumn<ReceivingOrderSummary>[]>(() => {
    const described: ListColumn<ReceivingOrderSummary>[] = [
      {
        field: 'reference',
        headerName: intl.formatMessage({ id: 'inventory.orders.columns.reference' }),
        minWidth: 110,
      },
      {
        field: 'client',
        headerName: intl.formatMessage({ id: 'inventory.receiving.columns.client' }),
        flex: 1,
        minWidth: 160,
        valueGetter: (_value, row) => row.client.name,
      },
      {
        field: 'status',
        headerName: intl.formatMessage({ id: 'inventory.orders.columns.status' }),
        minWidth: 140,
        renderCell: ({ row }) => <ReceivingOrderStatusChip status={row.status} />,
        valueFormatter: (value: ReceivingOrderStatus) =>
          intl.formatMessage({ id: `inventory.common.status.${value}` }),
      },
      {
        field: 'boxes',
        headerName: intl.formatMessage({ id: 'inventory.orders.columns.boxes' }),
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
        headerName: intl.formatMessage({ id: 'inventory.orders.columns.unitsExpected' }),
        type: 'number',
        minWidth: 110,
      },
      {
        field: 'unitsReceived',
        headerName: intl.formatMessage({ id: 'inventory.orders.columns.unitsReceived' }),
        type: 'number',
        minWidth: 110,
      },
      {
        field: 'arrivalDate',
        headerName: intl.formatMessage({ id: 'inventory.orders.columns.arrivalDate' }),
        type: 'date',
        minWidth: 130,
        // A calendar date, not an instant: read at noon so no time zone moves it to another day.
        valueGetter: (value: string) => new Date(`${value}T12:00:00`),
      },
    ];
    // The API lists newest first and filters by status and the free search only.
    return described.map((column) => ({ ...column, sortable: false, filterable: false }));
  }, [intl]);

  const searchFields = useMemo(
    () =>
      SEARCH_FIELDS.map((field) => ({
        field,
        label: intl.formatMessage({ id: `inventory.orders.search.${field}` }),
      })),
    [intl],
  );

  const notice = isNotice(state) ? state.receivedBox : null;

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        <FormattedMessage id="inventory.receiving.title" />
      </Typography>
      {notice && (
        <Alert severity={notice.discrepancy ? 'warning' : 'success'} role="status" sx={{ mb: 2 }}>
          <FormattedMessage
            id={
              notice.discrepancy
                ? 'inventory.receiving.receivedWithDiscrepancy'
                : 'inventory.receiving.received'
            }
            values={{ barcode: notice.barcode }}
          />
        </Alert>
      )}
      <BarcodeScanField />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', my: 2 }}>
        <TextField
          select
          size="small"
          label={intl.formatMessage({ id: 'inventory.orders.columns.status' })}
          value={status}
          onChange={(event) => setStatus(event.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 200 }}
        >
          <option value="">{intl.formatMessage({ id: 'inventory.receiving.filters.anyStatus' })}</option>
          {STATUSES.map((value) => (
            <option key={value} value={value}>
              {intl.formatMessage({ id: `inventory.common.status.${value}` })}
            </option>
          ))}
        </TextField>
      </Box>
      <DomainList<ReceivingOrderSummary>
        listId={RECEIVING_DESK_LIST_ID}
        label={intl.formatMessage({ id: 'inventory.receiving.listLabel' })}
        columns={columns}
        load={(query: ListQuery) => fetchStaffReceivingOrders(query, status)}
        getRowId={(row) => row.id}
        getRowHref={(row) => `/receiving/orders/${encodeURIComponent(row.id)}`}
        searchFields={searchFields}
        outsideFilterKeys={OUTSIDE_FILTER_KEYS}
        emptyState={{
          title: intl.formatMessage({ id: 'inventory.receiving.empty.title' }),
          text: intl.formatMessage({ id: 'inventory.receiving.empty.text' }),
        }}
        exportFileName="receiving-orders"
      />
    </Box>
  );
}

export default ReceivingDeskPage;
