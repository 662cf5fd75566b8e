import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { alpha, Box, Button, Checkbox, FormControlLabel, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { bus, INVENTORY_PAGE_LIMIT } from '@estiba/shared';
import {
  DomainList,
  listParamKeys,
  type ListColumn,
  type ListQuery,
  type ListRowsUpdater,
} from '@estiba/shared/list';
import {
  fetchInventory,
  fetchWarehouses,
  NO_VALUE,
  type InventoryRow,
  type StockFigures,
  type WarehouseSummary,
} from '../inventory-common';
import { applyStockChange } from './stockChange';
import { StockStateChip } from './StockStateChip';

export const INVENTORY_LIST_ID = 'inventory';
const KEYS = {
  warehouseId: `${INVENTORY_LIST_ID}.warehouseId`,
  lowStock: `${INVENTORY_LIST_ID}.lowStock`,
} as const;
const BUCKETS = ['onHand', 'reserved', 'available', 'incoming', 'damaged'] as const;
const LOW_STOCK_CLASS = 'inventory-low-stock';
const LOW_STOCK_TINT = 0.16;

/** The product's address: `/products/{productId}/{productHandle}`. */
export const productPath = (row: Pick<InventoryRow, 'productId' | 'handle'>) =>
  `/products/${encodeURIComponent(row.productId)}/${encodeURIComponent(row.handle)}`;

/**
 * `/inventory`: the merchant's products with their stock (on hand, reserved, available, incoming, damaged, days of
 * cover), 75 at a time (spec point 9), through the shared list: searchable by SKU, name or barcode, filtered with
 * spec point 9's operators, sortable; low stock highlighted; one warehouse's figures or the totals. A
 * `stock.changed` event updates its row in place.
 */
export function InventoryPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const warehouseId = params.get(KEYS.warehouseId) ?? '';
  const lowStockOnly = params.get(KEYS.lowStock) === 'true';
  const [warehouses, setWarehouses] = useState<WarehouseSummary[]>([]);

  useEffect(() => {
    let live = true;
    fetchWarehouses().then(
      (list) => live && setWarehouses(list),
      (error: unknown) => console.warn('warehouses for the filter could not be loaded', error),
    );
    return () => {
      live = false;
    };
  }, []);

  const setParam = (key: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        next.delete(listParamKeys(INVENTORY_LIST_ID).page);
        return next;
      },
      { replace: true },
    );

  const load = useCallback(
    async (query: ListQuery) => {
      const page = await fetchInventory(query, warehouseId || undefined, undefined, lowStockOnly);
      return { rows: page.products, totalRows: page.totalRows };
    },
    [warehouseId, lowStockOnly],
  );

  const warehouseNames = useMemo(() => new Map(warehouses.map((w) => [w.id, w.name])), [warehouses]);
  const liveUpdates = useCallback(
    (updateRows: ListRowsUpdater<InventoryRow>) =>
      bus.on('stock.changed', (change) =>
        updateRows((rows) =>
          rows.map((row) =>
            applyStockChange(row, change, warehouseId || undefined, warehouseNames.get(change.warehouseId)),
          ),
        ),
      ),
    [warehouseId, warehouseNames],
  );

  const columns = useMemo<ListColumn<InventoryRow>[]>(() => {
    const figure = (bucket: keyof StockFigures) => (_value: unknown, row: InventoryRow) => row.total[bucket];
    return [
      { field: 'sku', headerName: intl.formatMessage({ id: 'inventory.common.sku' }), minWidth: 130 },
      {
        field: 'name',
        headerName: intl.formatMessage({ id: 'inventory.common.name' }),
        flex: 1,
        minWidth: 180,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <span>{row.name}</span>
            <StockStateChip state={row.stockState} />
          </Box>
        ),
      },
      { field: 'barcode', headerName: intl.formatMessage({ id: 'inventory.common.barcode' }), minWidth: 140 },
      ...BUCKETS.map((bucket): ListColumn<InventoryRow> => ({
        field: bucket,
        headerName: intl.formatMessage({ id: `inventory.common.${bucket}` }),
        type: 'number',
        minWidth: 100,
        valueGetter: figure(bucket),
      })),
      {
        field: 'daysOfCover',
        headerName: intl.formatMessage({ id: 'inventory.common.daysOfCover' }),
        type: 'number',
        minWidth: 120,
        valueGetter: figure('daysOfCover'),
        // "—" where nothing shipped in the last 30 days (no rate to divide by).
        valueFormatter: (value: number | null) =>
          value === null ? NO_VALUE : intl.formatMessage({ id: 'inventory.list.days' }, { days: value }),
      },
    ];
  }, [intl]);

  const searchFields = useMemo(
    () =>
      (['sku', 'name', 'barcode'] as const).map((field) => ({
        field,
        label: intl.formatMessage({ id: `inventory.common.${field}` }),
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
          <FormattedMessage id="inventory.list.title" />
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            component={RouterLink}
            to="/product/create/massive"
            variant="outlined"
            startIcon={<UploadFileIcon />}
          >
            <FormattedMessage id="inventory.list.importProducts" />
          </Button>
          <Button component={RouterLink} to="/product/create" variant="contained" startIcon={<AddIcon />}>
            <FormattedMessage id="inventory.list.createProduct" />
          </Button>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', my: 2 }}>
        <TextField
          select
          size="small"
          label={intl.formatMessage({ id: 'inventory.common.warehouse' })}
          value={warehouseId}
          onChange={(event) => setParam(KEYS.warehouseId, event.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 220 }}
        >
          <option value="">{intl.formatMessage({ id: 'inventory.list.allWarehouses' })}</option>
          {warehouses.map((warehouse) => (
            <option key={warehouse.id} value={warehouse.id}>
              {warehouse.name}
            </option>
          ))}
          {warehouseId && !warehouseNames.has(warehouseId) && (
            <option value={warehouseId}>{warehouseId}</option>
          )}
        </TextField>
        <FormControlLabel
          control={
            <Checkbox
              checked={lowStockOnly}
              onChange={(event) => setParam(KEYS.lowStock, event.target.checked ? 'true' : null)}
            />
          }
          label={intl.formatMessage({ id: 'inventory.list.lowStockOnly' })}
        />
      </Box>
      <DomainList<InventoryRow>
        listId={INVENTORY_LIST_ID}
        label={intl.formatMessage({ id: 'inventory.list.title' })}
        columns={columns}
        load={load}
        getRowId={(row) => row.productId}
        getRowHref={productPath}
        getRowClassName={(row) => (row.lowStock ? LOW_STOCK_CLASS : '')}
        searchFields={searchFields}
        defaultLimit={INVENTORY_PAGE_LIMIT}
        liveUpdates={liveUpdates}
        // The filters above the list are not part of its query: a change must load again too.
        reloadKey={`${warehouseId}|${lowStockOnly}`}
        emptyState={{
          title: intl.formatMessage({ id: 'inventory.list.empty.title' }),
          text: intl.formatMessage({ id: 'inventory.list.empty.text' }),
          action: { label: intl.formatMessage({ id: 'inventory.list.empty.create' }), to: '/product/create' },
        }}
        exportFileName="inventory"
        // A tint, not a solid colour: the row's text keeps its contrast in the light and the dark themes.
        sx={{
          [`& .${LOW_STOCK_CLASS}`]: {
            bgcolor: (theme) => alpha(theme.palette.warning.main, LOW_STOCK_TINT),
          },
        }}
      />
    </Box>
  );
}
