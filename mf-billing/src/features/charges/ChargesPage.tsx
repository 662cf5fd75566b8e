import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { useDispatch, useSelector } from 'react-redux';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert, Box, Button, Link, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DownloadIcon from '@mui/icons-material/Download';
import { DomainList, type ListColumn, type ListQuery } from '@estiba/shared/list';
import { failureMessage, type UiMessage } from '@estiba/shared';
import {
  chargeDescription,
  downloadChargesCsv,
  fetchCharges,
  formatInstant,
  invoiceNumber,
  money,
  quantityText,
  UiText,
  useBusEvent,
  type Charge,
  type ChargeFilters,
} from '../billing-common';
import { ChargeDisputeAction } from '../disputes';
import { overviewActions, selectOverview } from '../billing-overview/overview.slice';
import { ensureOverviewState } from '../billing-overview/overview.saga';
import { CHARGE_FILTER_KEYS, CHARGES_LIST_ID, ChargeFiltersBar, readChargeFilters } from './ChargeFiltersBar';

ensureOverviewState();

const CHARGE_PAGE_SIZES = [25, 50, 100] as const;

/** The amount, and under it what was credited against the charge (a correction, or a dispute's answer). */
function AmountCell({ charge }: { charge: Charge }) {
  const intl = useIntl();
  return (
    <Box sx={{ textAlign: 'right', lineHeight: 1.3, py: 0.5 }}>
      <div>{money(charge.amountCents, charge.currency, intl.locale)}</div>
      {charge.creditedCents < 0 && (
        <Typography variant="caption" color="success.main" component="div">
          <FormattedMessage
            id="billing.charges.credited"
            values={{ amount: money(charge.creditedCents, charge.currency, intl.locale) }}
          />
        </Typography>
      )}
    </Box>
  );
}

/**
 * `/billing-information/:warehouseId`: the warehouse's charges, newest first, paged by the server, filtered by
 * kind and days; each says its rule and source ('Process order · Small package · 101–500 orders tier ·
 * order #1042'), its amount and any credit against it. The CSV export is the API's charges.csv with the same
 * filters. A new charge at this warehouse (socket → bus) loads the page again without a reload.
 */
