import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { failureMessage, newIdempotencyKey, type UiMessage } from '@estiba/shared';
import { money, UiText } from '../billing-common';
import { MAX_REASON_LENGTH, reasonError } from './dispute.form';
import { openDispute, type ChargeToDispute, type DisputeSummary } from './disputes.api';

const FORM_ID = 'dispute-charge';

export interface DisputeChargeDialogProps {
  charge: ChargeToDispute;
  open: boolean;
  onClose: () => void;
  onOpened: (dispute: DisputeSummary) => void;
}

/**
 * "Dispute this charge": the merchant says what is wrong with one charge (10–2000 characters, the API's rule,
 * shown on the field once it was left or the form sent); the server's refusal (a dispute already open, say) shows
 * above the field in its own words. One Idempotency-Key per reason: a retried submit of the same text never opens
 * a second dispute.
 */
export function DisputeChargeDialog({ charge, open, onClose, onOpened }: DisputeChargeDialogProps) {
  const intl = useIntl();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<UiMessage | null>(null);
  const attempt = useRef<{ reason: string; key: string } | null>(null);
  const error = reasonError(reason);
  const shownError = touched ? error : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (error || sending) return;
    const text = reason.trim();
    if (attempt.current?.reason !== text) attempt.current = { reason: text, key: newIdempotencyKey() };
    setSending(true);
    setFailure(null);
    try {
      const dispute = await openDispute(charge.id, text, attempt.current.key);
      attempt.current = null;
      setReason('');
      setTouched(false);
      onOpened(dispute);
    } catch (failed) {
      setFailure(failureMessage(failed));
    } finally {
      setSending(false);
    }
  };

  const amount = money(charge.amountCents, charge.currency, intl.locale);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={`${FORM_ID}-title`} maxWidth="sm" fullWidth>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={`${FORM_ID}-title`}>
          <FormattedMessage id="billing.disputes.form.title" />
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            <FormattedMessage
              id="billing.disputes.form.charge"
              values={{
                kind: intl.formatMessage({ id: `billing.kind.${charge.kind}` }),
                source: charge.sourceLabel,
                amount,
              }}
            />
          </DialogContentText>
          {failure && (
            <Alert severity="error" sx={{ mb: 2 }}>
              <UiText message={failure} />
            </Alert>
          )}
          <TextField
            id={`${FORM_ID}-reason`}
            name="reason"
            label={intl.formatMessage({ id: 'billing.disputes.form.reason' })}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            onBlur={() => setTouched(true)}
            required
            multiline
            minRows={4}
            fullWidth
            error={Boolean(shownError)}
            helperText={intl.formatMessage(
              { id: shownError ?? 'billing.disputes.form.reasonHint' },
              { min: 10, max: MAX_REASON_LENGTH, count: reason.trim().length },
            )}
            slotProps={{ htmlInput: { maxLength: MAX_REASON_LENGTH + 100 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>
            <FormattedMessage id="billing.disputes.form.cancel" />
          </Button>
          <Button type="submit" variant="contained" disabled={sending}>
            <FormattedMessage id="billing.disputes.form.submit" />
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
