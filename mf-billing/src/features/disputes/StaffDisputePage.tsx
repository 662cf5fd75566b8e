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
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { failureMessage, RetryPanel, type UiMessage } from '@estiba/shared';
import { formatInstant, invoiceNumber, money, UiText } from '../billing-common';
import { centsOf, creditAmountError, MAX_MESSAGE_LENGTH, messageError } from './dispute.form';
import { creditDispute, rejectDispute, type DisputeDetail } from './disputes.api';
import { DisputeThread } from './DisputeThread';
import { useDispute } from './useDispute';

type Action = 'reject' | 'credit';

/** Staff's answer that ends a dispute: a message to the merchant, and for a credit its amount. */
function Resolve({
  detail,
  onResolved,
}: {
  detail: DisputeDetail;
  onResolved: (detail: DisputeDetail) => void;
}) {
  const intl = useIntl();
  const { charge } = detail;
  const [message, setMessage] = useState('');
  const [amount, setAmount] = useState('');
  const [tried, setTried] = useState<Action | null>(null);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<UiMessage | null>(null);
  const messageProblem = tried ? messageError(message) : null;
  const amountProblem = tried === 'credit' ? creditAmountError(amount, charge.creditableCents) : null;
  const left = money(charge.creditableCents, charge.currency, intl.locale);

  const send = async (action: Action) => {
    setTried(action);
    if (messageError(message) || (action === 'credit' && creditAmountError(amount, charge.creditableCents)))
      return;
    setSending(true);
    setFailure(null);
    try {
      const text = message.trim();
      onResolved(
        action === 'credit'
          ? await creditDispute(detail.dispute.id, centsOf(amount)!, text)
          : await rejectDispute(detail.dispute.id, text),
      );
    } catch (failed) {
      setFailure(failureMessage(failed));
    } finally {
      setSending(false);
    }
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="dispute-resolve-title"
      sx={{ p: 2, mt: 3 }}
    >
      <Typography component="h2" variant="h6" id="dispute-resolve-title" sx={{ mb: 1 }}>
        <FormattedMessage id="billing.disputes.resolve.title" />
      </Typography>
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          <UiText message={failure} />
        </Alert>
      )}
      <TextField
        id="dispute-resolve-message"
        label={intl.formatMessage({ id: 'billing.disputes.resolve.message' })}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        required
        multiline
        minRows={2}
        fullWidth
        error={Boolean(messageProblem)}
        helperText={intl.formatMessage(
          { id: messageProblem ?? 'billing.disputes.resolve.messageHint' },
          { max: MAX_MESSAGE_LENGTH },
        )}
        sx={{ mb: 2 }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          id="dispute-credit-amount"
          label={intl.formatMessage({ id: 'billing.disputes.credit.amount' }, { currency: charge.currency })}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          inputMode="decimal"
          error={Boolean(amountProblem)}
          helperText={intl.formatMessage(
            { id: amountProblem ?? 'billing.disputes.credit.amountHint' },
            { left },
          )}
          sx={{ minWidth: 240 }}
        />
        <Button variant="contained" disabled={sending} onClick={() => void send('credit')} sx={{ mt: 1 }}>
          <FormattedMessage id="billing.disputes.credit.submit" />
        </Button>
        <Button
          variant="outlined"
          color="error"
          disabled={sending}
          onClick={() => void send('reject')}
          sx={{ mt: 1 }}
        >
          <FormattedMessage id="billing.disputes.reject.submit" />
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * `/floor/billing/disputes/:disputeId`: one dispute for staff: the charge (merchant, warehouse, amount, what was
 * already credited and what is left), the thread with a reply box, and while open the answer that ends it:
 * Reject, or Issue credit with an amount (at most what is left; the server's refusal in its words). Live: the
 * merchant's reply appears without a reload.
 */
export function StaffDisputePage() {
  const intl = useIntl();
  const { disputeId = '' } = useParams();
  const { detail, failure, reload, reply, replace } = useDispute('staff', disputeId);

  return (
    <Box sx={{ p: 3, maxWidth: 960 }}>
      <Link
        component={RouterLink}
        to="/floor/billing/disputes"
        sx={{ display: 'inline-flex', alignItems: 'center', mb: 2 }}
      >
        <ArrowBackIcon fontSize="small" sx={{ mr: 0.5 }} />
        <FormattedMessage id="billing.disputes.desk.back" />
      </Link>
      {failure && !detail && <RetryPanel onRetry={reload} />}
      {!failure && !detail && (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
          <CircularProgress aria-label={intl.formatMessage({ id: 'billing.disputes.loading' })} />
        </Box>
      )}
      {detail && (
        <>
          <Typography component="h1" variant="h5" sx={{ mb: 1 }}>
            <FormattedMessage
              id="billing.disputes.detail.title"
              values={{
                kind: intl.formatMessage({ id: `billing.kind.${detail.charge.kind}` }),
                source: detail.charge.sourceLabel,
              }}
            />
          </Typography>
          <Paper
            variant="outlined"
            component="dl"
            sx={{
              m: 0,
              mb: 3,
              p: 2,
              display: 'grid',
              gridTemplateColumns: 'max-content 1fr',
              columnGap: 2,
              rowGap: 0.5,
            }}
          >
            {(
              [
                ['merchant', detail.dispute.client.name],
                ['warehouse', detail.charge.warehouseName],
                ['occurred', formatInstant(detail.charge.occurredAt, intl.locale)],
                ['invoice', invoiceNumber(detail.charge.invoiceNumber)],
                ['amount', money(detail.charge.amountCents, detail.charge.currency, intl.locale)],
                ['credited', money(detail.charge.creditedCents, detail.charge.currency, intl.locale)],
                ['left', money(detail.charge.creditableCents, detail.charge.currency, intl.locale)],
              ] as const
            ).map(([key, value]) => (
              <Box key={key} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  <FormattedMessage id={`billing.disputes.detail.${key}`} />
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Paper>
          <Box sx={{ mt: 3 }}>
            <DisputeThread detail={detail} side="staff" onReply={reply} />
          </Box>
          {detail.dispute.status === 'open' && <Resolve detail={detail} onResolved={replace} />}
        </>
      )}
    </Box>
  );
}
