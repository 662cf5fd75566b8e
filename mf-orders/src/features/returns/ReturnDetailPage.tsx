import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
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
  Link,
  Paper,
  TextField,
  Typography,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  failedResponse,
  failureMessage,
  formatInstant,
  NO_VALUE,
  UiText,
  useBusEvent,
  type UiMessage,
} from '../orders-common';
import {
  cancelReturn,
  closeReturn,
  fetchReturn,
  returnNumber,
  sendReturn,
  type ReturnAction,
  type ReturnDetail,
} from './returns.api';
import { Fact, ReturnHistory, ReturnLines } from './ReturnParts';
import { ReturnStatusChip } from './ReturnStatusChip';

type Loaded =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'failed'; message: UiMessage }
  | { status: 'done'; item: ReturnDetail };
type MerchantAction = Exclude<ReturnAction, 'receive'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const HTTP_NOT_FOUND = 404;
const MAX_TRACKING_LENGTH = 100;
const SHOWN: readonly MerchantAction[] = ['send', 'close', 'cancel'];

/**
 * `/returns/:returnId`: one return: its status, order, type and reason, the lines with what the warehouse counted
 * good and damaged, the status history (who, when, from, to), and only the moves its state allows the merchant:
 * mark it sent (with a tracking number), cancel it while requested, close it once restocked or discarded.
 * The return's status events reload it.
 */
