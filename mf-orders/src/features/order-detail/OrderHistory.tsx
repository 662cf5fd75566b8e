import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatInstant, NO_VALUE, statusMessageId, type StatusChange } from '../orders-common';

/** Every status change of the three columns, oldest first: which status, from, to, who and when. */
export function OrderHistory({ history }: { history: StatusChange[] }) {
  const intl = useIntl();
  const word = (change: StatusChange, status: string | null) =>
    status ? intl.formatMessage({ id: statusMessageId(change.statusColumn, status) }) : NO_VALUE;
  const heads = ['column', 'from', 'to', 'who', 'when'] as const;
  return (
    <>
      <Typography component="h2" variant="h6" id="order-history-title" sx={{ mb: 1 }}>
        <FormattedMessage id="orders.detail.history" />
      </Typography>
      <Table size="small" aria-labelledby="order-history-title">
        <TableHead>
          <TableRow>
            {heads.map((head) => (
              <TableCell key={head}>
                <FormattedMessage id={`orders.detail.history.${head}`} />
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {history.map((change, index) => (
            <TableRow key={`${change.changedAt}-${index}`}>
              <TableCell>
                <FormattedMessage id={`orders.detail.statusColumn.${change.statusColumn}`} />
              </TableCell>
              <TableCell>{word(change, change.fromStatus)}</TableCell>
              <TableCell>{word(change, change.toStatus)}</TableCell>
              <TableCell>
                {change.changedBy?.name ?? intl.formatMessage({ id: 'orders.detail.history.system' })}
              </TableCell>
              <TableCell>{formatInstant(change.changedAt, intl.locale)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
