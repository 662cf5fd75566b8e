import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  Box,
  CircularProgress,
  Link,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { failureMessage, RetryPanel, type UiMessage } from '@estiba/shared';
import { formatInstant, money, useBusEvent } from '../billing-common';
import { fetchMyDisputes, type DisputeSummary } from './disputes.api';
import { DisputeStatusChip } from './DisputeStatusChip';
import { DisputeThreadDialog } from './DisputeThreadDialog';

/**
 * `/billing-information/disputes`: the merchant's disputes across warehouses, open ones first, each opening its
 * thread (staff's answers, the credit or rejection, a reply while open). Live: a dispute answered or resolved
 * (charge_dispute.changed on the bus) loads the list again.
 */
export function MerchantDisputesPage() {
  const intl = useIntl();
  const [disputes, setDisputes] = useState<DisputeSummary[] | null>(null);
  const [failure, setFailure] = useState<UiMessage | null>(null);
  const [version, setVersion] = useState(0);
  const [threadId, setThreadId] = useState<string | null>(null);
  const reload = useCallback(() => setVersion((value) => value + 1), []);

  useEffect(() => {
    let current = true;
    setFailure(null);
    fetchMyDisputes().then(
      (loaded) => {
        if (current) setDisputes(loaded);
      },
      (error: unknown) => {
        if (current) setFailure(failureMessage(error));
      },
    );
    return () => {
      current = false;
    };
  }, [version]);

  useBusEvent('charge_dispute.changed', reload);

  return (
    <Box sx={{ p: 3 }}>
      <Link
        component={RouterLink}
        to="/billing-information"
        sx={{ display: 'inline-flex', alignItems: 'center', mb: 2 }}
      >
        <ArrowBackIcon fontSize="small" sx={{ mr: 0.5 }} />
        <FormattedMessage id="billing.disputes.mine.back" />
      </Link>
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        <FormattedMessage id="billing.disputes.mine.title" />
      </Typography>
      {failure && <RetryPanel onRetry={reload} />}
      {!failure && disputes === null && (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
          <CircularProgress aria-label={intl.formatMessage({ id: 'billing.disputes.loading' })} />
        </Box>
      )}
      {!failure && disputes?.length === 0 && (
        <Typography color="text.secondary">
          <FormattedMessage id="billing.disputes.mine.empty" />
        </Typography>
      )}
      {!failure && disputes && disputes.length > 0 && (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={intl.formatMessage({ id: 'billing.disputes.mine.title' })}>
            <TableHead>
              <TableRow>
                <TableCell>
                  <FormattedMessage id="billing.disputes.desk.opened" />
                </TableCell>
                <TableCell>
                  <FormattedMessage id="billing.disputes.detail.warehouse" />
                </TableCell>
                <TableCell>
                  <FormattedMessage id="billing.disputes.desk.charge" />
                </TableCell>
                <TableCell align="right">
                  <FormattedMessage id="billing.disputes.desk.amount" />
                </TableCell>
                <TableCell>
                  <FormattedMessage id="billing.disputes.desk.statusColumn" />
                </TableCell>
                <TableCell>
                  <FormattedMessage id="billing.disputes.mine.lastMessage" />
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {disputes.map((dispute) => (
                <TableRow key={dispute.id} hover>
                  <TableCell>{formatInstant(dispute.createdAt, intl.locale)}</TableCell>
                  <TableCell>{dispute.warehouseName}</TableCell>
                  <TableCell>
                    <Link component="button" type="button" onClick={() => setThreadId(dispute.id)}>
                      {intl.formatMessage({ id: `billing.kind.${dispute.chargeKind}` })} ·{' '}
                      {dispute.sourceLabel}
                    </Link>
                  </TableCell>
                  <TableCell align="right">
                    {money(dispute.chargeAmountCents, dispute.currency, intl.locale)}
                  </TableCell>
                  <TableCell>
                    <DisputeStatusChip status={dispute.status} />
                  </TableCell>
                  <TableCell>{formatInstant(dispute.lastMessageAt, intl.locale)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <DisputeThreadDialog disputeId={threadId} onClose={() => setThreadId(null)} />
    </Box>
  );
}
