import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { FormattedMessage } from 'react-intl';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Link,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import type { ReceivingOrderDetail } from '@estiba/api/contract';
import {
  downloadLabels,
  failureMessage,
  useReceivingEvents,
  type UiMessage,
  LoadingScreen,
} from '../inventory-common';
import { ReceivingOrderContent } from './ReceivingOrderContent';
import { ReceivingOrderHeader } from './ReceivingOrderHeader';
import { cancelReceivingOrder, fetchReceivingOrder, sendReceivingOrder } from './receivingOrderDetail.api';

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'done'; order: ReceivingOrderDetail };
type Busy = null | 'labels' | 'cancel' | 'send';

/**
 * `/inventory-orders/:receivingOrderId`: one receiving order: its boxes and their status, expected versus received
 * per line, each box's timeline with the receiving deadline counting down, labels to download again, Cancel while
 * cancellable. Receiving events for this order reload it. A failed load is only logged (spec point 8).
 */
export function ReceivingOrderDetailPage() {
  const { receivingOrderId = '' } = useParams();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [busy, setBusy] = useState<Busy>(null);
  const [failure, setFailure] = useState<UiMessage | null>(null);
  const [confirming, setConfirming] = useState(false);

  const load = useCallback(
    async (quiet: boolean) => {
      if (!quiet) setLoaded({ status: 'loading' });
      try {
        setLoaded({ status: 'done', order: await fetchReceivingOrder(receivingOrderId) });
      } catch (error) {
        // Spec point 8: "Receiving order detail failure: Logged only."
        console.error('the receiving order could not be loaded', error);
        if (!quiet) setLoaded({ status: 'failed' });
      }
    },
    [receivingOrderId],
  );
  useEffect(() => {
    void load(false);
  }, [load]);

  const reloadIfMine = (event: { receivingOrderId: string }) => {
    if (event.receivingOrderId === receivingOrderId) void load(true);
  };
  useReceivingEvents(reloadIfMine);

  const act = async (kind: Exclude<Busy, null>, work: () => Promise<ReceivingOrderDetail | void>) => {
    setBusy(kind);
    setFailure(null);
    try {
      const order = await work();
      if (order) setLoaded({ status: 'done', order });
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setBusy(null);
    }
  };

  if (loaded.status === 'loading') {
    return <LoadingScreen />;
  }
  if (loaded.status === 'failed') {
    return (
      <Box sx={{ p: 3 }}>
        <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
          <FormattedMessage id="errors.noDataAvailable" />
        </Typography>
        <Link component={RouterLink} to="/inventory-orders">
          <FormattedMessage id="inventory.orderDetail.backToList" />
        </Link>
      </Box>
    );
  }

  const { order } = loaded;

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1280, mx: 'auto' }}>
      <ReceivingOrderHeader
        order={order}
        back={{ to: '/inventory-orders', messageId: 'inventory.orderDetail.backToList' }}
        failure={failure}
        party={
          <>
            <Typography sx={{ fontWeight: 600 }}>{order.warehouse.name}</Typography>
            <Typography color="text.secondary">{order.warehouse.address}</Typography>
          </>
        }
      >
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 2 }}>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={busy !== null}
            onClick={() =>
              void act('labels', () => downloadLabels(order.id, `${order.reference}-labels.pdf`))
            }
          >
            <FormattedMessage id="inventory.common.downloadLabels" />
          </Button>
          {order.status === 'draft' && (
            <Button
              variant="contained"
              disabled={busy !== null}
              onClick={() => void act('send', () => sendReceivingOrder(order.id))}
            >
              <FormattedMessage id="inventory.orderDetail.send" />
            </Button>
          )}
          {order.cancellable && (
            <Button color="error" disabled={busy !== null} onClick={() => setConfirming(true)}>
              <FormattedMessage id="inventory.orderDetail.cancel" />
            </Button>
          )}
        </Box>
      </ReceivingOrderHeader>

      <ReceivingOrderContent
        order={order}
        productHref={(productId) => `/products/${encodeURIComponent(productId)}`}
      />

      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="cancel-order-title">
        <DialogTitle id="cancel-order-title">
          <FormattedMessage id="inventory.orderDetail.cancelTitle" values={{ reference: order.reference }} />
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            <FormattedMessage id="inventory.orderDetail.cancelText" />
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>
            <FormattedMessage id="inventory.orderDetail.keep" />
          </Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              setConfirming(false);
              void act('cancel', () => cancelReceivingOrder(order.id));
            }}
          >
            <FormattedMessage id="inventory.orderDetail.confirmCancel" />
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
