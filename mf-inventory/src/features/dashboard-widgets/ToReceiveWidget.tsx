import { useIntl, FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Link, Typography } from '@mui/material';
import { formatDateTime } from '@estiba/shared';
import { ReceivingOrderStatusChip, useReceivingEvents } from '../inventory-common';
import { fetchStaffReceivingQueue } from './dashboardWidgets.api';
import { formatDay } from './format';
import { useWidgetData } from './useWidgetData';
import { WidgetFrame } from './WidgetFrame';

/**
 * The staff dashboard's 'inventory.toReceive' widget (issue 20): at the staff user's warehouse, the receiving
 * orders and boxes still to receive, how many boxes are already there, and the order waiting longest (linking to
 * its receiving screen); the receiving desk behind a link. Loaded again on the socket's receiving events.
 */
export function ToReceiveWidget() {
  const intl = useIntl();
  const { state, retry, reload } = useWidgetData(fetchStaffReceivingQueue);
  useReceivingEvents(reload);

  return (
    <WidgetFrame state={state} retry={retry}>
      {({ ordersToReceive, boxesToReceive, boxesArrived, oldest }) => (
        <Box sx={{ display: 'grid', gap: 1 }}>
          {boxesToReceive === 0 ? (
            <Typography color="text.secondary">
              <FormattedMessage id="inventory.dashboard.toReceive.none" />
            </Typography>
          ) : (
            <>
              <Typography variant="h4" component="p" data-testid="to-receive-boxes">
                <FormattedMessage
                  id="inventory.dashboard.toReceive.boxes"
                  values={{ boxes: boxesToReceive }}
                />
              </Typography>
              <Typography variant="body2" color="text.secondary" data-testid="to-receive-orders">
                <FormattedMessage
                  id="inventory.dashboard.toReceive.orders"
                  values={{ orders: ordersToReceive, arrived: boxesArrived }}
                />
              </Typography>
            </>
          )}
          {oldest && (
            <Box data-testid="to-receive-oldest">
              <Typography variant="overline" component="p">
                <FormattedMessage id="inventory.dashboard.toReceive.oldest" />
              </Typography>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Link
                  component={RouterLink}
                  to={`/receiving/orders/${encodeURIComponent(oldest.receivingOrderId)}`}
                >
                  {oldest.reference}
                </Link>
                <Typography component="span">{oldest.clientName}</Typography>
                <ReceivingOrderStatusChip status={oldest.status} />
              </Box>
              <Typography variant="body2" color="text.secondary">
                {oldest.arrivedAt ? (
                  <FormattedMessage
                    id="inventory.dashboard.toReceive.arrivedAt"
                    values={{
                      when: formatDateTime(oldest.arrivedAt, intl.locale, {
                        dateStyle: 'medium',
                        timeStyle: 'short',
                      }),
                      boxes: oldest.boxesToReceive,
                    }}
                  />
                ) : (
                  <FormattedMessage
                    id="inventory.dashboard.toReceive.expectedOn"
                    values={{ day: formatDay(oldest.arrivalDate, intl.locale), boxes: oldest.boxesToReceive }}
                  />
                )}
              </Typography>
            </Box>
          )}
          <Link component={RouterLink} to="/receiving">
            <FormattedMessage id="inventory.dashboard.toReceive.openDesk" />
          </Link>
        </Box>
      )}
    </WidgetFrame>
  );
}
