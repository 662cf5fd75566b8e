import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { UiText } from '../orders-common';
import { reasonMessage, type RowProblem } from './orderImport.rules';

export interface ProblemRow {
  line: number;
  cells: Record<string, string>;
  problem: RowProblem & { message?: string };
}

/** The rows that will not be imported: their line, reason and content. */
export function ProblemRows({ caption, rows }: { caption: ReactNode; rows: ProblemRow[] }) {
  return (
    <TableContainer sx={{ maxHeight: 420, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" stickyHeader>
        <caption style={{ captionSide: 'top', textAlign: 'left', padding: '8px 16px' }}>{caption}</caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              <FormattedMessage id="orders.import.column.line" />
            </TableCell>
            <TableCell component="th" scope="col">
              <FormattedMessage id="orders.import.column.reason" />
            </TableCell>
            <TableCell component="th" scope="col">
              <FormattedMessage id="orders.import.column.cells" />
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.line}>
              <TableCell>{row.line}</TableCell>
              <TableCell>
                <UiText message={reasonMessage(row.problem)} />
              </TableCell>
              <TableCell>{Object.values(row.cells).filter(Boolean).join(' · ')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
