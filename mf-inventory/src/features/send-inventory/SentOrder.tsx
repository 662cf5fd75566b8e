import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { FormattedMessage } from 'react-intl';
import { Alert, Box, Button, Link, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { downloadLabels, failureMessage, UiText, type UiMessage } from '../inventory-common';
import type { ReceivingOrderDetail } from '@estiba/api/contract';

/** The receiving order the wizard created: its labels to print and the way to follow it. */
export function SentOrder({
  order,
  onStartAgain,
}: {
  order: ReceivingOrderDetail;
  onStartAgain: () => void;
}) {
  const [failure, setFailure] = useState<UiMessage | null>(null);
  const [downloading, setDownloading] = useState(false);
  const number = order.reference;
  const download = async () => {
    setFailure(null);
    setDownloading(true);
    try {
      await downloadLabels(order.id, `${number}-labels.pdf`);
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Box>
      <Alert severity="success" sx={{ mb: 2 }}>
        <FormattedMessage
          id={order.status === 'draft' ? 'inventory.send.sent.draft' : 'inventory.send.sent.sent'}
          values={{ number }}
        />
      </Alert>
      <Typography sx={{ mb: 2 }}>
        <FormattedMessage id="inventory.send.sent.labelsHint" />
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button
          variant="contained"
          startIcon={<DownloadIcon />}
          onClick={() => void download()}
          disabled={downloading}
        >
          <FormattedMessage id="inventory.common.downloadLabels" />
        </Button>
        <Link component={RouterLink} to={`/inventory-orders/${encodeURIComponent(order.id)}`}>
          <FormattedMessage id="inventory.send.sent.viewOrder" values={{ number }} />
        </Link>
        <Button onClick={onStartAgain}>
          <FormattedMessage id="inventory.send.sent.again" />
        </Button>
      </Box>
      {failure && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          <UiText message={failure} />
        </Alert>
      )}
    </Box>
  );
}
