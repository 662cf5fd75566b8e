import { Link as RouterLink } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { Box, Link, List, ListItem, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { statusMessageId } from '../orders-common';
import { fetchOrdersToday, ordersListHref, type StatusCount } from './dashboardWidgets.api';
import { useLiveData } from './useLiveData';
import { WidgetStatus } from './WidgetStatus';

const EVENTS = ['order.created', 'order.status_changed', 'order.shipped'] as const;
const CHART_HEIGHT = 220;

/** A status's word; null is an order not sent to the warehouse yet (no warehouse status). */
const statusLabelId = (status: StatusCount['status']) =>
  status === null ? 'orders.dashboard.today.notSent' : statusMessageId('warehouse', status);

/**
 * Merchant dashboard, 'orders.byWarehouseStatusToday': today's orders (the person's today) per warehouse status, as
 * a bar chart and as text, each status with orders linking to the orders list filtered by it and by today.
 */
export function OrdersTodayWidget() {
  const intl = useIntl();
  const { state, retry } = useLiveData(fetchOrdersToday, EVENTS);
  if (state.status !== 'done') return <WidgetStatus state={state} onRetry={retry} />;

  const { total, statuses, day } = state.data;
  const labels = statuses.map((row) => intl.formatMessage({ id: statusLabelId(row.status) }));
  const withOrders = statuses.filter((row) => row.count > 0);
  return (
    <Box>
      <Typography variant="h4" component="p" data-testid="orders-today-total">
        <FormattedMessage id="orders.dashboard.today.total" values={{ count: total }} />
      </Typography>
      {total === 0 ? (
        <Typography color="text.secondary">
          <FormattedMessage id="orders.dashboard.today.none" />
        </Typography>
      ) : (
        <>
          <Box role="img" aria-label={intl.formatMessage({ id: 'orders.dashboard.today.chartLabel' })}>
            <BarChart
              // A picture beside the same figures as text: no tab stop of its own (axe: aria-hidden-focus).
              disableKeyboardNavigation
              height={CHART_HEIGHT}
              xAxis={[{ scaleType: 'band', data: labels, tickLabelStyle: { fontSize: 11 } }]}
              series={[{ data: statuses.map((row) => row.count) }]}
              hideLegend
              skipAnimation
            />
          </Box>
          <List dense aria-label={intl.formatMessage({ id: 'orders.dashboard.today.listLabel' })}>
            {withOrders.map((row) => {
              const text = intl.formatMessage(
                { id: 'orders.dashboard.today.statusCount' },
                { status: intl.formatMessage({ id: statusLabelId(row.status) }), count: row.count },
              );
              return (
                <ListItem key={String(row.status)} disableGutters>
                  {row.status === null ? (
                    text
                  ) : (
                    <Link component={RouterLink} to={ordersListHref(row.status, day)}>
                      {text}
                    </Link>
                  )}
                </ListItem>
              );
            })}
          </List>
        </>
      )}
    </Box>
  );
}
