import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';

export interface RowsTableProps {
  caption: ReactNode;
  header: ReactNode[];
  rows: { key: string | number; cells: ReactNode[] }[];
}

/** A small read-only table (the file's first rows, the rows with problems), scrolling sideways when wide. */
export function RowsTable({ caption, header, rows }: RowsTableProps) {
  return (
    <TableContainer sx={{ maxHeight: 420, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" stickyHeader>
        <caption style={{ captionSide: 'top', textAlign: 'left', padding: '8px 16px' }}>{caption}</caption>
        <TableHead>
          <TableRow>
            {header.map((cell, i) => (
              <TableCell key={i} component="th" scope="col">
                {cell}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              {row.cells.map((cell, i) => (
                <TableCell key={i}>{cell}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
