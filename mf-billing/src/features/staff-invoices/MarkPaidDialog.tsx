import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { failureMessage, type UiMessage } from '@estiba/shared';
import { formatDay, formatMonth, invoiceNumber, money, NO_VALUE, UiText } from '../billing-common';
import { markInvoicePaid, type StaffInvoice } from './staffInvoices.api';

export interface MarkPaidDialogProps {
  /** The invoice to mark; null: the dialog is closed. */
  invoice: StaffInvoice | null;
  onClose: () => void;
  onPaid: (invoice: StaffInvoice) => void;
}

/**
 * Asks before marking an invoice paid (it cannot be undone here: a paid invoice stays paid), naming whose invoice,
 * which month and how much. The API's refusal (already paid, still open) is shown in its own words.
 */
export function MarkPaidDialog({ invoice: chosen, onClose, onPaid }: MarkPaidDialogProps) {
  const intl = useIntl();
  // The last invoice chosen stays on the dialog while it fades out, so its words do not change as it closes.
  const [invoice, setInvoice] = useState(chosen);
  if (chosen && chosen !== invoice) setInvoice(chosen);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<UiMessage | null>(null);
  const close = () => {
    if (busy) return;
    setFailure(null);
    onClose();
  };
  const confirm = async () => {
    if (!invoice) return;
    setBusy(true);
    setFailure(null);
    try {
      const paid = await markInvoicePaid(invoice.id);
      onPaid(paid);
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const number = invoice ? invoiceNumber(invoice.number) : '';
  return (
    <Dialog open={chosen !== null} onClose={close} aria-labelledby="mark-paid-title" maxWidth="xs" fullWidth>
      <DialogTitle id="mark-paid-title">
        <FormattedMessage id="billing.staffInvoices.markPaid.title" values={{ number }} />
      </DialogTitle>
      <DialogContent>
        {invoice && (
          <DialogContentText>
            <FormattedMessage
              id="billing.staffInvoices.markPaid.text"
              values={{
                client: invoice.clientName,
                warehouse: invoice.warehouseName,
                month: formatMonth(invoice.periodMonth, intl.locale),
                total:
                  invoice.totalCents === null
                    ? NO_VALUE
                    : money(invoice.totalCents, invoice.currency, intl.locale),
                due: formatDay(invoice.dueOn, intl.locale),
              }}
            />
          </DialogContentText>
        )}
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            <UiText message={failure} />
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          <FormattedMessage id="billing.staffInvoices.markPaid.cancel" />
        </Button>
        <Button variant="contained" onClick={() => void confirm()} disabled={busy}>
          <FormattedMessage id="billing.staffInvoices.markPaid.confirm" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
