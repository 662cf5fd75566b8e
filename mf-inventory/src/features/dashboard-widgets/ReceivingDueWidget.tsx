import { useIntl, FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Link, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { ReceivingOrderStatusChip, useReceivingEvents } from '../inventory-common';
import { fetchReceivingDue, type ReceivingDueOrder } from './dashboardWidgets.api';
import { formatDay } from './format';
import { useWidgetData } from './useWidgetData';
import { WidgetFrame } from './WidgetFrame';

/** When it is expected: late by n days, today, in n days; once at the warehouse, the boxes counted so far. */
function Arrival({ order }: { order: ReceivingDueOrder }) {
  const intl = useIntl();
  if (order.status !== 'in_transit')
    return (
      <FormattedMessage
        id="inventory.dashboard.receivingDue.boxesReceived"
        values={{ received: order.boxesReceived, boxes: order.boxes }}
      />
    );
  const day = formatDay(order.arrivalDate, intl.locale);
  if (order.overdue)
    return (
      <Typography component="span" variant="body2" color="error" sx={{ fontWeight: 600 }}>
        <FormattedMessage
          id="inventory.dashboard.receivingDue.late"
          values={{ days: -order.daysUntilArrival, day }}
        />
      </Typography>
    );
  const id =
    order.daysUntilArrival <= 0
      ? 'inventory.dashboard.receivingDue.expectedToday'
      : order.daysUntilArrival === 1
        ? 'inventory.dashboard.receivingDue.expectedTomorrow'
        : 'inventory.dashboard.receivingDue.expectedIn';
  return <FormattedMessage id={id} values={{ days: order.daysUntilArrival, day }} />;
}

/**
 * The dashboard's 'inventory.receivingDue' widget (issue 20): the merchant's receiving orders sent and not yet
 * received that are expected within a week, late, or at the warehouse being received, each linking to its page.
 * Loaded again on the socket's receiving events.
 */
export function ReceivingDueWidget() {
  const intl = useIntl();
  const { state, retry, reload } = useWidgetData(fetchReceivingDue);
  useReceivingEvents(reload);

  return (
    <WidgetFrame state={state} retry={retry}>
      {({ orders, totalRows, overdue, withinDays }) => (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Typography data-testid="receiving-due-summary">
            {totalRows === 0 ? (
              <FormattedMessage id="inventory.dashboard.receivingDue.none" values={{ days: withinDays }} />
            ) : (
              <FormattedMessage
                id="inventory.dashboard.receivingDue.summary"
                values={{ count: totalRows, overdue }}
              />
            )}
          </Typography>
          {orders.length > 0 && (
            <List dense disablePadding>
              {orders.map((order) => (
                <ListItem key={order.receivingOrderId} disableGutters divider>
                  <ListItemText
                    primary={
                      <Link
                        component={RouterLink}
                        to={`/inventory-orders/${encodeURIComponent(order.receivingOrderId)}`}
                      >
                        {order.reference}
                      </Link>
                    }
                    secondary={
                      <>
                        {intl.formatMessage(
                          { id: 'inventory.dashboard.receivingDue.where' },
                          { warehouse: order.warehouseName, units: order.units },
                        )}
                        {' · '}
                        <Arrival order={order} />
                      </>
                    }
                  />
                  <Stack sx={{ ml: 2 }}>
                    <ReceivingOrderStatusChip status={order.status} />
                  </Stack>
                </ListItem>
              ))}
            </List>
          )}
          <Link component={RouterLink} to="/inventory-orders">
            <FormattedMessage id="inventory.dashboard.receivingDue.seeAll" />
          </Link>
        </Box>
      )}
    </WidgetFrame>
  );
}
