import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert, Box, Button, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { bus } from '@estiba/shared';
import { DomainList, type ListColumn, type ListQuery, type ListRowsUpdater } from '@estiba/shared/list';
import {
  failureMessage,
  fetchOrder,
  fetchOrderFilters,
  fetchOrders,
  formatInstant,
  formatMinor,
  OrderStatusChip,
  processOrder,
  statusMessageId,
  summaryOf,
  UiText,
  useBusEvent,
  type OrderFilters,
  type OrderSummary,
  type UiMessage,
} from '../orders-common';
import { BulkActions } from './BulkActions';
import { OrderFiltersBar, ORDER_FILTER_KEYS, readOrderFilters } from './OrderFiltersBar';
import { SavedViews } from './SavedViews';
import { AutomaticOrders } from '../automatic-orders';
import { StartProcessButton } from './StartProcessButton';

export const ORDERS_LIST_ID = 'orders';
/** Spec point 8 and 9: an order-list failure shows its message for 4 s. */
export const ORDER_LIST_ERROR_MS = 4000;
/** The API's sort keys (ORDER_SORT_KEYS in the contract); the other columns do not sort. */
const SORTABLE = new Set(['createdAt', 'reference', 'customerName', 'totalMinor']);
const SEARCH_FIELDS = [
  'reference',
  'number',
  'customerName',
  'customerEmail',
  'sku',
  'trackingNumber',
] as const;
/** Only orders not yet processing can be sent to process or deleted in bulk. */
const isBulkSelectable = (order: OrderSummary) => order.fulfillmentStatus === 'pending';

/**
 * `/orders` (toolbar 'Orders'): every order of every shop through spec point 3's `GET client/orders`, with
 * its filters (shop, warehouse, the three statuses, created between two days), sort and free search, the
 * address keeping the view; saved views (named filters, one's own or the team's) apply them at once.
 * Start Process on orders waiting for stock that now have it (FAQ); bulk Send to
 * process and Delete with each order's outcome; live status changes refresh their rows.
 */
