import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
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
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useSelector } from 'react-redux';
import { selectUser } from '@estiba/shared';
import {
  failureMessage,
  fetchWarehouses,
  formatInstant,
  UiText,
  useBusEvent,
  type UiMessage,
  type WarehouseSummary,
} from '../orders-common';
import { fetchStaffReturns, returnNumber, type StaffReturnList } from './returns.api';
import { ReturnStatusChip } from './ReturnStatusChip';

const DESK_SIZE = 100;

type Loaded =
  | { status: 'loading' }
  | { status: 'choose' }
  | { status: 'failed'; message: UiMessage }
  | { status: 'done'; list: StaffReturnList };

/**
 * `/floor/returns`: the returns coming to the staff user's warehouse that are still to receive (requested, in
 * transit, or taken in and not yet counted), oldest last; admins choose the warehouse. A search finds one by its
 * return or order number. Each opens the receiving screen; a return's status change reloads the desk.
 */
export function ReturnsDeskPage() {
  const intl = useIntl();
  const user = useSelector(selectUser);
  const isAdmin = user?.role.includes('admin') ?? false;
  const [warehouses, setWarehouses] = useState<WarehouseSummary[]>([]);
  const [warehouseId, setWarehouseId] = useState('');
  const [search, setSearch] = useState('');
  const [applied, setApplied] = useState('');
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [failure, setFailure] = useState<UiMessage | null>(null);

  useEffect(() => {
    if (!isAdmin) return;
    fetchWarehouses().then(setWarehouses, (error: unknown) => setFailure(failureMessage(error)));
  }, [isAdmin]);

  const load = useCallback(
    async (quiet: boolean) => {
      if (isAdmin && !warehouseId) {
        setLoaded({ status: 'choose' });
        return;
      }
      if (!quiet) setLoaded({ status: 'loading' });
      try {
        const list = await fetchStaffReturns({
          page: 1,
          limit: DESK_SIZE,
          status: '',
          type: '',
          warehouseId: isAdmin ? warehouseId : '',
          search: applied,
        });
        setLoaded({ status: 'done', list });
      } catch (error) {
        if (!quiet) setLoaded({ status: 'failed', message: failureMessage(error) });
      }
    },
    [isAdmin, warehouseId, applied],
  );
  useEffect(() => {
    void load(false);
  }, [load]);
  useBusEvent('return.status_changed', () => void load(true));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setApplied(search.trim());
  };

  return (
    <Box component="section" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {loaded.status === 'done' ? (
          <FormattedMessage
            id="orders.returns.desk.titleAt"
            values={{ warehouse: loaded.list.warehouse.name }}
          />
        ) : (
          <FormattedMessage id="orders.returns.desk.title" />
        )}
      </Typography>
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setFailure(null)}>
          <UiText message={failure} />
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mb: 2 }}>
        {isAdmin && (
          <TextField
            select
            size="small"
            id="returns-desk-warehouse"
            label={intl.formatMessage({ id: 'orders.returns.desk.warehouse' })}
            value={warehouseId}
            onChange={(event) => setWarehouseId(event.target.value)}
            sx={{ minWidth: 260 }}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">{intl.formatMessage({ id: 'orders.returns.desk.chooseWarehouse' })}</option>
            {warehouses.map((warehouse) => (
              <option key={warehouse.id} value={warehouse.id}>
                {warehouse.name}
              </option>
            ))}
          </TextField>
        )}
        <Box
          component="form"
          role="search"
          onSubmit={submit}
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
        >
          <TextField
            size="small"
            type="search"
            id="returns-desk-search"
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
      </Box>

      {loaded.status === 'loading' && (
        <CircularProgress aria-label={intl.formatMessage({ id: 'common.loading' })} />
      )}
      {loaded.status === 'choose' && (
        <Typography>
          <FormattedMessage id="orders.returns.desk.chooseWarehouseFirst" />
        </Typography>
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
          <FormattedMessage id={applied ? 'orders.returns.noneFound' : 'orders.returns.desk.none'} />
        </Typography>
      )}
      {loaded.status === 'done' && loaded.list.returns.length > 0 && (
        <Paper variant="outlined">
          <TableContainer>
            <Table size="small" aria-label={intl.formatMessage({ id: 'orders.returns.desk.title' })}>
              <TableHead>
                <TableRow>
                  {(['number', 'order', 'client', 'status', 'units', 'createdAt'] as const).map((column) => (
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
                      <Link component={RouterLink} to={`/floor/returns/${encodeURIComponent(item.id)}`}>
                        {returnNumber(item.number)}
                      </Link>
                    </TableCell>
                    <TableCell>
                      #{item.orderNumber} · {item.orderReference}
                    </TableCell>
                    <TableCell>{item.client.name}</TableCell>
                    <TableCell>
                      <ReturnStatusChip status={item.status} />
                    </TableCell>
                    <TableCell align="right">{item.unitCount}</TableCell>
                    <TableCell>{formatInstant(item.createdAt, intl.locale)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Paper>
      )}
    </Box>
  );
}
