import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { FormattedMessage } from 'react-intl';
import { Box, Button, Link, Typography } from '@mui/material';
import type { ReceivingOrderDetail } from '@estiba/api/contract';
import {
  failureMessage,
  LoadFailure,
  useReceivingEvents,
  type UiMessage,
  LoadingScreen,
} from '../inventory-common';
import { ReceivingOrderContent } from '../receiving-order-detail/ReceivingOrderContent';
import { ReceivingOrderHeader } from '../receiving-order-detail/ReceivingOrderHeader';
import { boxPath } from './BarcodeScanField';
import { fetchStaffReceivingOrder, markArrived } from './receivingDesk.api';
import { isReceivable } from './receivable';
import { useLoaded } from './useLoaded';

/**
 * `/receiving/orders/:receivingOrderId` (warehouse staff): one receiving order with its client, what it announced
 * and what was counted, its boxes as the merchant sees them (each opens the box screen), and "Mark as arrived"
 * while it is in transit. Live: the socket's events for this order (a colleague received a box, the merchant
 * cancelled) load it again without the spinner.
 */
export function StaffReceivingOrderPage() {
  const { receivingOrderId = '' } = useParams();
  const { loaded, retry, reload, replace } = useLoaded(receivingOrderId, fetchStaffReceivingOrder);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<UiMessage | null>(null);

  useReceivingEvents((event) => {
    if (event.receivingOrderId === receivingOrderId && loaded.status === 'done') void reload();
  });

  if (loaded.status === 'loading') {
    return <LoadingScreen />;
  }
  if (loaded.status === 'failed') {
    return (
      <Box sx={{ p: 3, display: 'grid', gap: 2 }}>
        <LoadFailure message={loaded.message} onRetry={retry} />
        <Link component={RouterLink} to="/receiving">
          <FormattedMessage id="inventory.receiving.backToDesk" />
        </Link>
      </Box>
    );
  }

  const order: ReceivingOrderDetail = loaded.data;
  const arrive = async () => {
    setBusy(true);
    setFailure(null);
    try {
      replace(await markArrived(order.id));
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1280, mx: 'auto' }}>
      <ReceivingOrderHeader
        order={order}
        back={{ to: '/receiving', messageId: 'inventory.receiving.backToDesk' }}
        failure={failure}
        party={
          <>
            <Typography sx={{ fontWeight: 600 }}>
              <FormattedMessage id="inventory.receiving.client" values={{ name: order.client.name }} />
            </Typography>
            <Typography color="text.secondary">{order.warehouse.name}</Typography>
          </>
        }
      >
        {order.status === 'in_transit' && (
          <Button variant="contained" sx={{ mt: 2 }} disabled={busy} onClick={() => void arrive()}>
            <FormattedMessage id="inventory.receiving.markArrived" />
          </Button>
        )}
      </ReceivingOrderHeader>

      <ReceivingOrderContent
        order={order}
        boxAction={(box) => (
          <Link component={RouterLink} to={boxPath(box.barcode)} sx={{ ml: 'auto' }}>
            <FormattedMessage
              id={isReceivable(order, box) ? 'inventory.receiving.receiveBox' : 'inventory.receiving.openBox'}
              values={{ barcode: box.barcode }}
            />
          </Link>
        )}
      />
    </Box>
  );
}

export default StaffReceivingOrderPage;
