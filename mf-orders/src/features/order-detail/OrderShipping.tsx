import { useState } from 'react';
import { Alert, Box, Button, Link, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { FormattedMessage } from 'react-intl';
import {
  downloadFile,
  failureMessage,
  UiText,
  NO_VALUE,
  type OrderDetail,
  type UiMessage,
} from '../orders-common';

/** Carrier and service, the tracking number (a link when the carrier has a tracking page) and the label. */
export function OrderShipping({ order }: { order: OrderDetail }) {
  const [failure, setFailure] = useState<UiMessage | null>(null);
  const [busy, setBusy] = useState(false);
  const { label } = order;
  const download = async () => {
    if (!label) return;
    setBusy(true);
    setFailure(null);
    try {
      await downloadFile(label.url, label.fileName);
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };
  const row = (id: string, value: React.ReactNode) => (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" color="text.secondary">
        <FormattedMessage id={id} />
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {value ?? NO_VALUE}
      </Typography>
    </Box>
  );
  return (
    <>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        <FormattedMessage id="orders.detail.shipping" />
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, m: 0 }}
      >
        {row('orders.detail.carrier', order.carrier?.name)}
        {row('orders.detail.service', order.carrierService?.name)}
        {row(
          'orders.detail.trackingNumber',
          order.trackingNumber && order.trackingUrl ? (
            <Link href={order.trackingUrl} target="_blank" rel="noopener noreferrer">
              {order.trackingNumber}
            </Link>
          ) : (
            order.trackingNumber
          ),
        )}
      </Box>
      {label && (
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          sx={{ mt: 2 }}
          disabled={busy}
          onClick={() => void download()}
        >
          <FormattedMessage id="orders.detail.downloadLabel" />
        </Button>
      )}
      {failure && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          <UiText message={failure} />
        </Alert>
      )}
    </>
  );
}
