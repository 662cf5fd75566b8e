import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
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
  Typography,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  cancelOrder,
  deleteFailureMessage,
  deleteOrders,
  failedResponse,
  failureMessage,
  fetchOrder,
  formatInstant,
  outcomeMessage,
  processOrder,
  UiText,
  useBusEvent,
  type OrderAction,
  type OrderDetail,
  type UiMessage,
} from '../orders-common';
import { CreateReturnDialog } from '../returns/CreateReturnDialog';
import { OrderComments } from './OrderComments';
import { OrderHistory } from './OrderHistory';
import { OrderLines } from './OrderLines';
import { OrderShipping } from './OrderShipping';
import { OrderStatuses } from './OrderStatuses';

type Loaded =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'failed'; message: UiMessage }
  | { status: 'done'; order: OrderDetail };
type Confirming = null | 'cancel' | 'delete';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const HTTP_NOT_FOUND = 404;
/** The actions this screen offers, in the order it shows them; the order's allowedActions decide which. */
type ShownAction = Exclude<OrderAction, 'create_return'>;
const SHOWN_ACTIONS: readonly ShownAction[] = ['send_to_process', 'start_process', 'cancel', 'delete'];

/**
 * `/orders/:orderId`: one order: its three statuses and their history (who, when, from, to), its lines with
 * links to the products, the address, carrier, service, tracking number and label, the comments thread, and
 * only the actions its state allows. Status events for this order reload it.
 */
