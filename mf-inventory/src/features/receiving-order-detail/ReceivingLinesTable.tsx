import { Link as RouterLink } from 'react-router-dom';
import { FormattedMessage } from 'react-intl';
import { Link, Table, TableBody, TableCell, TableRow, Typography, type SxProps } from '@mui/material';
import { MessageTableHead, NO_VALUE, type HeaderCell } from '../inventory-common';

/** A line of a receiving order or of one of its boxes: what was announced and what was counted. */
export interface CountedLine {
  productId: string | null;
  sku: string;
  name: string | null;
  expected: number;
  /** Null while the box is not counted yet. */
  received: number | null;
  damaged: number | null;
  /** Found in a box though not announced in it. */
  unexpected?: boolean;
}

/**
 * Expected versus counted per SKU, one table for the order's lines and a box's, on the merchant's page and the
 * staff's alike. `withName` adds the product's name, `withMissing` what is still to come; `productHref` links the
 * SKU to the product page (the merchant's; staff have none).
 */
export function ReceivingLinesTable({
  lines,
  withName = false,
  withMissing = false,
  productHref,
  labelledBy,
  sx,
}: {
  lines: readonly CountedLine[];
  withName?: boolean;
  withMissing?: boolean;
  productHref?: (productId: string) => string;
  labelledBy?: string;
  sx?: SxProps;
}) {
  const cells: HeaderCell[] = [
    { id: 'inventory.common.sku' },
    ...(withName ? [{ id: 'inventory.common.name' }] : []),
    { id: 'inventory.orderDetail.expected', align: 'right' },
    { id: 'inventory.common.received', align: 'right' },
    { id: 'inventory.common.damaged', align: 'right' },
    ...(withMissing ? [{ id: 'inventory.orderDetail.missing', align: 'right' } as const] : []),
  ];
  return (
    <Table size="small" aria-labelledby={labelledBy} sx={sx}>
      <MessageTableHead cells={cells} />
      <TableBody>
        {lines.map((line) => (
          <TableRow key={line.productId ?? line.sku}>
            <TableCell component="th" scope="row">
              {productHref && line.productId ? (
                <Link component={RouterLink} to={productHref(line.productId)}>
                  {line.sku}
                </Link>
              ) : (
                line.sku
              )}
              {line.unexpected && (
                <Typography component="span" variant="caption" color="warning.main" sx={{ ml: 1 }}>
                  <FormattedMessage id="inventory.orderDetail.unexpected" />
                </Typography>
              )}
            </TableCell>
            {withName && <TableCell>{line.name}</TableCell>}
            <TableCell align="right">{line.expected}</TableCell>
            <TableCell align="right">{line.received ?? NO_VALUE}</TableCell>
            <TableCell align="right">{line.damaged ?? NO_VALUE}</TableCell>
            {withMissing && (
              <TableCell align="right">
                {Math.max(0, line.expected - (line.received ?? 0) - (line.damaged ?? 0))}
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
