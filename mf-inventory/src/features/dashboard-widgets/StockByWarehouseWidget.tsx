import { useIntl, FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatCents } from '@estiba/shared';
import { useBusEvent } from '../inventory-common';
import { fetchStockByWarehouse, type WarehouseStockValue } from './dashboardWidgets.api';
import { useWidgetData } from './useWidgetData';
import { WidgetFrame } from './WidgetFrame';

/** The stock value in the warehouse's currency, then any declared in another (never converted: no rates). */
function StockValue({ warehouse }: { warehouse: WarehouseStockValue }) {
  const intl = useIntl();
  const [own, ...others] = warehouse.values;
  return (
    <>
      <span>{own ? formatCents(own.valueMinor, own.currency, intl.locale) : null}</span>
      {others.map((other) => (
        <Typography
          key={other.currency}
          component="span"
          variant="body2"
          color="text.secondary"
          sx={{ display: 'block' }}
        >
          <FormattedMessage
            id="inventory.dashboard.stock.otherCurrency"
            values={{
              amount: formatCents(other.valueMinor, other.currency, intl.locale),
              currency: other.currency,
            }}
          />
        </Typography>
      ))}
    </>
  );
}

/**
 * The dashboard's 'inventory.stockByWarehouse' widget (issue 20): units available per warehouse as bars, and the
 * same figures as a table with the units on hand and their declared value. Loaded again on stock.changed.
 */
export function StockByWarehouseWidget() {
  const intl = useIntl();
  const { state, retry, reload } = useWidgetData(fetchStockByWarehouse);
  useBusEvent('stock.changed', reload);
  const units = (value: number) => intl.formatNumber(value);

  return (
    <WidgetFrame state={state} retry={retry}>
      {({ warehouses }) => (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {warehouses.length === 0 ? (
            <Typography color="text.secondary">
              <FormattedMessage id="inventory.dashboard.stock.empty" />
            </Typography>
          ) : (
            <>
              {/* The picture of the table below: hidden from screen readers, which read the table. */}
              <Box aria-hidden>
                <BarChart
                  // A picture beside the same figures as text: no tab stop of its own (axe: aria-hidden-focus).
                  disableKeyboardNavigation
                  height={Math.max(140, 40 * warehouses.length + 60)}
                  layout="horizontal"
                  series={[
                    {
                      data: warehouses.map((w) => w.available),
                      label: intl.formatMessage({ id: 'inventory.common.available' }),
                    },
                  ]}
                  yAxis={[{ scaleType: 'band', data: warehouses.map((w) => w.warehouseName), width: 120 }]}
                  xAxis={[{ valueFormatter: (value: number) => units(value) }]}
                  hideLegend
                  skipAnimation
                  margin={{ left: 4, right: 16, top: 4, bottom: 4 }}
                />
              </Box>
              <Table size="small" aria-label={intl.formatMessage({ id: 'inventory.dashboard.stock.table' })}>
                <TableHead>
                  <TableRow>
                    <TableCell>
                      <FormattedMessage id="inventory.common.warehouse" />
                    </TableCell>
                    <TableCell align="right">
                      <FormattedMessage id="inventory.common.available" />
                    </TableCell>
                    <TableCell align="right">
                      <FormattedMessage id="inventory.common.onHand" />
                    </TableCell>
                    <TableCell align="right">
                      <FormattedMessage id="inventory.dashboard.stock.value" />
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {warehouses.map((warehouse) => (
                    <TableRow key={warehouse.warehouseId}>
                      <TableCell component="th" scope="row">
                        {warehouse.warehouseName}
                      </TableCell>
                      <TableCell align="right">{units(warehouse.available)}</TableCell>
                      <TableCell align="right">{units(warehouse.onHand)}</TableCell>
                      <TableCell align="right">
                        <StockValue warehouse={warehouse} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              <Typography variant="body2" color="text.secondary">
                <FormattedMessage id="inventory.dashboard.stock.valueNote" />
              </Typography>
            </>
          )}
          <Link component={RouterLink} to="/inventory">
            <FormattedMessage id="inventory.dashboard.seeInventory" />
          </Link>
        </Box>
      )}
    </WidgetFrame>
  );
}