export function ReturnDetailPage() {
  const intl = useIntl();
  const { returnId = '' } = useParams();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [dialog, setDialog] = useState<MerchantAction | null>(null);
  const [tracking, setTracking] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<UiMessage | null>(null);

  const load = useCallback(
    async (quiet: boolean) => {
      if (!UUID.test(returnId)) {
        setLoaded({ status: 'missing' });
        return;
      }
      if (!quiet) setLoaded({ status: 'loading' });
      try {
        setLoaded({ status: 'done', item: await fetchReturn(returnId) });
      } catch (error) {
        if (quiet) return;
        if (failedResponse(error)?.status === HTTP_NOT_FOUND) setLoaded({ status: 'missing' });
        else setLoaded({ status: 'failed', message: failureMessage(error) });
      }
    },
    [returnId],
  );
  useEffect(() => {
    void load(false);
  }, [load]);
  useBusEvent('return.status_changed', (event) => {
    if (event.returnId === returnId) void load(true);
  });

  const act = async (action: MerchantAction) => {
    setBusy(true);
    setFailure(null);
    try {
      const item =
        action === 'send'
          ? await sendReturn(returnId, tracking.trim() || null)
          : action === 'cancel'
            ? await cancelReturn(returnId)
            : await closeReturn(returnId);
      setLoaded({ status: 'done', item });
      setDialog(null);
    } catch (error) {
      setFailure(failureMessage(error));
      setDialog(null);
    } finally {
      setBusy(false);
    }
  };
  const submitSend = (event: FormEvent) => {
    event.preventDefault();
    void act('send');
  };

  const back = (
    <Link
      component={RouterLink}
      to="/returns"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
    >
      <ArrowBackIcon fontSize="small" />
      <FormattedMessage id="orders.returns.backToList" />
    </Link>
  );

  if (loaded.status === 'loading') {
    return (
      <Box sx={{ p: 3 }}>
        <CircularProgress aria-label={intl.formatMessage({ id: 'common.loading' })} />
      </Box>
    );
  }
  if (loaded.status !== 'done') {
    return (
      <Box sx={{ p: 3 }}>
        <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
          {loaded.status === 'missing' ? (
            <FormattedMessage id="orders.returns.missing" />
          ) : (
            <UiText message={loaded.message} />
          )}
        </Typography>
        {loaded.status === 'failed' && (
          <Button onClick={() => void load(false)} sx={{ mr: 2 }}>
            <FormattedMessage id="common.retry" />
          </Button>
        )}
        {back}
      </Box>
    );
  }

  const { item } = loaded;
  const actions = SHOWN.filter((action) => item.allowedActions.includes(action));

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1100, mx: 'auto' }}>
      {back}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2, mt: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography component="h1" variant="h5">
            <FormattedMessage id="orders.returns.title" values={{ number: returnNumber(item.number) }} />
          </Typography>
          <ReturnStatusChip status={item.status} />
        </Box>
        {actions.length > 0 && (
          <Box
            role="group"
            aria-label={intl.formatMessage({ id: 'orders.returns.actions' })}
            sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
          >
            {actions.map((action) => (
              <Button
                key={action}
                variant={action === 'cancel' ? 'outlined' : 'contained'}
                color={action === 'cancel' ? 'error' : 'primary'}
                disabled={busy}
                onClick={() => (action === 'close' ? void act(action) : setDialog(action))}
              >
                <FormattedMessage id={`orders.returns.action.${action}`} />
              </Button>
            ))}
          </Box>
        )}
      </Box>
      {failure && (
        <Alert severity="error" sx={{ mt: 2 }} onClose={() => setFailure(null)}>
          <UiText message={failure} />
        </Alert>
      )}

      <Paper variant="outlined" sx={{ p: 2, mt: 2 }}>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gap: 2,
            m: 0,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' },
          }}
        >
          <Fact labelId="orders.returns.column.order">
            <Link component={RouterLink} to={`/orders/${encodeURIComponent(item.orderId)}`}>
              {item.orderReference}
            </Link>
          </Fact>
          <Fact labelId="orders.returns.column.type">
            <FormattedMessage id={`orders.returns.type.${item.type}`} />
          </Fact>
          <Fact labelId="orders.returns.column.warehouse">{item.warehouseName}</Fact>
          <Fact labelId="orders.returns.column.customer">{item.customerName}</Fact>
          <Fact labelId="orders.returns.trackingNumber">{item.trackingNumber ?? NO_VALUE}</Fact>
          <Fact labelId="orders.returns.column.createdAt">{formatInstant(item.createdAt, intl.locale)}</Fact>
          <Fact labelId="orders.returns.receivedAt">
            {item.receivedAt ? formatInstant(item.receivedAt, intl.locale) : NO_VALUE}
          </Fact>
          <Fact labelId="orders.returns.reason">{item.reason}</Fact>
        </Box>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2, mt: 2 }}>
        <ReturnLines lines={item.lines} />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2, mt: 2 }}>
        <ReturnHistory history={item.history} />
      </Paper>

      <Dialog open={dialog === 'send'} onClose={() => setDialog(null)} aria-labelledby="return-send-title">
        <Box component="form" onSubmit={submitSend} noValidate>
          <DialogTitle id="return-send-title">
            <FormattedMessage id="orders.returns.send.title" />
          </DialogTitle>
          <DialogContent>
            <DialogContentText>
              <FormattedMessage id="orders.returns.send.text" />
            </DialogContentText>
            <TextField
              id="return-tracking-number"
              label={intl.formatMessage({ id: 'orders.returns.trackingNumber' })}
              value={tracking}
              onChange={(event) => setTracking(event.target.value)}
              fullWidth
              margin="normal"
              slotProps={{ htmlInput: { maxLength: MAX_TRACKING_LENGTH } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setDialog(null)}>
              <FormattedMessage id="orders.returns.keep" />
            </Button>
            <Button type="submit" variant="contained" disabled={busy}>
              <FormattedMessage id="orders.returns.action.send" />
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
      <Dialog
        open={dialog === 'cancel'}
        onClose={() => setDialog(null)}
        aria-labelledby="return-cancel-title"
      >
        <DialogTitle id="return-cancel-title">
          <FormattedMessage id="orders.returns.cancel.title" values={{ number: returnNumber(item.number) }} />
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            <FormattedMessage id="orders.returns.cancel.text" />
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDialog(null)}>
            <FormattedMessage id="orders.returns.keep" />
          </Button>
          <Button color="error" variant="contained" disabled={busy} onClick={() => void act('cancel')}>
            <FormattedMessage id="orders.returns.action.cancel" />
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
