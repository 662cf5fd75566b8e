import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useDispatch, useSelector } from 'react-redux';
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
  TableFooter,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DownloadIcon from '@mui/icons-material/Download';
import { failureMessage, type UiMessage } from '@estiba/shared';
import {
  chargeDescription,
  downloadInvoiceCsv,
  downloadInvoicePdf,
  formatDay,
  formatInstant,
  formatMonth,
  invoiceNumber,
  InvoiceStatusChip,
  kindText,
  money,
  quantityText,
  UiText,
  useBusEvent,
  type Charge,
  type InvoiceDetail,
} from '../billing-common';
import { invoiceActions, invoiceKey, selectInvoice } from './invoice.slice';
import { ensureInvoiceState } from './invoice.saga';

ensureInvoiceState();

function Fact({ labelId, children }: { labelId: string; children: ReactNode }) {
  return (
    <Box>
      <Typography component="dt" variant="caption" color="text.secondary">
        <FormattedMessage id={labelId} />
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The invoice's lines of one kind, with their subtotal. */
function KindGroup({
  detail,
  kind,
  amountCents,
}: {
  detail: InvoiceDetail;
  kind: Charge['kind'];
  amountCents: number;
}) {
  const intl = useIntl();
  const { currency } = detail.invoice;
  const lines = detail.charges.filter((charge) => charge.kind === kind);
  const title = kindText(kind, intl);
  return (
    <Table size="small" aria-label={title} sx={{ mb: 2 }}>
      <TableHead>
        <TableRow>
          <TableCell component="th" colSpan={5}>
            <Typography component="h3" variant="subtitle1">
              {title}
            </Typography>
          </TableCell>
        </TableRow>
        <TableRow>
          <TableCell>
            <FormattedMessage id="billing.invoice.column.date" />
          </TableCell>
          <TableCell>
            <FormattedMessage id="billing.invoice.column.description" />
          </TableCell>
          <TableCell align="right">
            <FormattedMessage id="billing.invoice.column.quantity" />
          </TableCell>
          <TableCell align="right">
            <FormattedMessage id="billing.invoice.column.unitPrice" />
          </TableCell>
          <TableCell align="right">
            <FormattedMessage id="billing.invoice.column.amount" />
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map((charge) => (
          <TableRow key={charge.id}>
            <TableCell>{formatInstant(charge.occurredAt, intl.locale)}</TableCell>
            <TableCell>{chargeDescription(charge, intl)}</TableCell>
            <TableCell align="right">{quantityText(charge, intl)}</TableCell>
            <TableCell align="right">{money(charge.unitPriceCents, currency, intl.locale)}</TableCell>
            <TableCell align="right" data-testid="line-amount">
              {money(charge.amountCents, currency, intl.locale)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell colSpan={4}>
            <FormattedMessage id="billing.invoice.groupSubtotal" values={{ kind: title }} />
          </TableCell>
          <TableCell align="right">{money(amountCents, currency, intl.locale)}</TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  );
}

/**
 * `/invoice/:warehouseId/:invoiceId`: the invoice's header (number, month, warehouse, status, issued, due), its
 * lines grouped by kind with subtotals, the subtotal, the tax where the warehouse's country has it, and the
 * total; Download PDF (rendered by the server) and CSV. A charge of this invoice, its issuing or its payment (socket → bus)
 * loads it again without a reload.
 */
export function InvoicePage() {
  const intl = useIntl();
  const dispatch = useDispatch();
  const { warehouseId = '', invoiceId = '' } = useParams();
  const state = useSelector(selectInvoice);
  const [downloading, setDownloading] = useState<'pdf' | 'csv' | null>(null);
  const [downloadFailure, setDownloadFailure] = useState<UiMessage | null>(null);
  const load = (quiet: boolean) => dispatch(invoiceActions.requested({ warehouseId, invoiceId, quiet }));

  useEffect(() => {
    dispatch(invoiceActions.requested({ warehouseId, invoiceId, quiet: false }));
  }, [dispatch, warehouseId, invoiceId]);
  useBusEvent('charge.created', (event) => {
    if (event.invoiceId === invoiceId) load(true);
  });
  useBusEvent('invoice.issued', (event) => {
    if (event.invoiceId === invoiceId) load(true);
  });
  useBusEvent('invoice.paid', (event) => {
    if (event.invoiceId === invoiceId) load(true);
  });

  const current = state.key === invoiceKey(warehouseId, invoiceId) ? state : null;
  const back = (
    <Link
      component={RouterLink}
      to="/billing-information"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
    >
      <ArrowBackIcon fontSize="small" />
      <FormattedMessage id="billing.invoice.back" />
    </Link>
  );

  if (!current || current.status === 'loading' || current.status === 'idle') {
    return (
      <Box sx={{ p: 3 }}>
        <CircularProgress aria-label={intl.formatMessage({ id: 'common.loading' })} />
      </Box>
    );
  }
  if (current.status !== 'done' || !current.detail) {
    return (
      <Box sx={{ p: 3 }}>
        <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
          {current.status === 'failed' && current.failure ? (
            <UiText message={current.failure} />
          ) : (
            <FormattedMessage id="billing.invoice.missing" />
          )}
        </Typography>
        {current.status === 'failed' && (
          <Button onClick={() => load(false)} sx={{ mr: 2 }}>
            <FormattedMessage id="common.retry" />
          </Button>
        )}
        {back}
      </Box>
    );
  }

  const detail = current.detail;
  const { invoice, warehouse } = detail;
  const amount = (cents: number) => money(cents, invoice.currency, intl.locale);
  const download = async (format: 'pdf' | 'csv') => {
    setDownloading(format);
    setDownloadFailure(null);
    try {
      if (format === 'pdf') await downloadInvoicePdf(warehouse.id, invoice.id, invoice.number);
      else await downloadInvoiceCsv(warehouse.id, invoice.id, invoice.number);
    } catch (error) {
      setDownloadFailure(failureMessage(error));
    } finally {
      setDownloading(null);
    }
  };

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1100, mx: 'auto' }}>
      {back}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2, mt: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography component="h1" variant="h5">
            <FormattedMessage id="billing.invoice.title" values={{ number: invoiceNumber(invoice.number) }} />
          </Typography>
          <InvoiceStatusChip status={invoice.status} />
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            startIcon={<DownloadIcon />}
            disabled={downloading !== null}
            onClick={() => void download('pdf')}
          >
            <FormattedMessage id="billing.invoice.downloadPdf" />
          </Button>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={downloading !== null}
            onClick={() => void download('csv')}
          >
            <FormattedMessage id="billing.invoice.downloadCsv" />
          </Button>
        </Box>
      </Box>
      {downloadFailure && (
        <Alert severity="error" sx={{ mt: 2 }} onClose={() => setDownloadFailure(null)}>
          <UiText message={downloadFailure} />
        </Alert>
      )}

      <Paper variant="outlined" sx={{ p: 2, mt: 2 }}>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gap: 2,
            m: 0,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
          }}
        >
          <Fact labelId="billing.invoice.number">{invoiceNumber(invoice.number)}</Fact>
          <Fact labelId="billing.invoice.month">{formatMonth(invoice.periodMonth, intl.locale)}</Fact>
          <Fact labelId="billing.invoice.warehouse">
            {warehouse.name}
            {warehouse.address ? ` · ${warehouse.address}` : ''}
          </Fact>
          <Fact labelId="billing.invoice.client">{detail.client.name}</Fact>
          <Fact labelId="billing.invoice.issued">{formatInstant(invoice.issuedAt, intl.locale)}</Fact>
          <Fact labelId="billing.invoice.dueOn">{formatDay(invoice.dueOn, intl.locale)}</Fact>
        </Box>
        {invoice.status === 'open' && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            <FormattedMessage id="billing.invoice.openNote" />
          </Typography>
        )}
      </Paper>

      <Paper variant="outlined" sx={{ p: 2, mt: 2 }}>
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          <FormattedMessage id="billing.invoice.lines" />
        </Typography>
        {invoice.groups.length === 0 ? (
          <Typography color="text.secondary">
            <FormattedMessage id="billing.invoice.noLines" />
          </Typography>
        ) : (
          invoice.groups.map((group) => (
            <KindGroup key={group.kind} detail={detail} kind={group.kind} amountCents={group.amountCents} />
          ))
        )}
        <Box
          component="dl"
          data-testid="invoice-totals"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'auto auto',
            justifyContent: 'end',
            columnGap: 4,
            rowGap: 0.5,
            m: 0,
          }}
        >
          <Typography component="dt">
            <FormattedMessage id="billing.invoice.subtotal" />
          </Typography>
          <Typography component="dd" sx={{ m: 0, textAlign: 'right' }}>
            {amount(invoice.subtotalCents)}
          </Typography>
          {invoice.taxRateBasisPoints > 0 && (
            <>
              <Typography component="dt">
                <FormattedMessage
                  id="billing.invoice.tax"
                  values={{
                    rate: intl.formatNumber(invoice.taxRateBasisPoints / 100, { maximumFractionDigits: 2 }),
                  }}
                />
              </Typography>
              <Typography component="dd" sx={{ m: 0, textAlign: 'right' }}>
                {amount(invoice.taxCents)}
              </Typography>
            </>
          )}
          <Typography component="dt" sx={{ fontWeight: 700 }}>
            <FormattedMessage id="billing.invoice.total" />
          </Typography>
          <Typography
            component="dd"
            sx={{ m: 0, textAlign: 'right', fontWeight: 700 }}
            data-testid="invoice-total"
          >
            {amount(invoice.totalCents)}
          </Typography>
        </Box>
      </Paper>
    </Box>
  );
}
