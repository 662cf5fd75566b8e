import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  FormControl,
  InputLabel,
  LinearProgress,
  Link,
  MenuItem,
  Paper,
  Select,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  failedResponse,
  failureMessage,
  OrderStatusChip,
  UiText,
  useBusEvent,
  type UiMessage,
} from '../orders-common';
import {
  confirmPicked,
  downloadLabel,
  fetchFloorOrder,
  packItem,
  shipOrder,
  startPicking,
  type FloorOrder,
} from '../work-queue';

type Loaded =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'failed'; message: UiMessage }
  | { status: 'done'; order: FloorOrder };

type Notice = { severity: 'success' | 'error'; message: UiMessage };

const HTTP_NOT_FOUND = 404;

/**
 * `/floor/orders/:orderId`: one order on the warehouse floor: start picking and confirm it picked, then pack it by
 * scanning (or typing) each item's barcode or SKU, each checked by the API against the order's lines with a clear
 * message and the lines' progress; once all is packed, choose the carrier and service, buy the label and ship, and
 * download the label.
 */
export function PackingPage() {
  const intl = useIntl();
  const { orderId = '' } = useParams();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [code, setCode] = useState('');
  const [carrierId, setCarrierId] = useState('');
  const [serviceId, setServiceId] = useState('');
  const scanField = useRef<HTMLInputElement>(null);

  const load = useCallback(
    async (quiet: boolean) => {
      if (!quiet) setLoaded({ status: 'loading' });
      try {
        setLoaded({ status: 'done', order: await fetchFloorOrder(orderId) });
      } catch (error) {
        if (quiet) return;
        if (failedResponse(error)?.status === HTTP_NOT_FOUND) setLoaded({ status: 'missing' });
        else setLoaded({ status: 'failed', message: failureMessage(error) });
      }
    },
    [orderId],
  );
  useEffect(() => {
    void load(false);
  }, [load]);
  useBusEvent('order.status_changed', (event) => {
    if (event.orderId === orderId && !busy) void load(true);
  });

  /** Runs one floor call; its answer replaces the order, a refusal shows the server's words. */
  const act = async (work: () => Promise<FloorOrder>, done?: UiMessage) => {
    setBusy(true);
    setNotice(null);
    try {
      setLoaded({ status: 'done', order: await work() });
      if (done) setNotice({ severity: 'success', message: done });
    } catch (error) {
      setNotice({ severity: 'error', message: failureMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  const pack = async (event: FormEvent) => {
    event.preventDefault();
    const scanned = code.trim();
    if (!scanned) return;
    setBusy(true);
    try {
      const result = await packItem(orderId, scanned);
      setLoaded({ status: 'done', order: result.order });
      setNotice({
        severity: 'success',
        message: result.complete
          ? { id: 'orders.packing.allPacked' }
          : { id: 'orders.packing.packed', values: { ...result.line } },
      });
    } catch (error) {
      setNotice({ severity: 'error', message: failureMessage(error) });
    } finally {
      setBusy(false);
      setCode('');
      scanField.current?.focus();
    }
  };

  if (loaded.status === 'loading')
    return (
      <Box role="status" sx={{ p: 3, display: 'flex', gap: 1, alignItems: 'center' }}>
        <CircularProgress size={20} />
        <FormattedMessage id="orders.packing.loading" />
      </Box>
    );
  if (loaded.status === 'missing' || loaded.status === 'failed')
    return (
      <Box sx={{ p: 3 }}>
        <Alert severity="error" role="alert">
          {loaded.status === 'missing' ? (
            <FormattedMessage id="orders.packing.missing" />
          ) : (
            <UiText message={loaded.message} />
          )}
        </Alert>
      </Box>
    );

  const { order } = loaded;
  const can = (action: FloorOrder['allowedActions'][number]) => order.allowedActions.includes(action);
  const carrier = order.carriers.find((one) => one.id === carrierId);

  return (
    <Box component="section" sx={{ p: { xs: 2, md: 3 } }}>
      <Link
        component={RouterLink}
        to="/floor"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2 }}
      >
        <ArrowBackIcon fontSize="small" />
        <FormattedMessage id="orders.packing.back" />
      </Link>
      <Typography variant="h4" component="h1">
        <FormattedMessage id="orders.packing.title" values={{ number: order.number }} />
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', my: 1, flexWrap: 'wrap' }}>
        <Typography color="text.secondary">
          <FormattedMessage
            id="orders.packing.subtitle"
            values={{ reference: order.reference, client: order.client.name, customer: order.customerName }}
          />
        </Typography>
        <OrderStatusChip column="warehouse" status={order.warehouseStatus} />
      </Stack>

      <Stack
        direction="row"
        spacing={1}
        sx={{ my: 2 }}
        role="group"
        aria-label={intl.formatMessage({ id: 'orders.packing.actions' })}
      >
        {can('start_picking') && (
          <Button variant="contained" disabled={busy} onClick={() => void act(() => startPicking(orderId))}>
            <FormattedMessage id="orders.packing.startPicking" />
          </Button>
        )}
        {can('finish_picking') && (
          <Button variant="contained" disabled={busy} onClick={() => void act(() => confirmPicked(orderId))}>
            <FormattedMessage id="orders.packing.confirmPicked" />
          </Button>
        )}
      </Stack>

      {notice && (
        <Alert
          severity={notice.severity}
          role={notice.severity === 'error' ? 'alert' : 'status'}
          sx={{ mb: 2 }}
          onClose={() => setNotice(null)}
        >
          <UiText message={notice.message} />
        </Alert>
      )}

      {can('pack') && (
        <Box component="form" onSubmit={(event) => void pack(event)} sx={{ display: 'flex', gap: 1, mb: 2 }}>
          <TextField
            inputRef={scanField}
            label={intl.formatMessage({ id: 'orders.packing.scan' })}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoFocus
            autoComplete="off"
            size="small"
            sx={{ minWidth: 280 }}
          />
          <Button type="submit" variant="contained" disabled={busy || !code.trim()}>
            <FormattedMessage id="orders.packing.check" />
          </Button>
        </Box>
      )}

      <TableContainer component={Paper} variant="outlined" sx={{ mb: 3 }}>
        <Table size="small" aria-label={intl.formatMessage({ id: 'orders.packing.lines' })}>
          <TableHead>
            <TableRow>
              <TableCell>
                <FormattedMessage id="orders.packing.column.location" />
              </TableCell>
              <TableCell>
                <FormattedMessage id="orders.packing.column.sku" />
              </TableCell>
              <TableCell>
                <FormattedMessage id="orders.packing.column.product" />
              </TableCell>
              <TableCell>
                <FormattedMessage id="orders.packing.column.barcode" />
              </TableCell>
              <TableCell align="right">
                <FormattedMessage id="orders.packing.column.picked" />
              </TableCell>
              <TableCell sx={{ minWidth: 160 }}>
                <FormattedMessage id="orders.packing.column.packed" />
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {order.lines.map((line) => (
              <TableRow key={line.id}>
                <TableCell>
                  {line.location ?? intl.formatMessage({ id: 'orders.packing.noLocation' })}
                </TableCell>
                <TableCell>{line.sku}</TableCell>
                <TableCell>{line.name}</TableCell>
                <TableCell>{line.barcode ?? '—'}</TableCell>
                <TableCell align="right">
                  <FormattedMessage
                    id="orders.packing.ofQuantity"
                    values={{ count: line.picked, quantity: line.quantity }}
                  />
                </TableCell>
                <TableCell>
                  <FormattedMessage
                    id="orders.packing.ofQuantity"
                    values={{ count: line.packed, quantity: line.quantity }}
                  />
                  <LinearProgress
                    variant="determinate"
                    value={(line.packed / line.quantity) * 100}
                    aria-label={intl.formatMessage({ id: 'orders.packing.progress' }, { sku: line.sku })}
                    sx={{ mt: 0.5 }}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>

      {can('ship') && (
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="ship-heading">
          <Typography id="ship-heading" variant="h6" component="h2" gutterBottom>
            <FormattedMessage id="orders.packing.ship" />
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <FormControl size="small" sx={{ minWidth: 220 }}>
              <InputLabel id="ship-carrier-label">
                <FormattedMessage id="orders.packing.carrier" />
              </InputLabel>
              <Select
                labelId="ship-carrier-label"
                label={intl.formatMessage({ id: 'orders.packing.carrier' })}
                value={carrierId}
                onChange={(event) => {
                  setCarrierId(event.target.value);
                  setServiceId('');
                }}
              >
                {order.carriers.map((one) => (
                  <MenuItem key={one.id} value={one.id}>
                    {one.name}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
            <FormControl size="small" sx={{ minWidth: 260 }} disabled={!carrier}>
              <InputLabel id="ship-service-label">
                <FormattedMessage id="orders.packing.service" />
              </InputLabel>
              <Select
                labelId="ship-service-label"
                label={intl.formatMessage({ id: 'orders.packing.service' })}
                value={serviceId}
                onChange={(event) => setServiceId(event.target.value)}
              >
                {(carrier?.services ?? []).map((service) => (
                  <MenuItem key={service.id} value={service.id}>
                    {service.name}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
            <Button
              variant="contained"
              disabled={busy || !carrierId || !serviceId}
              onClick={() =>
                void act(() => shipOrder(orderId, { carrierId, carrierServiceId: serviceId }), {
                  id: 'orders.packing.shipped',
                })
              }
            >
              <FormattedMessage id="orders.packing.buyAndShip" />
            </Button>
          </Stack>
        </Paper>
      )}

      {order.trackingNumber && (
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="shipment-heading">
          <Typography id="shipment-heading" variant="h6" component="h2" gutterBottom>
            <FormattedMessage id="orders.packing.shipment" />
          </Typography>
          <Typography>
            <FormattedMessage
              id="orders.packing.trackingLine"
              values={{
                carrier: order.carrier?.name ?? '',
                service: order.carrierService?.name ?? '',
                tracking: order.trackingNumber,
              }}
            />
          </Typography>
          {order.label && (
            <Button
              sx={{ mt: 1 }}
              variant="outlined"
              onClick={() =>
                void downloadLabel(order).catch((error: unknown) =>
                  setNotice({ severity: 'error', message: failureMessage(error) }),
                )
              }
            >
              <FormattedMessage id="orders.packing.downloadLabel" />
            </Button>
          )}
        </Paper>
      )}
    </Box>
  );
}
