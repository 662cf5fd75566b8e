import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  CircularProgress,
  Link,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import {
  failureMessage,
  fetchMovements,
  LoadFailure,
  NO_VALUE,
  type ProductMovement,
  type ProductMovements,
  type UiMessage,
} from '../inventory-common';

const PAGE_SIZES = [25, 50, 100];

type Loaded =
  | { status: 'loading' }
  | { status: 'failed'; message: UiMessage }
  | { status: 'done'; page: ProductMovements };

function DocumentCell({ movement }: { movement: ProductMovement }) {
  const { document } = movement;
  const text = (
    <FormattedMessage
      id={`inventory.product.document.${document.type}`}
      values={{ id: document.id.length > 12 ? document.id.slice(0, 8) : document.id }}
    />
  );
  if (document.link?.kind === 'receiving_order') {
    return (
      <Link
        component={RouterLink}
        to={`/inventory-orders/${encodeURIComponent(document.link.receivingOrderId)}`}
      >
        {text}
      </Link>
    );
  }
  return text;
}

/**
 * A product's movement ledger, newest first: date, warehouse, reason, the document it came from (linked where
 * the app shows it), the signed quantity, the running on-hand balance and who. `version` changes reload it.
 */
export function ProductLedger({ productId, version }: { productId: string; version: number }) {
  const intl = useIntl();
  const [page, setPage] = useState(0);
  const [limit, setLimit] = useState(PAGE_SIZES[0]);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  const load = useCallback(
    async (live: () => boolean) => {
      try {
        const result = await fetchMovements(productId, page + 1, limit);
        if (live()) setLoaded({ status: 'done', page: result });
      } catch (error) {
        if (live()) setLoaded({ status: 'failed', message: failureMessage(error) });
      }
    },
    [productId, page, limit],
  );
  useEffect(() => {
    let current = true;
    void load(() => current);
    return () => {
      current = false;
    };
  }, [load, version, attempt]);

  return (
    <>
      <Typography component="h2" variant="h6" id="product-ledger" sx={{ mt: 3, mb: 1 }}>
        <FormattedMessage id="inventory.product.ledger" />
      </Typography>
      {loaded.status === 'loading' && (
        <CircularProgress aria-label={intl.formatMessage({ id: 'common.loading' })} />
      )}
      {loaded.status === 'failed' && (
        <LoadFailure message={loaded.message} onRetry={() => setAttempt((count) => count + 1)} />
      )}
      {loaded.status === 'done' && loaded.page.totalRows === 0 && (
        <Typography color="text.secondary">
          <FormattedMessage id="inventory.product.noMovements" />
        </Typography>
      )}
      {loaded.status === 'done' && loaded.page.totalRows > 0 && (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby="product-ledger">
            <TableHead>
              <TableRow>
                {['date', 'warehouse', 'reason', 'document', 'quantity', 'balance', 'who'].map((column) => (
                  <TableCell
                    key={column}
                    align={column === 'quantity' || column === 'balance' ? 'right' : 'left'}
                  >
                    <FormattedMessage id={`inventory.product.ledgerColumns.${column}`} />
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {loaded.page.movements.map((movement) => (
                <TableRow key={movement.id}>
                  <TableCell>
                    <time dateTime={movement.createdAt}>
                      {intl.formatDate(movement.createdAt, {
                        dateStyle: 'medium',
                        timeStyle: 'short',
                      } as Intl.DateTimeFormatOptions)}
                    </time>
                  </TableCell>
                  <TableCell>{movement.warehouseName}</TableCell>
                  <TableCell>
                    <FormattedMessage id={`inventory.product.reason.${movement.reason}`} />
                    {movement.note && (
                      <Typography variant="caption" component="p" color="text.secondary">
                        {movement.note}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>
                    <DocumentCell movement={movement} />
                  </TableCell>
                  <TableCell align="right">
                    {movement.quantity > 0 ? `+${movement.quantity}` : movement.quantity}
                  </TableCell>
                  <TableCell align="right">{movement.onHandAfter}</TableCell>
                  <TableCell>{movement.createdBy ?? NO_VALUE}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <TablePagination
            component="div"
            count={loaded.page.totalRows}
            page={page}
            rowsPerPage={limit}
            rowsPerPageOptions={PAGE_SIZES}
            onPageChange={(_event, next) => setPage(next)}
            onRowsPerPageChange={(event) => {
              setLimit(Number(event.target.value));
              setPage(0);
            }}
            labelRowsPerPage={intl.formatMessage({ id: 'inventory.product.rowsPerPage' })}
            labelDisplayedRows={({ from, to, count }) =>
              intl.formatMessage({ id: 'inventory.product.displayedRows' }, { from, to, count })
            }
          />
        </Paper>
      )}
    </>
  );
}
