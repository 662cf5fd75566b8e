import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
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
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  failedResponse,
  failureMessage,
  fieldErrorsOf,
  NO_VALUE,
  UiText,
  useBusEvent,
  type UiMessage,
} from '../orders-common';
import { fetchStaffReturn, receiveReturn, returnNumber, type ReturnDetail } from './returns.api';
import { Fact, ReturnHistory, ReturnLines } from './ReturnParts';
import { ReturnStatusChip } from './ReturnStatusChip';

type Loaded =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'failed'; message: UiMessage }
  | { status: 'done'; item: ReturnDetail };
interface Count {
  good: string;
  damaged: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const HTTP_NOT_FOUND = 404;
const WHOLE = /^\d+$/;

/** Every unit good until the person says otherwise: the common case is one tap. */
const initialCounts = (item: ReturnDetail): Count[] =>
  item.lines.map((line) => ({ good: String(line.quantity), damaged: '0' }));

/** The message id of what is wrong with one line's counts, or null. */
function lineProblem(count: Count, quantity: number): { field: keyof Count; id: string } | null {
  if (!WHOLE.test(count.good.trim()))
    return { field: 'good', id: 'orders.returns.receive.errors.wholeNumber' };
  if (!WHOLE.test(count.damaged.trim()))
    return { field: 'damaged', id: 'orders.returns.receive.errors.wholeNumber' };
  if (Number(count.good) + Number(count.damaged) > quantity)
    return { field: 'good', id: 'orders.returns.receive.errors.tooMany' };
  return null;
}

/**
 * `/floor/returns/:returnId`: receiving one return at the warehouse: per line, how many units came back good
 * (they go back on hand) and how many damaged (discarded); then the return is restocked, or discarded when nothing
 * came back good. Other people's changes to this return (the socket) reload it while nothing is being typed.
 */
export function ReturnReceivePage() {
  const intl = useIntl();
  const { returnId = '' } = useParams();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [counts, setCounts] = useState<Count[]>([]);
  const [edited, setEdited] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<UiMessage | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<ReturnDetail | null>(null);

  const load = useCallback(
    async (quiet: boolean) => {
      if (!UUID.test(returnId)) {
        setLoaded({ status: 'missing' });
        return;
      }
      if (!quiet) setLoaded({ status: 'loading' });
      try {
        const item = await fetchStaffReturn(returnId);
        setLoaded({ status: 'done', item });
        setCounts(initialCounts(item));
      } catch (error) {
        if (quiet) return;
        if (failedResponse(error)?.status === HTTP_NOT_FOUND) setLoaded({ status: 'missing' });
        else setLoaded({ status: 'failed', message: failureMessage(error) });
      }
    },
    [returnId],
  );
  useEffect(() => {
    void load(false);
  }, [load]);
  useBusEvent('return.status_changed', (event) => {
    if (event.returnId === returnId && !edited && !busy) void load(true);
  });

  const back = (
    <Link
      component={RouterLink}
      to="/floor/returns"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
    >
      <ArrowBackIcon fontSize="small" />
      <FormattedMessage id="orders.returns.desk.back" />
    </Link>
  );

  if (loaded.status === 'loading') {
    return (
      <Box sx={{ p: 3 }}>
        <CircularProgress aria-label={intl.formatMessage({ id: 'common.loading' })} />
      </Box>
    );
  }
  if (loaded.status !== 'done') {
    return (
      <Box sx={{ p: 3 }}>
        <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
          {loaded.status === 'missing' ? (
            <FormattedMessage id="orders.returns.missing" />
          ) : (
            <UiText message={loaded.message} />
          )}
        </Typography>
        {back}
      </Box>
    );
  }

  const { item } = loaded;
  const receivable = item.allowedActions.includes('receive');
  const problems = item.lines.map((line, index) => lineProblem(counts[index]!, line.quantity));
  const total = counts.reduce(
    (sum, count) => sum + (Number(count.good) || 0) + (Number(count.damaged) || 0),
    0,
  );
  const nothingCounted = problems.every((problem) => problem === null) && total === 0;

  const setCount = (index: number, field: keyof Count, value: string) => {
    setEdited(true);
    setServerErrors({});
    setCounts((all) => all.map((count, at) => (at === index ? { ...count, [field]: value } : count)));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (problems.some(Boolean) || nothingCounted) return;
    setBusy(true);
    setFailure(null);
    try {
      const received = await receiveReturn(item.id, {
        lines: item.lines.map((line, index) => ({
          orderLineId: line.orderLineId,
          good: Number(counts[index]!.good),
          damaged: Number(counts[index]!.damaged),
        })),
      });
      setLoaded({ status: 'done', item: received });
      setDone(received);
      setEdited(false);
      setSubmitted(false);
    } catch (error) {
      setFailure(failureMessage(error));
      setServerErrors(fieldErrorsOf(error));
    } finally {
      setBusy(false);
    }
  };

  const goodUnits = (done?.lines ?? []).reduce((sum, line) => sum + (line.good ?? 0), 0);

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1100, mx: 'auto' }}>
      {back}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
        <Typography component="h1" variant="h5">
          <FormattedMessage
            id="orders.returns.receive.title"
            values={{ number: returnNumber(item.number) }}
          />
        </Typography>
        <ReturnStatusChip status={item.status} />
      </Box>
      {done && (
        <Alert severity="success" sx={{ mt: 2 }}>
          <FormattedMessage
            id={
              done.status === 'restocked'
                ? 'orders.returns.receive.restocked'
                : 'orders.returns.receive.discarded'
            }
            values={{ units: goodUnits }}
          />
        </Alert>
      )}
      {failure && (
        <Alert severity="error" sx={{ mt: 2 }} onClose={() => setFailure(null)}>
          <UiText message={failure} />
        </Alert>
      )}

      <Paper variant="outlined" sx={{ p: 2, mt: 2 }}>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gap: 2,
            m: 0,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' },
          }}
        >
          <Fact labelId="orders.returns.column.client">{item.client.name}</Fact>
          <Fact labelId="orders.returns.column.order">
            #{item.orderNumber} · {item.orderReference}
          </Fact>
          <Fact labelId="orders.returns.column.type">
            <FormattedMessage id={`orders.returns.type.${item.type}`} />
          </Fact>
          <Fact labelId="orders.returns.trackingNumber">{item.trackingNumber ?? NO_VALUE}</Fact>
          <Fact labelId="orders.returns.reason">{item.reason}</Fact>
        </Box>
      </Paper>

      <Paper variant="outlined" sx={{ p: 2, mt: 2 }}>
        {receivable ? (
          <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
            <Typography component="h2" variant="h6" id="receive-lines-title" sx={{ mb: 1 }}>
              <FormattedMessage id="orders.returns.receive.count" />
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              <FormattedMessage id="orders.returns.receive.hint" />
            </Typography>
            <Table size="small" aria-labelledby="receive-lines-title">
              <TableHead>
                <TableRow>
                  {(['sku', 'product', 'quantity', 'good', 'damaged'] as const).map((head) => (
                    <TableCell key={head} align={head === 'quantity' ? 'right' : 'left'}>
                      <FormattedMessage id={`orders.returns.line.${head}`} />
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {item.lines.map((line, index) => {
                  const problem = submitted ? problems[index] : null;
                  const field = (name: keyof Count) => {
                    const server = serverErrors[`lines.${index}.${name}`];
                    const error = problem?.field === name ? intl.formatMessage({ id: problem.id }) : server;
                    return (
                      <TextField
                        id={`receive-${index}-${name}`}
                        label={intl.formatMessage(
                          { id: `orders.returns.receive.${name}Of` },
                          { sku: line.sku },
                        )}
                        type="number"
                        size="small"
                        value={counts[index]![name]}
                        onChange={(event) => setCount(index, name, event.target.value)}
                        error={Boolean(error)}
                        helperText={error}
                        slotProps={{ htmlInput: { min: 0, max: line.quantity, inputMode: 'numeric' } }}
                        sx={{ width: 150 }}
                      />
                    );
                  };
                  return (
                    <TableRow key={line.orderLineId}>
                      <TableCell>{line.sku}</TableCell>
                      <TableCell>{line.name}</TableCell>
                      <TableCell align="right">{line.quantity}</TableCell>
                      <TableCell>{field('good')}</TableCell>
                      <TableCell>{field('damaged')}</TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
            {submitted && nothingCounted && (
              <Typography color="error" role="alert" sx={{ mt: 1 }}>
                <FormattedMessage id="orders.returns.receive.errors.nothing" />
              </Typography>
            )}
            <Button type="submit" variant="contained" disabled={busy} sx={{ mt: 2 }}>
              <FormattedMessage id="orders.returns.receive.submit" />
            </Button>
          </Box>
        ) : (
          <ReturnLines lines={item.lines} />
        )}
      </Paper>
      <Paper variant="outlined" sx={{ p: 2, mt: 2 }}>
        <ReturnHistory history={item.history} />
      </Paper>
    </Box>
  );
}
