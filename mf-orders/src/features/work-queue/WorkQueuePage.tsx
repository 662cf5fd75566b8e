import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  FormControl,
  InputLabel,
  Link,
  MenuItem,
  Paper,
  Select,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tabs,
  Typography,
} from '@mui/material';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
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
import { downloadPickList, fetchWorkQueue, type FloorStage, type WorkQueue } from './floor.api';

type Loaded =
  | { status: 'loading' }
  | { status: 'choose' }
  | { status: 'failed'; message: UiMessage }
  | { status: 'done'; queue: WorkQueue };

/** The stages whose orders go on a pick list. */
const PICKABLE: readonly FloorStage[] = ['ready_to_pick', 'picking'];

/**
 * `/floor`: the warehouse's work queue for staff (admins choose a warehouse): a tab per stage, ready to pick →
 * picking → packing → ready to ship → shipped today, each with its count and its orders oldest first; orders to
 * pick can be selected for a pick list (PDF), and each opens on the packing screen. Order events reload it.
 */
export function WorkQueuePage() {
  const intl = useIntl();
  const user = useSelector(selectUser);
  const isAdmin = user?.role.includes('admin') ?? false;
  const [warehouses, setWarehouses] = useState<WarehouseSummary[]>([]);
  const [warehouseId, setWarehouseId] = useState('');
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [stage, setStage] = useState<FloorStage>('ready_to_pick');
  const [selected, setSelected] = useState<string[]>([]);
  const [failure, setFailure] = useState<UiMessage | null>(null);
  const [printing, setPrinting] = useState(false);

  useEffect(() => {
    if (!isAdmin) return;
    fetchWarehouses().then(
      (list) => setWarehouses(list),
      (error: unknown) => setFailure(failureMessage(error)),
    );
  }, [isAdmin]);

  const load = useCallback(
    async (quiet: boolean) => {
      if (isAdmin && !warehouseId) {
        setLoaded({ status: 'choose' });
        return;
      }
      if (!quiet) setLoaded({ status: 'loading' });
      try {
        const queue = await fetchWorkQueue(isAdmin ? warehouseId : undefined);
        setLoaded({ status: 'done', queue });
        // What was selected and has moved on can no longer go on this pick list.
        const pickable = new Set(
          queue.stages.filter((s) => PICKABLE.includes(s.stage)).flatMap((s) => s.orders.map((o) => o.id)),
        );
        setSelected((ids) => ids.filter((id) => pickable.has(id)));
      } catch (error) {
        if (!quiet) setLoaded({ status: 'failed', message: failureMessage(error) });
      }
    },
    [isAdmin, warehouseId],
  );

  useEffect(() => {
    void load(false);
  }, [load]);
  useBusEvent('order.status_changed', () => void load(true));

  const current = useMemo(
    () => (loaded.status === 'done' ? loaded.queue.stages.find((s) => s.stage === stage) : undefined),
    [loaded, stage],
  );
  const selectable = PICKABLE.includes(stage);

  const toggle = (id: string) =>
    setSelected((ids) => (ids.includes(id) ? ids.filter((one) => one !== id) : [...ids, id]));

  const printPickList = async () => {
    setPrinting(true);
    setFailure(null);
    try {
      await downloadPickList(selected);
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setPrinting(false);
    }
  };

  return (
    <Box component="section" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {loaded.status === 'done' ? (
          <FormattedMessage id="orders.floor.titleAt" values={{ warehouse: loaded.queue.warehouse.name }} />
        ) : (
          <FormattedMessage id="orders.floor.title" />
        )}
      </Typography>

      {isAdmin && (
        <FormControl size="small" sx={{ minWidth: 260, mb: 2 }}>
          <InputLabel id="floor-warehouse-label">
            <FormattedMessage id="orders.floor.warehouse" />
          </InputLabel>
          <Select
            labelId="floor-warehouse-label"
            label={intl.formatMessage({ id: 'orders.floor.warehouse' })}
            value={warehouseId}
            onChange={(event) => {
              setSelected([]);
              setWarehouseId(event.target.value);
            }}
          >
            {warehouses.map((warehouse) => (
              <MenuItem key={warehouse.id} value={warehouse.id}>
                {warehouse.name}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      )}

      {failure && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} onClose={() => setFailure(null)}>
          <UiText message={failure} />
        </Alert>
      )}

      {loaded.status === 'loading' && (
        <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <CircularProgress size={20} />
          <FormattedMessage id="orders.floor.loading" />
        </Box>
      )}
      {loaded.status === 'choose' && (
        <Typography>
          <FormattedMessage id="orders.floor.chooseWarehouse" />
        </Typography>
      )}
      {loaded.status === 'failed' && (
        <Alert severity="error" role="alert">
          <UiText message={loaded.message} />
        </Alert>
      )}

      {loaded.status === 'done' && (
        <Paper variant="outlined">
          <Tabs
            value={stage}
            onChange={(_event, value: FloorStage) => setStage(value)}
            variant="scrollable"
            aria-label={intl.formatMessage({ id: 'orders.floor.stages' })}
          >
            {loaded.queue.stages.map((one) => (
              <Tab
                key={one.stage}
                value={one.stage}
                id={`floor-tab-${one.stage}`}
                aria-controls="floor-stage-panel"
                label={intl.formatMessage(
                  { id: 'orders.floor.stageCount' },
                  { stage: intl.formatMessage({ id: `orders.floor.stage.${one.stage}` }), count: one.count },
                )}
              />
            ))}
          </Tabs>
          <Box id="floor-stage-panel" role="tabpanel" aria-labelledby={`floor-tab-${stage}`} sx={{ p: 2 }}>
            {selectable && (
              <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 2 }}>
                <Button
                  variant="contained"
                  startIcon={printing ? <CircularProgress size={16} color="inherit" /> : <PictureAsPdfIcon />}
                  disabled={selected.length === 0 || printing}
                  onClick={() => void printPickList()}
                >
                  <FormattedMessage id="orders.floor.pickList" values={{ count: selected.length }} />
                </Button>
              </Box>
            )}
            {current && current.orders.length === 0 ? (
              <Typography>
                <FormattedMessage id="orders.floor.empty" />
              </Typography>
            ) : (
              <TableContainer>
                <Table size="small" aria-label={intl.formatMessage({ id: `orders.floor.stage.${stage}` })}>
                  <TableHead>
                    <TableRow>
                      {selectable && (
                        <TableCell padding="checkbox">
                          <FormattedMessage id="orders.floor.column.select" />
                        </TableCell>
                      )}
                      <TableCell>
                        <FormattedMessage id="orders.floor.column.order" />
                      </TableCell>
                      <TableCell>
                        <FormattedMessage id="orders.floor.column.client" />
                      </TableCell>
                      <TableCell>
                        <FormattedMessage id="orders.floor.column.customer" />
                      </TableCell>
                      <TableCell align="right">
                        <FormattedMessage id="orders.floor.column.units" />
                      </TableCell>
                      <TableCell>
                        <FormattedMessage
                          id={
                            stage === 'shipped_today'
                              ? 'orders.floor.column.shipped'
                              : 'orders.floor.column.since'
                          }
                        />
                      </TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {current?.orders.map((order) => {
                      const name = intl.formatMessage(
                        { id: 'orders.floor.orderNumber' },
                        { number: order.number },
                      );
                      return (
                        <TableRow key={order.id} hover selected={selected.includes(order.id)}>
                          {selectable && (
                            <TableCell padding="checkbox">
                              <Checkbox
                                checked={selected.includes(order.id)}
                                onChange={() => toggle(order.id)}
                                slotProps={{
                                  input: {
                                    'aria-label': intl.formatMessage(
                                      { id: 'orders.floor.selectOrder' },
                                      { number: order.number },
                                    ),
                                  },
                                }}
                              />
                            </TableCell>
                          )}
                          <TableCell>
                            <Link component={RouterLink} to={`/floor/orders/${order.id}`}>
                              {name}
                            </Link>{' '}
                            <Typography component="span" variant="body2" color="text.secondary">
                              {order.reference}
                            </Typography>
                          </TableCell>
                          <TableCell>{order.client.name}</TableCell>
                          <TableCell>
                            {order.customerName}
                            <Typography variant="body2" color="text.secondary">
                              {order.city}, {order.countryCode}
                            </Typography>
                          </TableCell>
                          <TableCell align="right">
                            <FormattedMessage
                              id="orders.floor.linesUnits"
                              values={{ lines: order.lineCount, units: order.unitCount }}
                            />
                          </TableCell>
                          <TableCell>
                            {formatInstant(
                              stage === 'shipped_today' ? order.shippedAt : order.processedAt,
                              intl.locale,
                            )}
                          </TableCell>
                        </TableRow>
                      );
                    })}
                  </TableBody>
                </Table>
              </TableContainer>
            )}
          </Box>
        </Paper>
      )}
    </Box>
  );
}
