import { useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Paper,
  Typography,
} from '@mui/material';
import { bus, failureMessage, newIdempotencyKey, type UiMessage } from '@estiba/shared';
import { UiText } from '../integrations/UiText';
import {
  CreateSubscriptionForm,
  type CreateSubscriptionInput,
  type FieldErrors,
} from './CreateSubscriptionForm';
import { DeliveryLog } from './DeliveryLog';
import { SubscriptionList } from './SubscriptionList';
import { OneTimeSecretDialog } from '../../forms/OneTimeSecretDialog';
import {
  createSubscription,
  deleteSubscription,
  failedField,
  fetchSubscriptions,
  sendTest,
  updateSubscription,
  type WebhookSubscription,
} from './webhook-subscriptions.api';

type Loaded =
  | { status: 'loading' }
  | { status: 'failed'; message: UiMessage }
  | { status: 'done'; subscriptions: WebhookSubscription[]; topics: string[] };

/**
 * The outgoing webhooks' section of `/api-token` (issue 20): the merchant's endpoints with their topics and
 * state, a form to add one (its signing secret shown once), a test message, enable/disable, delete, and each
 * endpoint's delivery log with Replay.
 */
export function WebhookSubscriptionsSection() {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<UiMessage | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [secret, setSecret] = useState<string | null>(null);
  const [shownLog, setShownLog] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<WebhookSubscription | null>(null);
  // The same key while one create is retried after a failure without an answer, a new one once it succeeded.
  const createKey = useRef(newIdempotencyKey());

  const load = useCallback(async () => {
    setLoaded({ status: 'loading' });
    try {
      setLoaded({ status: 'done', ...(await fetchSubscriptions()) });
    } catch (failure) {
      setLoaded({ status: 'failed', message: failureMessage(failure) });
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const change = (update: (list: WebhookSubscription[]) => WebhookSubscription[]) =>
    setLoaded((current) =>
      current.status === 'done' ? { ...current, subscriptions: update(current.subscriptions) } : current,
    );

  const run = async (work: () => Promise<void>): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      await work();
      return true;
    } catch (failure) {
      setError(failureMessage(failure));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const create = async (input: CreateSubscriptionInput): Promise<boolean> => {
    setBusy(true);
    setError(null);
    setFieldErrors({});
    try {
      const created = await createSubscription(input, createKey.current);
      createKey.current = newIdempotencyKey();
      change((list) => [...list, created.subscription]);
      setSecret(created.secret);
      return true;
    } catch (failure) {
      const field = failedField(failure);
      if (field === 'url' || field === 'topics') {
        setFieldErrors({ [field]: failureMessage(failure) });
        // A refusal is an answer: the next try is a new request.
        createKey.current = newIdempotencyKey();
      } else setError(failureMessage(failure));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const test = (subscription: WebhookSubscription) =>
    run(async () => {
      await sendTest(subscription.id);
      bus.emit('notify', {
        id: 'settings.webhooks.testSent',
        values: { url: subscription.url },
        severity: 'success',
      });
    });

  const toggle = (subscription: WebhookSubscription) =>
    run(async () => {
      const updated = await updateSubscription(subscription.id, { enabled: !subscription.enabled });
      change((list) => list.map((s) => (s.id === updated.id ? updated : s)));
    });

  const remove = async (subscription: WebhookSubscription) => {
    setDeleting(null);
    await run(async () => {
      await deleteSubscription(subscription.id);
      change((list) => list.filter((s) => s.id !== subscription.id));
      if (shownLog === subscription.id) setShownLog(null);
    });
  };

  const logOf = loaded.status === 'done' ? loaded.subscriptions.find((s) => s.id === shownLog) : undefined;

  return (
    <Box component="section" aria-labelledby="webhooks-title" sx={{ p: { xs: 2, md: 3 }, maxWidth: 1100 }}>
      <Typography variant="h5" component="h2" id="webhooks-title" gutterBottom>
        <FormattedMessage id="settings.webhooks.title" />
      </Typography>
      <Typography sx={{ mb: 3 }}>
        <FormattedMessage id="settings.webhooks.intro" />
      </Typography>

      {error && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setError(null)}>
          <UiText message={error} />
        </Alert>
      )}

      {loaded.status === 'loading' && (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }} role="status">
          <CircularProgress size={24} />
          <FormattedMessage id="settings.webhooks.loading" />
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
      {loaded.status === 'done' && (
        <>
          <Paper variant="outlined" sx={{ p: 3, mb: 3 }}>
            <CreateSubscriptionForm
              topics={loaded.topics}
              busy={busy}
              errors={fieldErrors}
              onCreate={create}
            />
          </Paper>
          <Typography variant="h6" component="h3" gutterBottom>
            <FormattedMessage id="settings.webhooks.list" />
          </Typography>
          <SubscriptionList
            subscriptions={loaded.subscriptions}
            busy={busy}
            shownLog={shownLog}
            onShowLog={(s) => setShownLog((current) => (current === s.id ? null : s.id))}
            onTest={(s) => void test(s)}
            onToggle={(s) => void toggle(s)}
            onDelete={setDeleting}
          />
          {logOf && <DeliveryLog key={logOf.id} subscription={logOf} />}
        </>
      )}

      <OneTimeSecretDialog
        secret={secret}
        onClose={() => setSecret(null)}
        dialogId="webhook-secret-title"
        messagePrefix="settings.webhooks.secret"
      />

      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        aria-labelledby="webhook-delete-title"
      >
        <DialogTitle id="webhook-delete-title">
          <FormattedMessage
            id="settings.webhooks.confirmDelete.title"
            values={{ url: deleting?.url ?? '' }}
          />
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            <FormattedMessage id="settings.webhooks.confirmDelete.body" />
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(null)}>
            <FormattedMessage id="settings.webhooks.confirmDelete.cancel" />
          </Button>
          <Button color="error" onClick={() => deleting && void remove(deleting)}>
            <FormattedMessage id="settings.webhooks.delete" />
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