export function OrderDetailPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { orderId = '' } = useParams();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [busy, setBusy] = useState<ShownAction | null>(null);
  const [failure, setFailure] = useState<UiMessage | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [returning, setReturning] = useState(false);

  const load = useCallback(
    async (quiet: boolean) => {
      // Not an order id (a mistyped address, or /orders/import before its screen exists): nothing to ask for.
      if (!UUID.test(orderId)) {
        setLoaded({ status: 'missing' });
        return;
      }
      if (!quiet) setLoaded({ status: 'loading' });
      try {
        setLoaded({ status: 'done', order: await fetchOrder(orderId) });
      } catch (error) {
        if (quiet) return;
        if (failedResponse(error)?.status === HTTP_NOT_FOUND) setLoaded({ status: 'missing' });
        else setLoaded({ status: 'failed', message: failureMessage(error) });
      }
    },
    [orderId],
  );
  useEffect(() => {
    void load(false);
  }, [load]);

  const reloadIfMine = (event: { orderId: string }) => {
    if (event.orderId === orderId) void load(true);
  };
  useBusEvent('order.status_changed', reloadIfMine);
  useBusEvent('order.shipped', reloadIfMine);
  // A comment from the warehouse (or the merchant's team) shows in the open thread without a reload.
  useBusEvent('order.comment_added', reloadIfMine);

  const act = async (action: ShownAction) => {
    setConfirming(null);
    setBusy(action);
    setFailure(null);
    try {
      if (action === 'delete') {
        const [outcome] = (await deleteOrders([orderId])).results;
        if (outcome && !outcome.ok) {
          setFailure(outcomeMessage(outcome));
          return;
        }
        navigate('/orders');
        return;
      }
      const order = action === 'cancel' ? await cancelOrder(orderId) : await processOrder(orderId);
      setLoaded({ status: 'done', order });
    } catch (error) {
      setFailure(action === 'delete' ? deleteFailureMessage(error) : failureMessage(error));
    } finally {
      setBusy(null);
    }
  };

  const back = (
    <Link component={RouterLink} to="/orders" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <ArrowBackIcon fontSize="small" />
      <FormattedMessage id="orders.detail.backToList" />
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
            <FormattedMessage id="orders.detail.missing" />
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

  const { order } = loaded;
  const actions = SHOWN_ACTIONS.filter((action) => order.allowedActions.includes(action));
  const returnable = order.allowedActions.includes('create_return');

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1280, mx: 'auto' }}>
      {back}
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'flex-start',
          flexWrap: 'wrap',
          gap: 2,
          mt: 1,
        }}
      >
        <Box>
          <Typography component="h1" variant="h5">
            <FormattedMessage id="orders.detail.title" values={{ reference: order.reference }} />
          </Typography>
          <Typography color="text.secondary">
            <FormattedMessage
              id="orders.detail.subtitle"
              values={{
                number: order.number,
                createdAt: formatInstant(order.createdAt, intl.locale),
                shop: order.shopName ?? intl.formatMessage({ id: 'orders.list.noShop' }),
                warehouse: order.warehouseName,
              }}
            />
          </Typography>
        </Box>
        {(actions.length > 0 || returnable) && (
          <Box
            role="group"
            aria-label={intl.formatMessage({ id: 'orders.detail.actions' })}
            sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
          >
            {actions.map((action) => (
              <Button
                key={action}
                variant={
                  action === 'send_to_process' || action === 'start_process' ? 'contained' : 'outlined'
                }
                color={action === 'cancel' || action === 'delete' ? 'error' : 'primary'}
                disabled={busy !== null}
                onClick={() =>
                  action === 'cancel' || action === 'delete' ? setConfirming(action) : void act(action)
                }
              >
                <FormattedMessage id={ACTION_MESSAGE_IDS[action]} />
              </Button>
            ))}
            {returnable && (
              <Button variant="outlined" onClick={() => setReturning(true)}>
                <FormattedMessage id="orders.returns.createAction" />
              </Button>
            )}
          </Box>
        )}
      </Box>
      {failure && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }} onClose={() => setFailure(null)}>
          <UiText message={failure} />
        </Alert>
      )}

      <Paper variant="outlined" sx={{ p: 2, mt: 2 }}>
        <OrderStatuses order={order} />
      </Paper>

      <Box sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
            <FormattedMessage id="orders.detail.address" />
          </Typography>
          <Box component="address" sx={{ fontStyle: 'normal' }}>
            <Typography sx={{ fontWeight: 600 }}>{order.address.customerName}</Typography>
            <Typography>{order.address.line1}</Typography>
            {order.address.line2 && <Typography>{order.address.line2}</Typography>}
            <Typography>
              {[order.address.postalCode, order.address.city, order.address.region]
                .filter(Boolean)
                .join(', ')}
            </Typography>
            <Typography>{order.address.countryCode}</Typography>
            {order.address.customerEmail && <Typography>{order.address.customerEmail}</Typography>}
            {order.address.customerPhone && <Typography>{order.address.customerPhone}</Typography>}
          </Box>
        </Paper>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <OrderShipping order={order} />
        </Paper>
      </Box>

      <Paper variant="outlined" sx={{ p: 2, mt: 2 }}>
        <OrderLines order={order} />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2, mt: 2 }}>
        <OrderHistory history={order.history} />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2, mt: 2 }}>
        <OrderComments
          orderId={order.id}
          comments={order.comments}
          onAdded={(comment) =>
            setLoaded({ status: 'done', order: { ...order, comments: [...order.comments, comment] } })
          }
        />
      </Paper>

      {returning && (
        <CreateReturnDialog
          order={order}
          open={returning}
          onClose={() => setReturning(false)}
          onCreated={(created) => navigate(`/returns/${encodeURIComponent(created.id)}`)}
        />
      )}
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        aria-labelledby="order-confirm-title"
      >
        <DialogTitle id="order-confirm-title">
          <FormattedMessage
            id={
              confirming === 'delete'
                ? 'orders.detail.confirmDelete.title'
                : 'orders.detail.confirmCancel.title'
            }
            values={{ reference: order.reference }}
          />
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            <FormattedMessage
              id={
                confirming === 'delete'
                  ? 'orders.detail.confirmDelete.text'
                  : 'orders.detail.confirmCancel.text'
              }
            />
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(null)}>
            <FormattedMessage id="orders.detail.keep" />
          </Button>
          <Button color="error" variant="contained" onClick={() => confirming && void act(confirming)}>
            <FormattedMessage
              id={confirming === 'delete' ? 'orders.actions.delete' : 'orders.actions.cancel'}
            />
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

const ACTION_MESSAGE_IDS: Record<ShownAction, string> = {
  send_to_process: 'orders.actions.sendToProcess',
  start_process: 'orders.actions.startProcess',
  cancel: 'orders.actions.cancel',
  delete: 'orders.actions.delete',
};
