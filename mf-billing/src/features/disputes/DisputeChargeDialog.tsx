import { useRef, useState } from 'react';
import { useFormik } from 'formik';
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
import {
  disputeFormSchema,
  MAX_REASON_LENGTH,
  MIN_REASON_LENGTH,
  type DisputeFormValues,
} from './dispute.form';
import { openDispute, type ChargeToDispute, type DisputeSummary } from './disputes.api';

const FORM_ID = 'dispute-charge';

export interface DisputeChargeDialogProps {
  charge: ChargeToDispute;
  open: boolean;
  onClose: () => void;
  onOpened: (dispute: DisputeSummary) => void;
}

/**
 * "Dispute this charge": the merchant says what is wrong with one charge (Formik with the Yup rule of 10–2000
 * characters, the API's, shown on the field once it was left or the form sent); the server's refusal (a dispute
 * already open, say) shows above the field in its own words. One Idempotency-Key per reason: a retried submit of
 * the same text never opens a second dispute.
 */
export function DisputeChargeDialog({ charge, open, onClose, onOpened }: DisputeChargeDialogProps) {
  const intl = useIntl();
  const [failure, setFailure] = useState<UiMessage | null>(null);
  const attempt = useRef<{ reason: string; key: string } | null>(null);
  const formik = useFormik<DisputeFormValues>({
    initialValues: { reason: '' },
    validationSchema: disputeFormSchema,
    onSubmit: async (values, helpers) => {
      const text = values.reason.trim();
      if (attempt.current?.reason !== text) attempt.current = { reason: text, key: newIdempotencyKey() };
      setFailure(null);
      try {
        const dispute = await openDispute(charge.id, text, attempt.current.key);
        attempt.current = null;
        helpers.resetForm();
        onOpened(dispute);
      } catch (failed) {
        setFailure(failureMessage(failed));
      }
    },
  });
  const { reason } = formik.values;
  const clientError = formik.errors.reason;
  const shownError = clientError && (formik.touched.reason || formik.submitCount > 0) ? clientError : null;

  const amount = money(charge.amountCents, charge.currency, intl.locale);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={`${FORM_ID}-title`} maxWidth="sm" fullWidth>
      <Box component="form" noValidate onSubmit={formik.handleSubmit}>
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
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            required
            multiline
            minRows={4}
            fullWidth
            error={Boolean(shownError)}
            helperText={intl.formatMessage(
              { id: shownError ?? 'billing.disputes.form.reasonHint' },
              { min: MIN_REASON_LENGTH, max: MAX_REASON_LENGTH, count: reason.trim().length },
            )}
            slotProps={{ htmlInput: { maxLength: MAX_REASON_LENGTH + 100 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>
            <FormattedMessage id="billing.disputes.form.cancel" />
          </Button>
          <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
            <FormattedMessage id="billing.disputes.form.submit" />
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
