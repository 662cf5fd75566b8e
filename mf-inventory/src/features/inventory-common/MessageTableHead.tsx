import { FormattedMessage } from 'react-intl';
import { Box, TableCell, TableHead, TableRow } from '@mui/material';
import { visuallyHidden } from '@estiba/shared';

/** One column header: its text's message id, right-aligned for numbers, or read out only (an actions column). */
export interface HeaderCell {
  id: string;
  align?: 'right';
  hidden?: boolean;
}

/** A table's header row from its columns' message ids: the inventory tables share one shape of head. */
export function MessageTableHead({ cells }: { cells: readonly HeaderCell[] }) {
  return (
    <TableHead>
      <TableRow>
        {cells.map(({ id, align, hidden }) => (
          <TableCell key={id} align={align}>
            {hidden ? (
              <Box component="span" sx={visuallyHidden}>
                <FormattedMessage id={id} />
              </Box>
            ) : (
              <FormattedMessage id={id} />
            )}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}
