import { Link as RouterLink } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { Box, Link, List, ListItem, Typography } from '@mui/material';
import { formatInstant } from '../orders-common';
import { fetchWorkQueueSummary, type WorkStepSummary } from './dashboardWidgets.api';
import { useLiveData } from './useLiveData';
import { WidgetStatus } from './WidgetStatus';

const EVENTS = ['order.created', 'order.status_changed', 'order.shipped'] as const;

function StepLine({ step }: { step: WorkStepSummary }) {
  const intl = useIntl();
  return (
    <ListItem disableGutters sx={{ display: 'block' }}>
      <Typography component="p" variant="h6">
        <FormattedMessage
          id="orders.dashboard.workQueue.stepCount"
          values={{
            step: intl.formatMessage({ id: `orders.dashboard.workQueue.step.${step.step}` }),
            count: step.count,
          }}
        />
      </Typography>
      {step.oldest && (
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage
            id="orders.dashboard.workQueue.oldest"
            values={{
              order: (
                <Link component={RouterLink} to={`/floor/orders/${encodeURIComponent(step.oldest.id)}`}>
                  {intl.formatMessage(
                    { id: 'orders.dashboard.workQueue.orderNumber' },
                    { number: step.oldest.number },
                  )}
                </Link>
              ),
              client: step.oldest.clientName,
              since: formatInstant(step.oldest.since, intl.locale) || '—',
            }}
          />
        </Typography>
      )}
    </ListItem>
  );
}

/**
 * Staff dashboard, 'orders.workQueue': the warehouse's work queue counts (to pick — ready to pick and being picked —,
 * to pack, to ship) and the order waiting longest at each, opening its packing screen; admins see every warehouse.
 */
export function WorkQueueWidget() {
  const intl = useIntl();
  const { state, retry } = useLiveData(fetchWorkQueueSummary, EVENTS);
  if (state.status !== 'done') return <WidgetStatus state={state} onRetry={retry} />;

  const { warehouse, steps } = state.data;
  return (
    <Box>
      <Typography color="text.secondary">
        {warehouse ? warehouse.name : <FormattedMessage id="orders.dashboard.workQueue.allWarehouses" />}
      </Typography>
      <List dense aria-label={intl.formatMessage({ id: 'orders.dashboard.workQueue.listLabel' })}>
        {steps.map((step) => (
          <StepLine key={step.step} step={step} />
        ))}
      </List>
      <Link component={RouterLink} to="/floor">
        <FormattedMessage id="orders.dashboard.workQueue.open" />
      </Link>
    </Box>
  );
}