export function OrdersListPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const filters = readOrderFilters(params);
  const filtersKey = JSON.stringify(filters);
  const [filterValues, setFilterValues] = useState<OrderFilters | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  const [selected, setSelected] = useState<string[]>([]);
  const [rowFailure, setRowFailure] = useState<UiMessage | null>(null);
  const [startingId, setStartingId] = useState<string | null>(null);
  const reload = () => setReloadKey((key) => key + 1);

  useEffect(() => {
    let live = true;
    // Spec point 7: the filters' values come from `GET client/orders/filters`; without them the statuses
    // still offer their fixed words and the list works unfiltered.
    fetchOrderFilters().then(
      (values) => live && setFilterValues(values),
      (error: unknown) => console.warn('the order filters could not be loaded', error),
    );
    return () => {
      live = false;
    };
  }, []);

  const load = useCallback(
    async (query: ListQuery) => {
      const sort = query.sort
        ? `${query.sort.direction === 'desc' ? '-' : ''}${query.sort.field}`
        : undefined;
      try {
        const answer = await fetchOrders({
          page: query.page,
          limit: query.limit,
          sort,
          search: query.search,
          filters: JSON.parse(filtersKey) as typeof filters,
        });
        // Past 10,000 orders the API stops counting: the pager reads "10,000+".
        return {
          rows: answer.orders,
          totalRows: answer.totalRows,
          totalRowsExact: answer.totalRowsExact ?? true,
        };
      } catch (error) {
        // Spec point 8: "Order list failure: Error message for 4 s, from the error or server message."
        const message = failureMessage(error);
        bus.emit('notify', { ...message, severity: 'error', autoHideMs: ORDER_LIST_ERROR_MS });
        throw error;
      }
    },
    [filtersKey],
  );

  // A new page, filter or reload starts with nothing ticked: the ticks were on rows no longer shown.
  useEffect(() => setSelected([]), [filtersKey, reloadKey]);

  const startProcess = useCallback(async (order: OrderSummary) => {
    setStartingId(order.id);
    setRowFailure(null);
    try {
      await processOrder(order.id);
      reload();
    } catch (error) {
      setRowFailure(failureMessage(error));
    } finally {
      setStartingId(null);
    }
  }, []);

  // Live: a status change refreshes its row in place (when shown); a new order loads the page again.
  const shown = useRef<ReadonlyMap<string, string>>(new Map());
  const shownNow = useRef<ReadonlySet<string>>(new Set());
  const onRowsChange = useCallback((rows: readonly OrderSummary[]) => {
    shownNow.current = new Set(rows.map((row) => row.id));
    // Another page: ticks on rows no longer shown would act on orders the person cannot see.
    setSelected((ticked) => {
      const kept = ticked.filter((id) => shownNow.current.has(id));
      return kept.length === ticked.length ? ticked : kept;
    });
    // References stay known after a reload, for the bulk outcomes of orders that left the page.
    shown.current = new Map([...shown.current, ...rows.map((row) => [row.id, row.reference] as const)]);
  }, []);
  const liveUpdates = useCallback(
    (updateRows: ListRowsUpdater<OrderSummary>) =>
      bus.on('order.status_changed', ({ orderId }) => {
        if (!shownNow.current.has(orderId)) return;
        fetchOrder(orderId).then(
          (order) => updateRows((rows) => rows.map((row) => (row.id === orderId ? summaryOf(order) : row))),
          (error: unknown) => console.warn('a changed order could not be refreshed', error),
        );
      }),
    [],
  );
  useBusEvent('order.created', reload);

  const columns = useMemo<ListColumn<OrderSummary>[]>(() => {
    const locale = intl.locale;
    const status = (column: 'fulfillment' | 'warehouse' | 'ecommerce', field: keyof OrderSummary) =>
      ({
        field,
        headerName: intl.formatMessage({ id: `orders.list.columns.${field}` }),
        minWidth: 150,
        renderCell: ({ row }) => <OrderStatusChip column={column} status={row[field] as never} />,
        valueFormatter: (value: string | null) =>
          value ? intl.formatMessage({ id: statusMessageId(column, value) }) : '',
      }) satisfies ListColumn<OrderSummary>;
    const described: ListColumn<OrderSummary>[] = [
      {
        field: 'reference',
        headerName: intl.formatMessage({ id: 'orders.list.columns.reference' }),
        minWidth: 110,
      },
      {
        field: 'shopName',
        headerName: intl.formatMessage({ id: 'orders.list.columns.shopName' }),
        minWidth: 130,
        valueFormatter: (value: string | null) => value ?? intl.formatMessage({ id: 'orders.list.noShop' }),
      },
      {
        field: 'warehouseName',
        headerName: intl.formatMessage({ id: 'orders.list.columns.warehouseName' }),
        minWidth: 130,
      },
      status('warehouse', 'warehouseStatus'),
      status('fulfillment', 'fulfillmentStatus'),
      status('ecommerce', 'ecommerceStatus'),
      {
        field: 'customerName',
        headerName: intl.formatMessage({ id: 'orders.list.columns.customerName' }),
        flex: 1,
        minWidth: 150,
      },
      {
        field: 'totalMinor',
        headerName: intl.formatMessage({ id: 'orders.list.columns.totalMinor' }),
        type: 'number',
        minWidth: 120,
        valueFormatter: (value: number, row) => formatMinor(value, row.currency, locale),
      },
      {
        field: 'createdAt',
        headerName: intl.formatMessage({ id: 'orders.list.columns.createdAt' }),
        minWidth: 170,
        // In the browser's time zone (spec point 3 sends it as the timezone header for the filters too).
        valueFormatter: (value: string) => formatInstant(value, locale),
      },
      {
        field: 'actions',
        headerName: intl.formatMessage({ id: 'orders.list.columns.actions' }),
        minWidth: 150,
        sortable: false,
        disableExport: true,
        renderCell: ({ row }) =>
          row.canStartProcess ? (
            <StartProcessButton
              reference={row.reference}
              busy={startingId === row.id}
              onClick={() => void startProcess(row)}
            />
          ) : null,
      },
    ];
    return described.map((column) => ({
      ...column,
      sortable: SORTABLE.has(column.field),
      filterable: false,
    }));
  }, [intl, startingId, startProcess]);

  const searchFields = useMemo(
    () =>
      SEARCH_FIELDS.map((field) => ({
        field,
        label: intl.formatMessage({ id: `orders.list.search.${field}` }),
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
          <FormattedMessage id="orders.list.title" />
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <AutomaticOrders />
          <Button
            component={RouterLink}
            to="/orders/import"
            variant="outlined"
            startIcon={<UploadFileIcon />}
          >
            <FormattedMessage id="orders.import.toolbarAction" />
          </Button>
          <Button component={RouterLink} to="/orders/create" variant="contained" startIcon={<AddIcon />}>
            <FormattedMessage id="orders.toolbar.newOrder" />
          </Button>
        </Box>
      </Box>
      <SavedViews filters={filters} />
      <OrderFiltersBar filters={filters} values={filterValues} />
      {rowFailure && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} onClose={() => setRowFailure(null)}>
          <UiText message={rowFailure} />
        </Alert>
      )}
      <BulkActions
        selectedIds={selected}
        referenceOf={(orderId) => shown.current.get(orderId) ?? orderId}
        onDone={() => {
          setSelected([]);
          reload();
        }}
      />
      <DomainList<OrderSummary>
        listId={ORDERS_LIST_ID}
        label={intl.formatMessage({ id: 'orders.list.title' })}
        columns={columns}
        load={load}
        getRowId={(row) => row.id}
        getRowHref={(row) => `/orders/${encodeURIComponent(row.id)}`}
        searchFields={searchFields}
        defaultSort={{ field: 'createdAt', direction: 'desc' }}
        outsideFilterKeys={Object.values(ORDER_FILTER_KEYS)}
        reloadKey={reloadKey}
        liveUpdates={liveUpdates}
        onRowsChange={onRowsChange}
        selection={{
          selectedRowIds: selected,
          onChange: (ids) => setSelected(ids.map(String)),
          isRowSelectable: isBulkSelectable,
        }}
        emptyState={{
          title: intl.formatMessage({ id: 'orders.list.empty.title' }),
          text: intl.formatMessage({ id: 'orders.list.empty.text' }),
          action: { label: intl.formatMessage({ id: 'orders.toolbar.newOrder' }), to: '/orders/create' },
        }}
        exportFileName="orders"
      />
    </Box>
  );
}
