import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { Box, Button, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Link as RouterLink } from 'react-router-dom';
import type { BoxStatus, ReceivingOrderSummary } from '@estiba/api/contract';
import { DomainList, listParamKeys, type ListColumn, type ListQuery } from '@estiba/shared/list';
import {
  fetchWarehouses,
  ReceivingOrderStatusChip,
  useBusEvent,
  type WarehouseSummary,
} from '../inventory-common';
import { fetchReceivingOrders, type ReceivingOrderFilters } from './receivingOrders.api';

export const RECEIVING_ORDERS_LIST_ID = 'inventoryOrders';
const BOX_STATUSES: BoxStatus[] = ['pending', 'in_transit', 'received', 'with_discrepancy'];
const FILTER_KEYS = {
  warehouseName: `${RECEIVING_ORDERS_LIST_ID}.warehouseName`,
  boxStatus: `${RECEIVING_ORDERS_LIST_ID}.boxStatus`,
} as const;

/**
 * `/inventory-orders` (toolbar 'Send Inventory to Warehouse'): the merchant's receiving orders through the shared
 * list, with spec point 3's filters (warehouse, box status, free search), status chips and paging; the address
 * keeps the view. Receiving events on the socket reload the page shown.
 */
export function ReceivingOrdersPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const filters: ReceivingOrderFilters = {
    warehouseName: params.get(FILTER_KEYS.warehouseName) ?? '',
    boxStatus: params.get(FILTER_KEYS.boxStatus) ?? '',
  };
  const [warehouses, setWarehouses] = useState<WarehouseSummary[]>([]);
  const [reloadKey, setReloadKey] = useState(0);

  useEffect(() => {
    let live = true;
    // The warehouse filter lists the names the API knows; without them the list still works unfiltered.
    fetchWarehouses().then(
      (list) => live && setWarehouses(list),
      (error: unknown) => console.warn('warehouses for the filter could not be loaded', error),
    );
    return () => {
      live = false;
    };
  }, []);

  const setFilter = (key: keyof ReceivingOrderFilters, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value.trim()) next.set(FILTER_KEYS[key], value);
        else next.delete(FILTER_KEYS[key]);
        // Another filter: back to the first page.
        next.delete(listParamKeys(RECEIVING_ORDERS_LIST_ID).page);
        return next;
      },
      { replace: true },
    );

  const { warehouseName, boxStatus } = filters;
  const load = useCallback(
    (query: ListQuery) => fetchReceivingOrders(query, { warehouseName, boxStatus }),
    [warehouseName, boxStatus],
  );

  const reload = () => setReloadKey((key) => key + 1);
  useBusEvent('receiving_order.status_changed', reload);
  useBusEvent('receiving_box.received', reload);

  const columns = useMemo<ListColumn<ReceivingOrderSummary>[]>(() => {
    const described: ListColumn<ReceivingOrderSummary>[] = [
      {
        field: 'reference',
        headerName: intl.formatMessage({ id: 'inventory.orders.columns.reference' }),
        minWidth: 110,
      },
      {
        field: 'warehouseName',
        headerName: intl.formatMessage({ id: 'inventory.common.warehouse' }),
        flex: 1,
        minWidth: 140,
      },
      {
        field: 'status',
        headerName: intl.formatMessage({ id: 'inventory.orders.columns.status' }),
        minWidth: 140,
        renderCell: ({ row }) => <ReceivingOrderStatusChip status={row.status} />,
        valueFormatter: (value: ReceivingOrderSummary['status']) =>
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
      {
        field: 'createdAt',
        headerName: intl.formatMessage({ id: 'inventory.orders.columns.createdAt' }),
        type: 'dateTime',
        minWidth: 170,
      },
    ];
    // The API lists newest first and filters by the fields above the list only.
    return described.map((column) => ({ ...column, sortable: false, filterable: false }));
  }, [intl]);

  const searchFields = useMemo(
    () =>
      (['number', 'sku', 'productName', 'trackingNumber', 'carrierName'] as const).map((field) => ({
        field,
        label: intl.formatMessage({ id: `inventory.orders.search.${field}` }),
      })),
    [intl],
  );

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          flexWrap: 'wrap',
          gap: 2,
        }}
      >
        <Typography component="h1" variant="h5">
          <FormattedMessage id="inventory.orders.title" />
        </Typography>
        <Button component={RouterLink} to="/send-inventory" variant="contained" startIcon={<AddIcon />}>
          <FormattedMessage id="inventory.nav.sendInventory" />
        </Button>
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', my: 2 }}>
        <TextField
          select
          size="small"
          label={intl.formatMessage({ id: 'inventory.common.warehouse' })}
          value={filters.warehouseName}
          onChange={(event) => setFilter('warehouseName', event.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 200 }}
        >
          <option value="">{intl.formatMessage({ id: 'inventory.orders.filters.allWarehouses' })}</option>
          {warehouses.map((warehouse) => (
            <option key={warehouse.id} value={warehouse.name}>
              {warehouse.name}
            </option>
          ))}
          {filters.warehouseName &&
            !warehouses.some((warehouse) => warehouse.name === filters.warehouseName) && (
              <option value={filters.warehouseName}>{filters.warehouseName}</option>
            )}
        </TextField>
        <TextField
          select
          size="small"
          label={intl.formatMessage({ id: 'inventory.orders.filters.boxStatus' })}
          value={filters.boxStatus}
          onChange={(event) => setFilter('boxStatus', event.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 200 }}
        >
          <option value="">{intl.formatMessage({ id: 'inventory.orders.filters.anyBoxStatus' })}</option>
          {BOX_STATUSES.map((status) => (
            <option key={status} value={status}>
              {intl.formatMessage({ id: `inventory.common.boxStatus.${status}` })}
            </option>
          ))}
        </TextField>
      </Box>
      <DomainList<ReceivingOrderSummary>
        listId={RECEIVING_ORDERS_LIST_ID}
        label={intl.formatMessage({ id: 'inventory.orders.title' })}
        columns={columns}
        load={load}
        getRowId={(row) => row.id}
        getRowHref={(row) => `/inventory-orders/${encodeURIComponent(row.id)}`}
        searchFields={searchFields}
        // The filters above the list are not part of its query: a change must load again too.
        reloadKey={`${warehouseName}|${boxStatus}|${reloadKey}`}
        emptyState={{
          title: intl.formatMessage({ id: 'inventory.orders.empty.title' }),
          text: intl.formatMessage({ id: 'inventory.orders.empty.text' }),
          action: { label: intl.formatMessage({ id: 'inventory.nav.sendInventory' }), to: '/send-inventory' },
        }}
        exportFileName="receiving-orders"
      />
    </Box>
  );
}
