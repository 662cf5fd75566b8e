import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { FormattedMessage } from 'react-intl';
import { Alert, Box, Link, Typography } from '@mui/material';
import type { StaffBoxView } from '@estiba/api/contract';
import { useSelector } from 'react-redux';
import { selectUser, type ReceivingBoxReceivedPayload } from '@estiba/shared';
import {
  BoxStatusChip,
  LoadFailure,
  UiText,
  type UiMessage,
  LoadingScreen,
  useBusEvent,
} from '../inventory-common';
import { ReceivingBoxCard } from '../receiving-order-detail/ReceivingBoxCard';
import { BarcodeScanField } from './BarcodeScanField';
import { BoxCountForm } from './BoxCountForm';
import type { ReceivedBoxNotice } from './ReceivingDeskPage';
import { fetchBoxByBarcode } from './receivingDesk.api';
import { isReceivable } from './receivable';
import { ResolveDiscrepancyForm } from './ResolveDiscrepancyForm';
import { useLoaded } from './useLoaded';

/**
 * `/receiving/boxes/:barcode` (warehouse staff): the box a label's barcode names. A box still to be counted gets
 * the count form; once sent, the desk's scan field takes the next box. A box someone else received first says
 * who and shows it as they counted it; a box with a discrepancy offers to resolve it.
 * Live: when a colleague receives this box or resolves its discrepancy (the socket's warehouse room), the box is
 * loaded again and the screen says so; an event of its receiving order (another box, arrival, cancelling) loads it
 * again quietly. The count form stays mounted while the box can still be counted, so typed counts are kept.
 */
export function ReceiveBoxPage() {
  const navigate = useNavigate();
  const { barcode = '' } = useParams();
  const { loaded, retry, reload, replace } = useLoaded(barcode, fetchBoxByBarcode);
  const [conflict, setConflict] = useState<UiMessage | null>(null);
  const [changedBy, setChangedBy] = useState<'received' | 'resolved' | null>(null);
  const userId = useSelector(selectUser)?.userId ?? null;
  const shown = loaded.status === 'done' ? loaded.data : null;

  /** This box changed by someone else's hand: load it again and tell the person looking at it. */
  const boxChanged = (change: 'received' | 'resolved') => (event: ReceivingBoxReceivedPayload) => {
    if (!shown || event.boxId !== shown.box.id) {
      if (shown && event.receivingOrderId === shown.receivingOrder.id) void reload();
      return;
    }
    if (event.by && event.by === userId) return;
    setChangedBy(change);
    void reload();
  };
  useBusEvent('receiving_box.received', boxChanged('received'));
  useBusEvent('receiving_box.discrepancy_resolved', boxChanged('resolved'));
  useBusEvent('receiving_order.status_changed', (event) => {
    if (shown && event.receivingOrderId === shown.receivingOrder.id) void reload();
  });

  if (loaded.status === 'loading') {
    return <LoadingScreen />;
  }
  if (loaded.status === 'failed') {
    return (
      <Box sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2 }}>
        <Typography component="h1" variant="h5">
          <FormattedMessage id="inventory.receiving.box.title" values={{ barcode }} />
        </Typography>
        <LoadFailure message={loaded.message} onRetry={retry} />
        {/* A mistyped or unknown code: the next try is right here. */}
        <BarcodeScanField />
        <Link component={RouterLink} to="/receiving">
          <FormattedMessage id="inventory.receiving.backToDesk" />
        </Link>
      </Box>
    );
  }

  const { receivingOrder: order, box } = loaded.data;
  const refused = (message: UiMessage) => {
    setConflict(message);
    // Show the box as the one who got there first left it.
    void reload();
  };
  const received = (view: StaffBoxView) => {
    const notice: ReceivedBoxNotice = {
      receivedBox: { barcode: view.box.barcode, discrepancy: view.box.status === 'with_discrepancy' },
    };
    navigate('/receiving', { state: notice });
  };
  const resolved = (view: StaffBoxView) => {
    setConflict(null);
    replace(view);
  };

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1280, mx: 'auto' }}>
      <Link component={RouterLink} to={`/receiving/orders/${encodeURIComponent(order.id)}`} variant="body2">
        <FormattedMessage id="inventory.receiving.backToOrder" values={{ reference: order.reference }} />
      </Link>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', my: 1 }}>
        <Typography component="h1" variant="h5">
          <FormattedMessage
            id="inventory.orderDetail.boxOf"
            values={{ number: box.number, total: order.boxes.length, barcode: box.barcode }}
          />
        </Typography>
        <BoxStatusChip status={box.status} />
      </Box>
      <Typography sx={{ mb: 2 }}>
        <FormattedMessage
          id="inventory.receiving.box.of"
          values={{ reference: order.reference, client: order.client.name }}
        />
      </Typography>
      {changedBy && !conflict && (
        <Alert severity="info" role="status" sx={{ mb: 2 }}>
          <FormattedMessage
            id={
              changedBy === 'received'
                ? 'inventory.receiving.box.changedReceived'
                : 'inventory.receiving.box.changedResolved'
            }
          />
        </Alert>
      )}
      {conflict && (
        <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
          <UiText message={conflict} />
        </Alert>
      )}
      {isReceivable(order, box) ? (
        <BoxCountForm key={box.id} box={box} onReceived={received} onConflict={refused} />
      ) : (
        <>
          <ReceivingBoxCard box={box} boxCount={order.boxes.length} />
          {box.status === 'with_discrepancy' && !box.discrepancyResolvedAt && (
            <ResolveDiscrepancyForm box={box} onResolved={resolved} onConflict={refused} />
          )}
          <Box sx={{ mt: 3 }}>
            {/* The box's state and its alert come first; the field waits for the next scan. */}
            <BarcodeScanField autoFocus={false} />
          </Box>
        </>
      )}
    </Box>
  );
}

export default ReceiveBoxPage;
