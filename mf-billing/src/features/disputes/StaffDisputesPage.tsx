import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
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
  TextField,
  Typography,
} from '@mui/material';
import { failureMessage, RetryPanel, type UiMessage } from '@estiba/shared';
import { formatInstant, money, useBusEvent } from '../billing-common';
import {
  DISPUTE_STATUSES,
  fetchStaffDisputes,
  type DisputeStatus,
  type DisputeSummary,
} from './disputes.api';
import { DisputeStatusChip } from './DisputeStatusChip';

const statusOf = (value: string | null): DisputeStatus | '' =>
  (DISPUTE_STATUSES as readonly string[]).includes(value ?? '') ? (value as DisputeStatus) : '';

/**
 * `/floor/billing/disputes`: the billing desk's disputes (the staff user's warehouse; admins every one), open
 * ones first, the longest waiting at the top; a status filter kept in the address. A dispute opened or answered
 * (charge_dispute.changed on the bus) loads the list again.
 */
export function StaffDisputesPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  const [disputes, setDisputes] = useState<DisputeSummary[] | null>(null);
  const [failure, setFailure] = useState<UiMessage | null>(null);
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((value) => value + 1), []);

  useEffect(() => {
    let current = true;
    setFailure(null);
    fetchStaffDisputes(status).then(
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
  }, [status, version]);

  useBusEvent('charge_dispute.changed', reload);

  return (
    <Box sx={{ p: 3 }}>
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        <FormattedMessage id="billing.disputes.desk.title" />
      </Typography>
      <TextField
        select
        size="small"
        id="disputes-status"
        label={intl.formatMessage({ id: 'billing.disputes.desk.status' })}
        value={status}
        onChange={(event) => setParams(event.target.value ? { status: event.target.value } : {})}
        sx={{ minWidth: 200, mb: 2 }}
        slotProps={{ select: { native: true } }}
      >
        <option value="">{intl.formatMessage({ id: 'billing.disputes.desk.allStatuses' })}</option>
        {DISPUTE_STATUSES.map((value) => (
          <option key={value} value={value}>
            {intl.formatMessage({ id: `billing.disputes.status.${value}` })}
          </option>
        ))}
      </TextField>
      {failure && <RetryPanel onRetry={reload} />}
      {!failure && disputes === null && (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
          <CircularProgress aria-label={intl.formatMessage({ id: 'billing.disputes.loading' })} />
        </Box>
      )}
      {!failure && disputes?.length === 0 && (
        <Typography color="text.secondary">
          <FormattedMessage id="billing.disputes.desk.empty" />
        </Typography>
      )}
      {!failure && disputes && disputes.length > 0 && (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={intl.formatMessage({ id: 'billing.disputes.desk.title' })}>
            <TableHead>
              <TableRow>
                <TableCell>
                  <FormattedMessage id="billing.disputes.desk.opened" />
                </TableCell>
                <TableCell>
                  <FormattedMessage id="billing.disputes.desk.merchant" />
                </TableCell>
                <TableCell>
                  <FormattedMessage id="billing.disputes.desk.charge" />
                </TableCell>
                <TableCell align="right">
                  <FormattedMessage id="billing.disputes.desk.amount" />
                </TableCell>
                <TableCell>
                  <FormattedMessage id="billing.disputes.desk.reason" />
                </TableCell>
                <TableCell>
                  <FormattedMessage id="billing.disputes.desk.statusColumn" />
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {disputes.map((dispute) => (
                <TableRow key={dispute.id} hover>
                  <TableCell>{formatInstant(dispute.createdAt, intl.locale)}</TableCell>
                  <TableCell>{dispute.client.name}</TableCell>
                  <TableCell>
                    <Link component={RouterLink} to={`/floor/billing/disputes/${dispute.id}`}>
                      {intl.formatMessage({ id: `billing.kind.${dispute.chargeKind}` })} ·{' '}
                      {dispute.sourceLabel}
                    </Link>
                  </TableCell>
                  <TableCell align="right">
                    {money(dispute.chargeAmountCents, dispute.currency, intl.locale)}
                  </TableCell>
                  <TableCell
                    sx={{ maxWidth: 320, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                  >
                    {dispute.reason}
                  </TableCell>
                  <TableCell>
                    <DisputeStatusChip status={dispute.status} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
