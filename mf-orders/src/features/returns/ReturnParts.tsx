// What the return screens share: the lines with their counts, the status history, and the screen's frame.
import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatInstant, NO_VALUE } from '../orders-common';
import type { ReturnLine, ReturnStatusChange } from './returns.api';
import { returnStatusMessageId } from './ReturnStatusChip';

/** The lines: SKU, product, units coming back and, once received, the good and damaged counts. */
export function ReturnLines({ lines }: { lines: ReturnLine[] }) {
  const count = (value: number | null) => (value === null ? NO_VALUE : value);
  return (
    <>
      <Typography component="h2" variant="h6" id="return-lines-title" sx={{ mb: 1 }}>
        <FormattedMessage id="orders.returns.lines" />
      </Typography>
      <Table size="small" aria-labelledby="return-lines-title">
        <TableHead>
          <TableRow>
            {(['sku', 'product', 'quantity', 'good', 'damaged'] as const).map((head) => (
              <TableCell key={head} align={head === 'sku' || head === 'product' ? 'left' : 'right'}>
                <FormattedMessage id={`orders.returns.line.${head}`} />
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.orderLineId}>
              <TableCell>{line.sku}</TableCell>
              <TableCell>{line.name}</TableCell>
              <TableCell align="right">{line.quantity}</TableCell>
              <TableCell align="right">{count(line.good)}</TableCell>
              <TableCell align="right">{count(line.damaged)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}

/** Every status change, oldest first: from, to, who and when. */
export function ReturnHistory({ history }: { history: ReturnStatusChange[] }) {
  const intl = useIntl();
  const word = (status: string | null) =>
    status ? intl.formatMessage({ id: returnStatusMessageId(status) }) : NO_VALUE;
  return (
    <>
      <Typography component="h2" variant="h6" id="return-history-title" sx={{ mb: 1 }}>
        <FormattedMessage id="orders.returns.history" />
      </Typography>
      <Table size="small" aria-labelledby="return-history-title">
        <TableHead>
          <TableRow>
            {(['from', 'to', 'who', 'when'] as const).map((head) => (
              <TableCell key={head}>
                <FormattedMessage id={`orders.returns.history.${head}`} />
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {history.map((change, index) => (
            <TableRow key={`${change.changedAt}-${index}`}>
              <TableCell>{word(change.fromStatus)}</TableCell>
              <TableCell>{word(change.toStatus)}</TableCell>
              <TableCell>
                {change.changedBy?.name || intl.formatMessage({ id: 'orders.returns.history.system' })}
              </TableCell>
              <TableCell>{formatInstant(change.changedAt, intl.locale)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}

/** A term and its value in a return's summary. */
export function Fact({ labelId, children }: { labelId: string; children: ReactNode }) {
  return (
    <div>
      <Typography component="dt" variant="body2" color="text.secondary">
        <FormattedMessage id={labelId} />
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </div>
  );
}
