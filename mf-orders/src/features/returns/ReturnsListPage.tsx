import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Link,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { failureMessage, formatInstant, UiText, useBusEvent, type UiMessage } from '../orders-common';
import {
  fetchReturns,
  RETURN_STATUSES,
  RETURN_TYPES,
  returnNumber,
  type ReturnList,
  type ReturnListRequest,
} from './returns.api';
import { ReturnStatusChip, returnStatusMessageId } from './ReturnStatusChip';

const PAGE_SIZE = 25;
const FILTERS = ['status', 'type', 'warehouseId'] as const;
type Filter = (typeof FILTERS)[number];

type Loaded =
  { status: 'loading' } | { status: 'failed'; message: UiMessage } | { status: 'done'; list: ReturnList };

/** The list's request from the address: filters, search and page live there, so a link or reload keeps them. */
function requestOf(params: URLSearchParams): ReturnListRequest {
  return {
    page: Math.max(1, Number(params.get('page')) || 1),
    limit: PAGE_SIZE,
    status: params.get('status') ?? '',
    type: params.get('type') ?? '',
    warehouseId: params.get('warehouseId') ?? '',
    search: params.get('search') ?? '',
  };
}

/**
 * `/returns` (toolbar 'Return Orders'): the merchant's returns, newest first, with their status chips; filters by
 * status, type and warehouse and a search by return number, order number or reference, all kept in the address.
 * Each return opens its page. A return's status change (the socket) reloads the page in place.
 */
export function ReturnsListPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const request = requestOf(params);
  const requestKey = JSON.stringify(request);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [search, setSearch] = useState(request.search);

  const load = useCallback(
    async (quiet: boolean) => {
      if (!quiet) setLoaded({ status: 'loading' });
      try {
        setLoaded({ status: 'done', list: await fetchReturns(JSON.parse(requestKey) as ReturnListRequest) });
      } catch (error) {
        if (!quiet) setLoaded({ status: 'failed', message: failureMessage(error) });
      }
    },
    [requestKey],
  );
  useEffect(() => {
    void load(false);
  }, [load]);
  useBusEvent('return.status_changed', () => void load(true));

  const change = (updates: Partial<Record<Filter | 'search' | 'page', string>>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(updates)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    // A new filter or search starts at the first page.
    if (!('page' in updates)) next.delete('page');
    setParams(next);
  };
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    change({ search: search.trim() });
  };
  const filtered = FILTERS.some((key) => params.get(key)) || Boolean(params.get('search'));
  const warehouses = loaded.status === 'done' ? loaded.list.warehouses : [];

  const select = (key: Filter, options: { value: string; label: string }[]) => (
    <TextField
      select
      size="small"
      id={`returns-filter-${key}`}
      label={intl.formatMessage({ id: `orders.returns.filter.${key}` })}
      value={request[key]}
      onChange={(event) => change({ [key]: event.target.value })}
      sx={{ minWidth: 180 }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{intl.formatMessage({ id: 'orders.returns.filter.all' })}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );

  return (
    <Box component="section" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        <FormattedMessage id="orders.toolbar.returns" />
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        <FormattedMessage id="orders.returns.intro" />
      </Typography>

      <Box
        role="search"
        aria-label={intl.formatMessage({ id: 'orders.returns.filters' })}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}
      >
        {select(
          'status',
          RETURN_STATUSES.map((status) => ({
            value: status,
            label: intl.formatMessage({ id: returnStatusMessageId(status) }),
          })),
        )}
        {select(
          'type',
          RETURN_TYPES.map((type) => ({
            value: type,
            label: intl.formatMessage({ id: `orders.returns.type.${type}` }),
          })),
        )}
        {select(
          'warehouseId',
          warehouses.map((warehouse) => ({ value: warehouse.id, label: warehouse.name })),
        )}
        <Box component="form" onSubmit={submitSearch} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <TextField
            size="small"
            type="search"
            id="returns-search"
            label={intl.formatMessage({ id: 'orders.returns.search' })}
            helperText={intl.formatMessage({ id: 'orders.returns.searchHint' })}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            sx={{ minWidth: 260 }}
          />
          <Button type="submit" variant="outlined">
            <FormattedMessage id="orders.returns.searchAction" />
          </Button>
        </Box>
        {filtered && (
          <Button
            onClick={() => {
              setSearch('');
              setParams(new URLSearchParams());
            }}
          >
            <FormattedMessage id="orders.returns.clearFilters" />
          </Button>
        )}
      </Box>

      {loaded.status === 'loading' && (
        <CircularProgress aria-label={intl.formatMessage({ id: 'common.loading' })} />
      )}
      {loaded.status === 'failed' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void load(false)}>
              <FormattedMessage id="common.retry" />
            </Button>
          }
        >
          <UiText message={loaded.message} />
        </Alert>
      )}
      {loaded.status === 'done' && loaded.list.returns.length === 0 && (
        <Typography>
          <FormattedMessage id={filtered ? 'orders.returns.noneFound' : 'orders.returns.none'} />
        </Typography>
      )}
      {loaded.status === 'done' && loaded.list.returns.length > 0 && (
        <Paper variant="outlined">
          <TableContainer>
            <Table size="small" aria-label={intl.formatMessage({ id: 'orders.toolbar.returns' })}>
              <TableHead>
                <TableRow>
                  {(
                    [
                      'number',
                      'order',
                      'customer',
                      'type',
                      'status',
                      'warehouse',
                      'units',
                      'createdAt',
                    ] as const
                  ).map((column) => (
                    <TableCell key={column} align={column === 'units' ? 'right' : 'left'}>
                      <FormattedMessage id={`orders.returns.column.${column}`} />
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {loaded.list.returns.map((item) => (
                  <TableRow key={item.id} hover>
                    <TableCell>
                      <Link component={RouterLink} to={`/returns/${encodeURIComponent(item.id)}`}>
                        {returnNumber(item.number)}
                      </Link>
                    </TableCell>
                    <TableCell>
                      <Link component={RouterLink} to={`/orders/${encodeURIComponent(item.orderId)}`}>
                        {item.orderReference}
                      </Link>
                    </TableCell>
                    <TableCell>{item.customerName}</TableCell>
                    <TableCell>
                      <FormattedMessage id={`orders.returns.type.${item.type}`} />
                    </TableCell>
                    <TableCell>
                      <ReturnStatusChip status={item.status} />
                    </TableCell>
                    <TableCell>{item.warehouseName}</TableCell>
                    <TableCell align="right">{item.unitCount}</TableCell>
                    <TableCell>{formatInstant(item.createdAt, intl.locale)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={loaded.list.totalRows}
            page={request.page - 1}
            rowsPerPage={PAGE_SIZE}
            rowsPerPageOptions={[PAGE_SIZE]}
            onPageChange={(_event, page) => change({ page: page > 0 ? String(page + 1) : '' })}
            labelDisplayedRows={({ from, to, count }) =>
              intl.formatMessage({ id: 'orders.returns.rows' }, { from, to, count })
            }
            getItemAriaLabel={(type) => intl.formatMessage({ id: `orders.returns.page.${type}` })}
          />
        </Paper>
      )}
    </Box>
  );
}
