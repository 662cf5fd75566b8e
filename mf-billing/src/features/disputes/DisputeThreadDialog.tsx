import { FormattedMessage, useIntl } from 'react-intl';
import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
} from '@mui/material';
import { RetryPanel } from '@estiba/shared';
import { money } from '../billing-common';
import { DisputeThread } from './DisputeThread';
import { useDispute } from './useDispute';

export interface DisputeThreadDialogProps {
  /** The dispute to show; null keeps the dialog closed. */
  disputeId: string | null;
  onClose: () => void;
}

/**
 * The merchant's view of one dispute (opened from a charge's row): the charge, the thread with staff's answers by
 * name, how it ended, and a box to answer while it is open. Live: the staff's answer appears without a reload.
 */
export function DisputeThreadDialog({ disputeId, onClose }: DisputeThreadDialogProps) {
  const intl = useIntl();
  const { detail, failure, reload, reply } = useDispute('merchant', disputeId);
  const shown = detail && detail.dispute.id === disputeId ? detail : null;
  return (
    <Dialog
      open={Boolean(disputeId)}
      onClose={onClose}
      aria-labelledby="dispute-thread-title"
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id="dispute-thread-title">
        {shown ? (
          <FormattedMessage
            id="billing.disputes.thread.dialogTitle"
            values={{
              source: shown.charge.sourceLabel,
              amount: money(shown.charge.amountCents, shown.charge.currency, intl.locale),
            }}
          />
        ) : (
          <FormattedMessage id="billing.disputes.thread.title" />
        )}
      </DialogTitle>
      <DialogContent>
        {failure && !shown && <RetryPanel onRetry={reload} />}
        {!failure && !shown && (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
            <CircularProgress aria-label={intl.formatMessage({ id: 'billing.disputes.loading' })} />
          </Box>
        )}
        {shown && <DisputeThread detail={shown} side="merchant" onReply={reply} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <FormattedMessage id="billing.disputes.close" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
