import { useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert, Box, Typography } from '@mui/material';
import type { ReceivingOrderStatus, ReceivingOrderSummary } from '@estiba/api/contract';
import { DomainList, listParamKeys, type ListQuery } from '@estiba/shared/list';
import {
  ListFilterSelect,
  receivingOrderColumns,
  receivingOrderSearchFields,
  useReceivingEvents,
} from '../inventory-common';
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
 * Live: the socket's receiving events for the warehouse (a merchant sent inventory, a colleague received a box)
 * load the page shown again.
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

  const [reloadKey, setReloadKey] = useState(0);
  // A merchant sends inventory, a colleague marks an order arrived or receives a box: the page shown loads again.
  useReceivingEvents(() => setReloadKey((key) => key + 1));

  const columns = useMemo(
    () =>
      receivingOrderColumns(intl, {
        party: {
          field: 'client',
          headerName: intl.formatMessage({ id: 'inventory.receiving.columns.client' }),
          flex: 1,
          minWidth: 160,
          valueGetter: (_value, row) => row.client.name,
        },
      }),
    [intl],
  );
  const searchFields = useMemo(() => receivingOrderSearchFields(intl), [intl]);

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
        <ListFilterSelect
          label={intl.formatMessage({ id: 'inventory.orders.columns.status' })}
          anyLabel={intl.formatMessage({ id: 'inventory.receiving.filters.anyStatus' })}
          value={status}
          options={STATUSES.map((value) => ({
            value,
            label: intl.formatMessage({ id: `inventory.common.status.${value}` }),
          }))}
          onChange={setStatus}
        />
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
        reloadKey={reloadKey}
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
