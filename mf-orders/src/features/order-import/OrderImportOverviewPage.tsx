import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import {
  Alert,
  Box,
  Button,
  Chip,
  LinearProgress,
  Link,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import type { OrdersOverview } from '@estiba/api/contract';
import { bus } from '@estiba/shared';
import { failureMessage, UiText, type UiMessage } from '../orders-common';
import { currentDraft, keepDraft, type ImportDraft } from './importDraft';
import { downloadCsv, rejectedRowsPath, startOrdersImport } from './orderImport.api';
import { importResultOf, isFinished, progressPercent } from './orderImport.rules';
import { useImportJob, type JobState } from './useImportJob';

type Step =
  | { name: 'review'; problem: UiMessage | null }
  | { name: 'starting' }
  | { name: 'importing'; jobId: string; rows: number; replayed: boolean };

function SmallTable({ caption, header, rows }: { caption: string; header: string[]; rows: ReactNode[][] }) {
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1, maxHeight: 420 }}>
      <Table size="small" stickyHeader>
        <caption style={{ captionSide: 'top', textAlign: 'left', padding: '8px 16px' }}>{caption}</caption>
        <TableHead>
          <TableRow>
            {header.map((cell, i) => (
              <TableCell key={cell} component="th" scope="col" align={i === 0 ? 'left' : 'right'}>
                {cell}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((cells, r) => (
            <TableRow key={r}>
              {cells.map((cell, i) => (
                <TableCell key={i} align={i === 0 ? 'left' : 'right'}>
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** What the import will create: orders, lines and units, per warehouse, and the stock it will reserve. */
function OverviewTables({ overview, rejected }: { overview: OrdersOverview; rejected: number }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Stack spacing={3}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Chip
          color="primary"
          label={<FormattedMessage id="orders.import.overview.orders" values={{ count: overview.orders }} />}
        />
        <Chip
          variant="outlined"
          label={<FormattedMessage id="orders.import.overview.lines" values={{ count: overview.lines }} />}
        />
        <Chip
          variant="outlined"
          label={<FormattedMessage id="orders.import.overview.units" values={{ count: overview.units }} />}
        />
        {rejected > 0 && (
          <Chip
            color="error"
            variant="outlined"
            label={<FormattedMessage id="orders.import.summary.problems" values={{ count: rejected }} />}
          />
        )}
      </Stack>
      <SmallTable
        caption={t('orders.import.overview.perWarehouse')}
        header={[
          t('orders.import.overview.warehouse'),
          t('orders.import.overview.ordersColumn'),
          t('orders.import.overview.linesColumn'),
          t('orders.import.overview.unitsColumn'),
        ]}
        rows={overview.warehouses.map((w) => [
          w.warehouseName,
          <FormattedNumber key="o" value={w.orders} />,
          <FormattedNumber key="l" value={w.lines} />,
          <FormattedNumber key="u" value={w.units} />,
        ])}
      />
      <SmallTable
        caption={t('orders.import.overview.stock')}
        header={[
          t('orders.import.overview.product'),
          t('orders.import.overview.warehouse'),
          t('orders.import.overview.toReserve'),
          t('orders.import.overview.available'),
        ]}
        rows={overview.stock.map((s) => [
          <span key="p">
            {s.sku} · {s.productName}
          </span>,
          s.warehouseName,
          <FormattedNumber key="r" value={s.units} />,
          <Stack
            key="a"
            direction="row"
            spacing={1}
            sx={{ justifyContent: 'flex-end', alignItems: 'center' }}
          >
            {s.available < s.units && (
              <Chip size="small" color="warning" label={t('orders.import.overview.short')} />
            )}
            <FormattedNumber value={s.available} />
          </Stack>,
        ])}
      />
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage id="orders.import.overview.stockNote" />
      </Typography>
    </Stack>
  );
}

function Progress({ job, rows }: { job: JobState | null; rows: number }) {
  const intl = useIntl();
  const total = job?.total ?? rows;
  const current = job?.current ?? 0;
  return (
    <Stack spacing={1} aria-live="polite">
      <Typography component="h2" variant="h6">
        <FormattedMessage id="orders.import.importing" />
      </Typography>
      <LinearProgress
        variant="determinate"
        value={progressPercent(current, total)}
        aria-label={intl.formatMessage({ id: 'orders.import.progressLabel' })}
      />
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage id="orders.import.progress" values={{ current, total }} />
      </Typography>
    </Stack>
  );
}

function Result({ job, draft, jobId }: { job: JobState; draft: ImportDraft; jobId: string }) {
  const result = importResultOf(job.result);
  if (job.status !== 'succeeded' || !result) {
    return (
      <Alert severity="error" role="alert">
        <FormattedMessage id="orders.import.failed" />
        {job.error ? <Box>{job.error}</Box> : null}
      </Alert>
    );
  }
  const orders = result.orders ?? [];
  const download = () =>
    downloadCsv(rejectedRowsPath(jobId), `${draft.file.name.replace(/\.csv$/i, '')}-rejected.csv`).catch(
      (error: unknown) => {
        const message = failureMessage(error);
        bus.emit('notify', {
          ...('text' in message ? { text: message.text } : { id: message.id }),
          severity: 'error',
        });
      },
    );
  return (
    <Stack spacing={2} aria-live="polite">
      <Typography component="h2" variant="h6">
        <FormattedMessage id="orders.import.done" />
      </Typography>
      <Alert severity={result.rejected > 0 ? 'warning' : 'success'}>
        <FormattedMessage
          id="orders.import.result"
          values={{ created: result.created, rejected: result.rejected }}
        />
      </Alert>
      {orders.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 3 }} aria-label={draft.file.name}>
          {orders.map((order) => (
            <li key={order.id}>
              <Link component={RouterLink} to={`/orders/${encodeURIComponent(order.id)}`}>
                {order.reference}
              </Link>
            </li>
          ))}
        </Box>
      )}
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', gap: 2 }}>
        <Button component={RouterLink} to="/orders" variant="contained">
          <FormattedMessage id="orders.import.seeOrders" />
        </Button>
        {result.rejected > 0 && (
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void download()}>
            <FormattedMessage id="orders.import.downloadRejected" />
          </Button>
        )}
        <Button component={RouterLink} to="/orders/import" variant="text" onClick={() => keepDraft(null)}>
          <FormattedMessage id="orders.import.importAnother" />
        </Button>
      </Stack>
    </Stack>
  );
}

/**
 * `/orders/import/overview`: what the checked file will create (orders, lines and units, per warehouse, and the
 * units they will reserve beside what is available), the Import button, the job's progress bar and its result
 * with links to the new orders. Without a checked file (a reload) it sends the person back to choose one.
 */
export function OrderImportOverviewPage() {
  const [draft] = useState(currentDraft);
  const [step, setStep] = useState<Step>({ name: 'review', problem: null });
  const job = useImportJob(step.name === 'importing' ? step.jobId : null);

  const start = async (file: File) => {
    setStep({ name: 'starting' });
    try {
      const accepted = await startOrdersImport(file);
      setStep({ name: 'importing', jobId: accepted.jobId, rows: accepted.rows, replayed: accepted.replayed });
    } catch (error) {
      setStep({ name: 'review', problem: failureMessage(error) });
    }
  };

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1100 }}>
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        <FormattedMessage id="orders.import.overview.title" />
      </Typography>
      {!draft || !draft.preview.overview ? (
        <Alert severity="info">
          <FormattedMessage id="orders.import.overview.noFile" />{' '}
          <Link component={RouterLink} to="/orders/import">
            <FormattedMessage id="orders.import.overview.chooseFile" />
          </Link>
        </Alert>
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <Stack spacing={3}>
            <Typography color="text.secondary">
              <FormattedMessage id="orders.import.overview.file" values={{ fileName: draft.file.name }} />
            </Typography>
            {step.name === 'importing' ? (
              <>
                {step.replayed && (
                  <Alert severity="info">
                    <FormattedMessage id="orders.import.replayed" />
                  </Alert>
                )}
                {job && isFinished(job.status) ? (
                  <Result job={job} draft={draft} jobId={step.jobId} />
                ) : (
                  <Progress job={job} rows={step.rows} />
                )}
              </>
            ) : (
              <>
                <OverviewTables overview={draft.preview.overview} rejected={draft.preview.counts.rejected} />
                {step.name === 'review' && step.problem && (
                  <Alert severity="error" role="alert">
                    <UiText message={step.problem} />
                  </Alert>
                )}
                <Stack direction="row" spacing={2}>
                  <Button
                    variant="contained"
                    disabled={step.name === 'starting' || draft.preview.overview.orders === 0}
                    onClick={() => void start(draft.file)}
                  >
                    <FormattedMessage
                      id="orders.import.import"
                      values={{ count: draft.preview.overview.orders }}
                    />
                  </Button>
                  <Button component={RouterLink} to="/orders/import" variant="text">
                    <FormattedMessage id="orders.import.back" />
                  </Button>
                </Stack>
              </>
            )}
          </Stack>
        </Paper>
      )}
    </Box>
  );
}
