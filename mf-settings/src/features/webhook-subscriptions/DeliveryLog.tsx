import { useCallback, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { failureMessage, type UiMessage } from '@estiba/shared';
import { UiText } from '../integrations/UiText';
import {
  fetchDeliveries,
  replayDelivery,
  replayFailedSince,
  type DeliveryStatus,
  type WebhookDelivery,
  type WebhookSubscription,
} from './webhook-subscriptions.api';

type Loaded =
  | { status: 'loading' }
  | { status: 'failed'; message: UiMessage }
  | { status: 'done'; deliveries: WebhookDelivery[] };

const STATUS_COLOR: Record<DeliveryStatus, 'success' | 'error' | 'default'> = {
  succeeded: 'success',
  failed: 'error',
  pending: 'default',
};

/** A local `datetime-local` value a day back, the replay's default start. */
function dayAgo(): string {
  const date = new Date(Date.now() - 86_400_000);
  date.setMinutes(date.getMinutes() - date.getTimezoneOffset());
  return date.toISOString().slice(0, 16);
}

/**
 * One subscription's delivery log: each delivery with its attempts (time, HTTP status or error, duration, the
 * answer's first kilobyte), Replay on a finished delivery, and Replay of every failed one since a time.
 */
export function DeliveryLog({ subscription }: { subscription: WebhookSubscription }) {
  const intl = useIntl();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [since, setSince] = useState(dayAgo);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; message: UiMessage } | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      setLoaded({ status: 'done', deliveries: await fetchDeliveries(subscription.id) });
    } catch (failure) {
      setLoaded({ status: 'failed', message: failureMessage(failure) });
    }
  }, [subscription.id]);

  useEffect(() => {
    setLoaded({ status: 'loading' });
    void load();
  }, [load]);

  const act = async (work: () => Promise<UiMessage>) => {
    setBusy(true);
    setNotice(null);
    try {
      setNotice({ severity: 'success', message: await work() });
      await load();
    } catch (failure) {
      setNotice({ severity: 'error', message: failureMessage(failure) });
    } finally {
      setBusy(false);
    }
  };

  const replay = (delivery: WebhookDelivery) =>
    act(async () => {
      await replayDelivery(delivery.id);
      return { id: 'settings.webhooks.log.replayed' };
    });

  const replayFailed = () =>
    act(async () => {
      const count = await replayFailedSince(subscription.id, new Date(since).toISOString());
      return { id: 'settings.webhooks.log.replayedFailed', values: { count } };
    });

  const when = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'medium' });
  const titleId = `webhook-log-${subscription.id}`;

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2, mt: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h6" component="h3" id={titleId} sx={{ flexGrow: 1, wordBreak: 'break-all' }}>
          <FormattedMessage id="settings.webhooks.log.title" values={{ url: subscription.url }} />
        </Typography>
        <Button onClick={() => void load()} disabled={busy}>
          <FormattedMessage id="settings.webhooks.log.refresh" />
        </Button>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <TextField
          type="datetime-local"
          size="small"
          label={intl.formatMessage({ id: 'settings.webhooks.log.since' })}
          value={since}
          onChange={(event) => setSince(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button
          variant="outlined"
          disabled={busy || !since || !subscription.enabled}
          onClick={() => void replayFailed()}
        >
          <FormattedMessage id="settings.webhooks.log.replayFailed" />
        </Button>
      </Box>
      <Box role="status" aria-live="polite">
        {notice && (
          <Alert severity={notice.severity} sx={{ mb: 2 }} onClose={() => setNotice(null)}>
            <UiText message={notice.message} />
          </Alert>
        )}
      </Box>
      {loaded.status === 'loading' && (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          <CircularProgress size={24} />
          <FormattedMessage id="settings.webhooks.log.loading" />
        </Box>
      )}
      {loaded.status === 'failed' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void load()}>
              <FormattedMessage id="settings.webhooks.retry" />
            </Button>
          }
        >
          <UiText message={loaded.message} />
        </Alert>
      )}
      {loaded.status === 'done' && loaded.deliveries.length === 0 && (
        <Typography color="text.secondary">
          <FormattedMessage id="settings.webhooks.log.empty" />
        </Typography>
      )}
      {loaded.status === 'done' && loaded.deliveries.length > 0 && (
        <TableContainer>
          <Table size="small" aria-label={intl.formatMessage({ id: 'settings.webhooks.log.table' })}>
            <TableHead>
              <TableRow>
                <TableCell>
                  <FormattedMessage id="settings.webhooks.log.event" />
                </TableCell>
                <TableCell>
                  <FormattedMessage id="settings.webhooks.log.attempts" />
                </TableCell>
                <TableCell align="right">
                  <FormattedMessage id="settings.webhooks.column.actions" />
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {loaded.deliveries.map((delivery) => (
                <TableRow key={delivery.id} sx={{ verticalAlign: 'top' }}>
                  <TableCell>
                    <code>{delivery.eventName}</code>
                    <Box sx={{ mt: 0.5 }}>
                      <Chip
                        size="small"
                        color={STATUS_COLOR[delivery.status]}
                        label={intl.formatMessage({ id: `settings.webhooks.status.${delivery.status}` })}
                      />
                    </Box>
                    <Typography variant="body2" color="text.secondary">
                      {when(delivery.occurredAt)}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    {delivery.attempts.length === 0 && (
                      <Typography variant="body2" color="text.secondary">
                        <FormattedMessage id="settings.webhooks.log.noAttempts" />
                      </Typography>
                    )}
                    <Box component="ol" sx={{ m: 0, pl: 2 }}>
                      {delivery.attempts.map((attempt, index) => (
                        <li key={`${attempt.attemptedAt}-${index}`}>
                          <Typography variant="body2">
                            <FormattedMessage
                              id="settings.webhooks.log.attempt"
                              values={{
                                time: when(attempt.attemptedAt),
                                status:
                                  attempt.httpStatus === null
                                    ? intl.formatMessage({ id: 'settings.webhooks.log.noAnswer' })
                                    : String(attempt.httpStatus),
                                duration: attempt.durationMs,
                              }}
                            />
                          </Typography>
                          {attempt.error && (
                            <Typography variant="body2" color="error">
                              {attempt.error}
                            </Typography>
                          )}
                          {attempt.responseExcerpt && (
                            <Box
                              component="pre"
                              sx={{
                                m: 0,
                                mb: 1,
                                p: 1,
                                bgcolor: 'action.hover',
                                whiteSpace: 'pre-wrap',
                                wordBreak: 'break-all',
                                fontSize: 12,
                              }}
                            >
                              {attempt.responseExcerpt}
                            </Box>
                          )}
                        </li>
                      ))}
                    </Box>
                  </TableCell>
                  <TableCell align="right">
                    <Button
                      size="small"
                      variant="outlined"
                      disabled={busy || delivery.status === 'pending' || !subscription.enabled}
                      aria-label={intl.formatMessage(
                        { id: 'settings.webhooks.log.replayOf' },
                        { event: delivery.eventName, time: when(delivery.occurredAt) },
                      )}
                      onClick={() => void replay(delivery)}
                    >
                      <FormattedMessage id="settings.webhooks.log.replay" />
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