export function ChargesPage() {
  const intl = useIntl();
  const dispatch = useDispatch();
  const { warehouseId = '' } = useParams();
  const [params] = useSearchParams();
  const filters = readChargeFilters(params);
  const filtersKey = JSON.stringify(filters);
  const [reloadKey, setReloadKey] = useState(0);
  const [totals, setTotals] = useState<{ totalCents: number; currency: string; totalRows: number } | null>(
    null,
  );
  /** A failed CSV export (a load's failure is shown by the list). */
  const [failure, setFailure] = useState<UiMessage | null>(null);
  const [exporting, setExporting] = useState(false);
  const overview = useSelector(selectOverview);
  const warehouse = overview.warehouses.find((item) => item.warehouseId === warehouseId);

  // The warehouse's name (and its month) come from the overview's state: loaded once if not there yet.
  useEffect(() => {
    if (overview.status === 'idle') dispatch(overviewActions.requested({ quiet: false }));
  }, [dispatch, overview.status]);

  useBusEvent('charge.created', (event) => {
    if (event.warehouseId && event.warehouseId !== warehouseId) return;
    setReloadKey((key) => key + 1);
  });
  // An issued or paid invoice changes the rows' invoice status.
  const onInvoiceChanged = (event: { warehouseId?: string }) => {
    if (!event.warehouseId || event.warehouseId === warehouseId) setReloadKey((key) => key + 1);
  };
  useBusEvent('invoice.issued', onInvoiceChanged);
  useBusEvent('invoice.paid', onInvoiceChanged);

  // A failed load is the list's to say (its error panel, with the server's reason and Retry).
  const load = useCallback(
    async (query: ListQuery) => {
      const page = await fetchCharges(
        warehouseId,
        JSON.parse(filtersKey) as ChargeFilters,
        query.page,
        query.limit,
      );
      setTotals({ totalCents: page.totalCents, currency: page.currency, totalRows: page.totalRows });
      return { rows: page.charges, totalRows: page.totalRows };
    },
    [warehouseId, filtersKey],
  );

  const columns = useMemo<ListColumn<Charge>[]>(
    () => [
      {
        field: 'occurredAt',
        headerName: intl.formatMessage({ id: 'billing.charges.column.occurredAt' }),
        minWidth: 170,
        filterable: false,
        sortable: false,
        valueFormatter: (value: string) => formatInstant(value, intl.locale),
      },
      {
        field: 'description',
        headerName: intl.formatMessage({ id: 'billing.charges.column.description' }),
        flex: 2,
        minWidth: 380,
        filterable: false,
        sortable: false,
        valueGetter: (_value: unknown, row: Charge) => chargeDescription(row, intl),
      },
      {
        field: 'quantity',
        headerName: intl.formatMessage({ id: 'billing.charges.column.quantity' }),
        minWidth: 100,
        align: 'right',
        headerAlign: 'right',
        filterable: false,
        sortable: false,
        valueGetter: (_value: unknown, row: Charge) => quantityText(row, intl),
      },
      {
        field: 'amountCents',
        headerName: intl.formatMessage({ id: 'billing.charges.column.amount' }),
        minWidth: 150,
        align: 'right',
        headerAlign: 'right',
        filterable: false,
        sortable: false,
        valueFormatter: (_value: number, row: Charge) => money(row.amountCents, row.currency, intl.locale),
        renderCell: ({ row }) => <AmountCell charge={row} />,
      },
      {
        field: 'invoiceNumber',
        headerName: intl.formatMessage({ id: 'billing.charges.column.invoice' }),
        minWidth: 130,
        filterable: false,
        sortable: false,
        valueFormatter: (value: number) => invoiceNumber(value),
        renderCell: ({ row }) => (
          <Link
            component={RouterLink}
            to={`/invoice/${encodeURIComponent(warehouseId)}/${encodeURIComponent(row.invoiceId)}`}
            onClick={(event) => event.stopPropagation()}
          >
            {invoiceNumber(row.invoiceNumber)}
          </Link>
        ),
      },
      // Dispute this charge (billing-disputes' dialog), or its dispute's status opening the thread.
      {
        field: 'dispute',
        headerName: intl.formatMessage({ id: 'billing.charges.column.dispute' }),
        minWidth: 170,
        filterable: false,
        sortable: false,
        valueFormatter: (_value: unknown, row: Charge) =>
          row.dispute ? intl.formatMessage({ id: `billing.disputes.status.${row.dispute.status}` }) : '',
        renderCell: ({ row }) => (
          <ChargeDisputeAction charge={row} onOpened={() => setReloadKey((key) => key + 1)} />
        ),
      },
    ],
    [intl, warehouseId],
  );

  const exportCsv = async () => {
    setExporting(true);
    setFailure(null);
    try {
      await downloadChargesCsv(warehouseId, filters);
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Link
        component={RouterLink}
        to="/billing-information"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
      >
        <ArrowBackIcon fontSize="small" />
        <FormattedMessage id="billing.charges.back" />
      </Link>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2, mt: 1 }}>
        <Typography component="h1" variant="h5">
          {warehouse ? (
            <FormattedMessage id="billing.charges.titleOf" values={{ warehouse: warehouse.warehouseName }} />
          ) : (
            <FormattedMessage id="billing.charges.title" />
          )}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={exporting}
          onClick={() => void exportCsv()}
        >
          <FormattedMessage id="billing.charges.exportCsv" />
        </Button>
      </Box>
      <ChargeFiltersBar filters={filters} />
      {totals && totals.totalRows > 0 && (
        <Typography sx={{ mb: 1 }} data-testid="charges-total">
          <FormattedMessage
            id="billing.charges.total"
            values={{
              count: totals.totalRows,
              amount: money(totals.totalCents, totals.currency, intl.locale),
            }}
          />
        </Typography>
      )}
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setFailure(null)}>
          <UiText message={failure} />
        </Alert>
      )}
      <DomainList<Charge>
        listId={CHARGES_LIST_ID}
        label={intl.formatMessage({ id: 'billing.charges.title' })}
        columns={columns}
        load={load}
        getRowId={(row) => row.id}
        pageSizes={CHARGE_PAGE_SIZES}
        defaultLimit={50}
        outsideFilterKeys={Object.values(CHARGE_FILTER_KEYS)}
        reloadKey={reloadKey}
        exportFileName={`charges-${warehouseId}`}
        emptyState={{
          title: intl.formatMessage({ id: 'billing.charges.empty.title' }),
          text: intl.formatMessage({ id: 'billing.charges.empty.text' }),
        }}
      />
    </Box>
  );
}
