import { useSearchParams } from 'react-router-dom';
import { useIntl } from 'react-intl';
import { Box, Button, TextField } from '@mui/material';
import { listParamKeys } from '@estiba/shared/list';
import {
  NO_ORDER_FILTERS,
  statusMessageId,
  type EcommerceStatus,
  type FulfillmentStatus,
  type OrderFilters,
  type OrderListFilters,
  type WarehouseStatus,
} from '../orders-common';

/** Where each filter lives in the address (`/orders?orders.warehouseStatus=no_stock`), so a view can be shared. */
export const ORDER_FILTER_KEYS: Record<keyof OrderListFilters, string> = {
  shopName: 'orders.shopName',
  warehouseName: 'orders.warehouseName',
  warehouseStatus: 'orders.warehouseStatus',
  ecommerceStatus: 'orders.ecommerceStatus',
  fulfillmentStatus: 'orders.fulfillmentStatus',
  createdFrom: 'orders.createdAt.from',
  createdTo: 'orders.createdAt.to',
};

// Each status column's words (the contract's lists), offered even before the filters' values arrive.
export const WAREHOUSE_STATUSES: readonly WarehouseStatus[] = [
  'no_stock',
  'ready_to_pick',
  'picking',
  'packing',
  'ready_to_ship',
  'shipped',
  'delivered',
  'returned',
];
export const FULFILLMENT_STATUSES: readonly FulfillmentStatus[] = [
  'pending',
  'processing',
  'fulfilled',
  'cancelled',
  'deleted',
];
export const ECOMMERCE_STATUSES: readonly EcommerceStatus[] = [
  'unfulfilled',
  'partially_fulfilled',
  'fulfilled',
  'cancelled',
  'refunded',
];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters the address describes; a malformed day is left out. */
export function readOrderFilters(params: URLSearchParams): OrderListFilters {
  const read = (key: keyof OrderListFilters) => params.get(ORDER_FILTER_KEYS[key])?.trim() ?? '';
  const day = (key: 'createdFrom' | 'createdTo') => (DAY.test(read(key)) ? read(key) : '');
  return {
    shopName: read('shopName'),
    warehouseName: read('warehouseName'),
    warehouseStatus: read('warehouseStatus'),
    ecommerceStatus: read('ecommerceStatus'),
    fulfillmentStatus: read('fulfillmentStatus'),
    createdFrom: day('createdFrom'),
    createdTo: day('createdTo'),
  };
}

const union = (fixed: readonly string[], more: readonly string[] | undefined, chosen: string) => [
  ...new Set([...fixed, ...(more ?? []), ...(chosen ? [chosen] : [])]),
];

/**
 * The filters of spec point 3 above the list: shop, warehouse, the three statuses (the FAQ's Warehouse
 * Status filter first) and the created days, from and to. Choosing one goes back to the first page.
 */
export function OrderFiltersBar({
  filters,
  values,
}: {
  filters: OrderListFilters;
  /** `GET client/orders/filters`'s answer; null until it arrives. */
  values: OrderFilters | null;
}) {
  const intl = useIntl();
  const [, setParams] = useSearchParams();
  const label = (key: keyof OrderListFilters) => intl.formatMessage({ id: `orders.list.filters.${key}` });
  const any = intl.formatMessage({ id: 'orders.list.filters.any' });

  const setFilter = (key: keyof OrderListFilters, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value.trim()) next.set(ORDER_FILTER_KEYS[key], value);
        else next.delete(ORDER_FILTER_KEYS[key]);
        next.delete(listParamKeys('orders').page);
        return next;
      },
      { replace: true },
    );
  const clear = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const key of Object.values(ORDER_FILTER_KEYS)) next.delete(key);
        next.delete(listParamKeys('orders').page);
        return next;
      },
      { replace: true },
    );
  const chosen = Object.entries(filters).some(
    ([key, value]) => value !== NO_ORDER_FILTERS[key as keyof OrderListFilters],
  );

  const select = (
    key: keyof OrderListFilters,
    options: readonly string[],
    word = (value: string) => value,
  ) => (
    <TextField
      key={key}
      select
      size="small"
      label={label(key)}
      value={filters[key]}
      onChange={(event) => setFilter(key, event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 170 }}
    >
      <option value="">{any}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {word(option)}
        </option>
      ))}
    </TextField>
  );
  const status = (column: 'warehouse' | 'fulfillment' | 'ecommerce') => (value: string) =>
    intl.formatMessage({ id: statusMessageId(column, value) });
  const day = (key: 'createdFrom' | 'createdTo') => (
    <TextField
      key={key}
      type="date"
      size="small"
      label={label(key)}
      value={filters[key]}
      onChange={(event) => setFilter(key, event.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ minWidth: 160 }}
    />
  );

  return (
    <Box
      component="section"
      aria-label={intl.formatMessage({ id: 'orders.list.filters.title' })}
      sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', my: 2 }}
    >
      {select(
        'warehouseStatus',
        union(WAREHOUSE_STATUSES, values?.warehouseStatus, filters.warehouseStatus),
        status('warehouse'),
      )}
      {select(
        'fulfillmentStatus',
        union(FULFILLMENT_STATUSES, values?.fulfillmentStatus, filters.fulfillmentStatus),
        status('fulfillment'),
      )}
      {select(
        'ecommerceStatus',
        union(ECOMMERCE_STATUSES, values?.ecommerceStatus, filters.ecommerceStatus),
        status('ecommerce'),
      )}
      {select('shopName', union([], values?.shopName, filters.shopName))}
      {select('warehouseName', union([], values?.warehouseName, filters.warehouseName))}
      {day('createdFrom')}
      {day('createdTo')}
      {chosen && <Button onClick={clear}>{intl.formatMessage({ id: 'orders.list.filters.clear' })}</Button>}
    </Box>
  );
}
