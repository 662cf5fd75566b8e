import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Link,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ReceivingOrderDetail } from '@estiba/api/contract';
import {
  BoxStatusChip,
  failureMessage,
  LoadFailure,
  ReceivingOrderStatusChip,
  UiText,
  type UiMessage,
} from '../inventory-common';
import { boxPath } from './BarcodeScanField';
import { fetchStaffReceivingOrder, markArrived } from './receivingDesk.api';
import { isReceivable } from './receivable';
import { useLoaded } from './useLoaded';

/**
 * `/receiving/orders/:receivingOrderId` (warehouse staff): one receiving order with its client, what it announced
 * and what was counted, its boxes (each opens the box screen), and "Mark as arrived" while it is in transit.
 */
export function StaffReceivingOrderPage() {
  const intl = useIntl();
  const { receivingOrderId = '' } = useParams();
  const { loaded, retry, replace } = useLoaded(receivingOrderId, fetchStaffReceivingOrder);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<UiMessage | null>(null);

  if (loaded.status === 'loading') {
    return (
      <Box sx={{ p: 3 }}>
        <CircularProgress aria-label={intl.formatMessage({ id: 'common.loading' })} />
      </Box>
    );
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
  const when = (date: string) =>
    intl.formatDate(`${date}T12:00:00`, { dateStyle: 'long' } as Intl.DateTimeFormatOptions);

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1280, mx: 'auto' }}>
      <Link component={RouterLink} to="/receiving" variant="body2">
        <FormattedMessage id="inventory.receiving.backToDesk" />
      </Link>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', my: 1 }}>
        <Typography component="h1" variant="h5">
          <FormattedMessage id="inventory.orderDetail.title" values={{ reference: order.reference }} />
        </Typography>
        <ReceivingOrderStatusChip status={order.status} />
      </Box>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Typography sx={{ fontWeight: 600 }}>
          <FormattedMessage id="inventory.receiving.client" values={{ name: order.client.name }} />
        </Typography>
        <Typography color="text.secondary">{order.warehouse.name}</Typography>
        <Typography sx={{ mt: 1 }}>
          <FormattedMessage id="inventory.orderDetail.arrival" values={{ date: when(order.arrivalDate) }} />
        </Typography>
        <Typography>
          <FormattedMessage id={`inventory.common.shippingMethod.${order.shippingMethod}`} />
          {order.carrierName && ` · ${order.carrierName}`}
          {order.trackingNumber && ` · ${order.trackingNumber}`}
        </Typography>
        {order.status === 'in_transit' && (
          <Button variant="contained" sx={{ mt: 2 }} disabled={busy} onClick={() => void arrive()}>
            <FormattedMessage id="inventory.receiving.markArrived" />
          </Button>
        )}
        {failure && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            <UiText message={failure} />
          </Alert>
        )}
      </Paper>

      <Typography component="h2" variant="h6" id="staff-order-boxes" sx={{ mb: 1 }}>
        <FormattedMessage id="inventory.orderDetail.boxes" values={{ count: order.boxes.length }} />
      </Typography>
      <Paper variant="outlined" sx={{ mb: 3, overflowX: 'auto' }}>
        <Table size="small" aria-labelledby="staff-order-boxes">
          <TableHead>
            <TableRow>
              <TableCell>
                <FormattedMessage id="inventory.receiving.columns.box" />
              </TableCell>
              <TableCell>
                <FormattedMessage id="inventory.orders.columns.status" />
              </TableCell>
              <TableCell align="right">
                <FormattedMessage id="inventory.orderDetail.expected" />
              </TableCell>
              <TableCell>
                <FormattedMessage id="inventory.receiving.columns.action" />
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {order.boxes.map((box) => (
              <TableRow key={box.id}>
                <TableCell component="th" scope="row">
                  <FormattedMessage
                    id="inventory.orderDetail.boxOf"
                    values={{ number: box.number, total: order.boxes.length, barcode: box.barcode }}
                  />
                </TableCell>
                <TableCell>
                  <BoxStatusChip status={box.status} />
                </TableCell>
                <TableCell align="right">{box.lines.reduce((sum, line) => sum + line.expected, 0)}</TableCell>
                <TableCell>
                  <Link component={RouterLink} to={boxPath(box.barcode)}>
                    <FormattedMessage
                      id={
                        isReceivable(order, box)
                          ? 'inventory.receiving.receiveBox'
                          : 'inventory.receiving.openBox'
                      }
                      values={{ barcode: box.barcode }}
                    />
                  </Link>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>

      <Typography component="h2" variant="h6" id="staff-order-lines" sx={{ mb: 1 }}>
        <FormattedMessage id="inventory.orderDetail.lines" />
      </Typography>
      <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-labelledby="staff-order-lines">
          <TableHead>
            <TableRow>
              <TableCell>
                <FormattedMessage id="inventory.common.sku" />
              </TableCell>
              <TableCell>
                <FormattedMessage id="inventory.common.name" />
              </TableCell>
              <TableCell align="right">
                <FormattedMessage id="inventory.orderDetail.expected" />
              </TableCell>
              <TableCell align="right">
                <FormattedMessage id="inventory.common.received" />
              </TableCell>
              <TableCell align="right">
                <FormattedMessage id="inventory.common.damaged" />
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {order.lines.map((line) => (
              <TableRow key={line.productId}>
                <TableCell component="th" scope="row">
                  {line.sku}
                </TableCell>
                <TableCell>{line.name}</TableCell>
                <TableCell align="right">{line.expected}</TableCell>
                <TableCell align="right">{line.received}</TableCell>
                <TableCell align="right">{line.damaged}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
    </Box>
  );
}

export default StaffReceivingOrderPage;
