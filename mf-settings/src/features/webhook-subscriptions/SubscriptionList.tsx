import { FormattedMessage, useIntl } from 'react-intl';
import {
  Box,
  Button,
  Chip,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { WebhookSubscription } from './webhook-subscriptions.api';

export interface SubscriptionActions {
  onShowLog: (subscription: WebhookSubscription) => void;
  onTest: (subscription: WebhookSubscription) => void;
  onToggle: (subscription: WebhookSubscription) => void;
  onDelete: (subscription: WebhookSubscription) => void;
}

/** The merchant's endpoints: address, topics, state, and what can be done with each. */
export function SubscriptionList({
  subscriptions,
  busy,
  shownLog,
  ...actions
}: { subscriptions: WebhookSubscription[]; busy: boolean; shownLog: string | null } & SubscriptionActions) {
  const intl = useIntl();
  if (subscriptions.length === 0)
    return (
      <Typography color="text.secondary">
        <FormattedMessage id="settings.webhooks.empty" />
      </Typography>
    );

  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={intl.formatMessage({ id: 'settings.webhooks.list' })}>
        <TableHead>
          <TableRow>
            <TableCell>
              <FormattedMessage id="settings.webhooks.column.url" />
            </TableCell>
            <TableCell>
              <FormattedMessage id="settings.webhooks.column.topics" />
            </TableCell>
            <TableCell>
              <FormattedMessage id="settings.webhooks.column.status" />
            </TableCell>
            <TableCell align="right">
              <FormattedMessage id="settings.webhooks.column.actions" />
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {subscriptions.map((subscription) => {
            const values = { url: subscription.url };
            return (
              <TableRow key={subscription.id}>
                <TableCell sx={{ wordBreak: 'break-all' }}>{subscription.url}</TableCell>
                <TableCell>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                    {subscription.topics.map((topic) => (
                      <Chip key={topic} size="small" label={topic} />
                    ))}
                  </Box>
                </TableCell>
                <TableCell>
                  {subscription.enabled ? (
                    <Chip
                      size="small"
                      color="success"
                      label={intl.formatMessage({ id: 'settings.webhooks.enabled' })}
                    />
                  ) : (
                    <Box>
                      <Chip size="small" label={intl.formatMessage({ id: 'settings.webhooks.disabled' })} />
                      {subscription.disabledReason && (
                        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                          {subscription.disabledReason}
                        </Typography>
                      )}
                    </Box>
                  )}
                </TableCell>
                <TableCell align="right">
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}>
                    <Button
                      size="small"
                      variant={shownLog === subscription.id ? 'contained' : 'outlined'}
                      aria-pressed={shownLog === subscription.id}
                      aria-label={intl.formatMessage({ id: 'settings.webhooks.showLogOf' }, values)}
                      onClick={() => actions.onShowLog(subscription)}
                    >
                      <FormattedMessage id="settings.webhooks.showLog" />
                    </Button>
                    <Button
                      size="small"
                      disabled={busy || !subscription.enabled}
                      aria-label={intl.formatMessage({ id: 'settings.webhooks.testOf' }, values)}
                      onClick={() => actions.onTest(subscription)}
                    >
                      <FormattedMessage id="settings.webhooks.test" />
                    </Button>
                    <Button
                      size="small"
                      disabled={busy}
                      aria-label={intl.formatMessage(
                        {
                          id: subscription.enabled
                            ? 'settings.webhooks.disableOf'
                            : 'settings.webhooks.enableOf',
                        },
                        values,
                      )}
                      onClick={() => actions.onToggle(subscription)}
                    >
                      <FormattedMessage
                        id={subscription.enabled ? 'settings.webhooks.disable' : 'settings.webhooks.enable'}
                      />
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      disabled={busy}
                      aria-label={intl.formatMessage({ id: 'settings.webhooks.deleteOf' }, values)}
                      onClick={() => actions.onDelete(subscription)}
                    >
                      <FormattedMessage id="settings.webhooks.delete" />
                    </Button>
                  </Box>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
