import { Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatMinor, type OrderDetail, type OrderLine } from '../orders-common';

/**
 * The product page's address, `/products/{productId}/{handle}` (mf-inventory's route, reached by URL: a remote
 * never imports another).
 */
export const productPagePath = (line: Pick<OrderLine, 'productId' | 'productHandle'>) =>
  line.productId
    ? `/products/${encodeURIComponent(line.productId)}${line.productHandle ? `/${encodeURIComponent(line.productHandle)}` : ''}`
    : null;

/** The order's lines: product (linked to its page), SKU, quantity, price, and how far the floor got. */
export function OrderLines({ order }: { order: OrderDetail }) {
  const intl = useIntl();
  const money = (minor: number) => formatMinor(minor, order.currency, intl.locale);
  const total = order.lines.reduce((sum, line) => sum + line.quantity * line.unitPriceMinor, 0);
  const heads = ['product', 'sku', 'quantity', 'unitPrice', 'reserved', 'picked', 'packed'] as const;
  return (
    <>
      <Typography component="h2" variant="h6" id="order-lines-title" sx={{ mb: 1 }}>
        <FormattedMessage id="orders.detail.lines" />
      </Typography>
      <Table size="small" aria-labelledby="order-lines-title">
        <TableHead>
          <TableRow>
            {heads.map((head) => (
              <TableCell key={head} align={head === 'product' || head === 'sku' ? 'left' : 'right'}>
                <FormattedMessage id={`orders.detail.line.${head}`} />
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {order.lines.map((line) => {
            const path = productPagePath(line);
            return (
              <TableRow key={line.id}>
                <TableCell>
                  {path ? (
                    <Link component={RouterLink} to={path}>
                      {line.name}
                    </Link>
                  ) : (
                    line.name
                  )}
                </TableCell>
                <TableCell>{line.sku}</TableCell>
                <TableCell align="right">{line.quantity}</TableCell>
                <TableCell align="right">{money(line.unitPriceMinor)}</TableCell>
                <TableCell align="right">{line.reserved}</TableCell>
                <TableCell align="right">{line.picked}</TableCell>
                <TableCell align="right">{line.packed}</TableCell>
              </TableRow>
            );
          })}
          <TableRow>
            <TableCell colSpan={3} sx={{ fontWeight: 600 }}>
              <FormattedMessage id="orders.detail.total" />
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {money(total)}
            </TableCell>
            <TableCell colSpan={3} />
          </TableRow>
        </TableBody>
      </Table>
    </>
  );
}
