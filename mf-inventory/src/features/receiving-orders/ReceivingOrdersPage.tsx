import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { Box, Button, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Link as RouterLink } from 'react-router-dom';
import type { BoxStatus, ReceivingOrderSummary } from '@estiba/api/contract';
import { DomainList, listParamKeys, type ListQuery } from '@estiba/shared/list';
import {
  fetchWarehouses,
  ListFilterSelect,
  receivingOrderColumns,
  receivingOrderSearchFields,
  useReceivingEvents,
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
  useReceivingEvents(reload);

  const columns = useMemo(
    () =>
      receivingOrderColumns(intl, {
        party: {
          field: 'warehouseName',
          headerName: intl.formatMessage({ id: 'inventory.common.warehouse' }),
          flex: 1,
          minWidth: 140,
        },
        more: [
          {
            field: 'createdAt',
            headerName: intl.formatMessage({ id: 'inventory.orders.columns.createdAt' }),
            type: 'dateTime',
            minWidth: 170,
          },
        ],
      }),
    [intl],
  );
  const searchFields = useMemo(() => receivingOrderSearchFields(intl), [intl]);
  // A name in the address that the API no longer lists stays choosable, so the select shows what filters.
  const warehouseOptions = warehouses.map((warehouse) => ({ value: warehouse.name, label: warehouse.name }));
  if (warehouseName && !warehouses.some((warehouse) => warehouse.name === warehouseName)) {
    warehouseOptions.push({ value: warehouseName, label: warehouseName });
  }

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
        <ListFilterSelect
          label={intl.formatMessage({ id: 'inventory.common.warehouse' })}
          anyLabel={intl.formatMessage({ id: 'inventory.orders.filters.allWarehouses' })}
          value={warehouseName}
          options={warehouseOptions}
          onChange={(value) => setFilter('warehouseName', value)}
        />
        <ListFilterSelect
          label={intl.formatMessage({ id: 'inventory.orders.filters.boxStatus' })}
          anyLabel={intl.formatMessage({ id: 'inventory.orders.filters.anyBoxStatus' })}
          value={boxStatus}
          options={BOX_STATUSES.map((status) => ({
            value: status,
            label: intl.formatMessage({ id: `inventory.common.boxStatus.${status}` }),
          }))}
          onChange={(value) => setFilter('boxStatus', value)}
        />
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
