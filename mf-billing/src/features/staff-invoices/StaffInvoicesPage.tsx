import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSelector } from 'react-redux';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert, Box, Button, Typography } from '@mui/material';
import { DomainList, type ListColumn, type ListQuery } from '@estiba/shared/list';
import { bus, failureMessage, selectUser, type UiMessage } from '@estiba/shared';
import {
  formatDay,
  formatInstant,
  formatMonth,
  InvoiceStatusChip,
  invoiceNumber,
  money,
  NO_VALUE,
  UiText,
  useBusEvent,
} from '../billing-common';
import { MarkPaidDialog } from './MarkPaidDialog';
import {
  fetchStaffInvoices,
  fetchWarehouseChoices,
  type StaffInvoice,
  type StaffInvoiceFilters,
  type WarehouseChoice,
} from './staffInvoices.api';
import {
  readStaffInvoiceFilters,
  STAFF_INVOICE_FILTER_KEYS,
  STAFF_INVOICES_LIST_ID,
  StaffInvoiceFiltersBar,
} from './StaffInvoiceFiltersBar';

const PAGE_SIZES = [25, 50, 100] as const;

/**
 * `/floor/billing/invoices`: the invoices of the staff user's warehouse (admins any warehouse's, or every one)
 * across clients, the oldest due first, filtered by status (issued by default), warehouse and month; each with
 * its total and due date, and Mark as paid (after a confirmation) while it is issued. An invoice issued or paid
 * anywhere the user sees (socket → bus) loads the list again.
 */
export function StaffInvoicesPage() {
  const intl = useIntl();
  const user = useSelector(selectUser);
  const isAdmin = user?.role.includes('admin') ?? false;
  const [params] = useSearchParams();
  const filters = readStaffInvoiceFilters(params);
  const filtersKey = JSON.stringify(filters);
  const [warehouses, setWarehouses] = useState<WarehouseChoice[] | null>(null);
  const [failure, setFailure] = useState<UiMessage | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  const [toMark, setToMark] = useState<StaffInvoice | null>(null);
  const reload = useCallback(() => setReloadKey((key) => key + 1), []);

  useEffect(() => {
    if (!isAdmin) return;
    fetchWarehouseChoices().then(setWarehouses, (error: unknown) => setFailure(failureMessage(error)));
  }, [isAdmin]);
  useBusEvent('invoice.issued', reload);
  useBusEvent('invoice.paid', reload);

  // A failed load is the list's to say (its error panel, with the server's reason and Retry).
  const load = useCallback(
    async (query: ListQuery) => {
      const page = await fetchStaffInvoices(
        JSON.parse(filtersKey) as StaffInvoiceFilters,
        query.page,
        query.limit,
      );
      return { rows: page.invoices, totalRows: page.totalRows };
    },
    [filtersKey],
  );

  const columns = useMemo<ListColumn<StaffInvoice>[]>(() => {
    const text = (id: string) => intl.formatMessage({ id: `billing.staffInvoices.column.${id}` });
    const fixed = { filterable: false, sortable: false } as const;
    return [
      {
        field: 'number',
        headerName: text('number'),
        minWidth: 110,
        ...fixed,
        valueFormatter: (value: number) => invoiceNumber(value),
      },
      { field: 'clientName', headerName: text('client'), flex: 1, minWidth: 180, ...fixed },
      { field: 'warehouseName', headerName: text('warehouse'), minWidth: 170, ...fixed },
      {
        field: 'periodMonth',
        headerName: text('month'),
        minWidth: 150,
        ...fixed,
        valueFormatter: (value: string) => formatMonth(value, intl.locale),
      },
      {
        field: 'status',
        headerName: text('status'),
        minWidth: 110,
        ...fixed,
        valueFormatter: (value: string) => intl.formatMessage({ id: `billing.invoiceStatus.${value}` }),
        renderCell: ({ row }) => <InvoiceStatusChip status={row.status} />,
      },
      {
        field: 'totalCents',
        headerName: text('total'),
        minWidth: 140,
        align: 'right',
        headerAlign: 'right',
        ...fixed,
        valueFormatter: (_value: number | null, row: StaffInvoice) =>
          row.totalCents === null ? NO_VALUE : money(row.totalCents, row.currency, intl.locale),
      },
      {
        field: 'dueOn',
        headerName: text('dueOn'),
        minWidth: 130,
        ...fixed,
        valueFormatter: (value: string | null) => formatDay(value, intl.locale),
      },
      {
        field: 'paidAt',
        headerName: text('paidAt'),
        minWidth: 170,
        ...fixed,
        valueFormatter: (value: string | null) => formatInstant(value, intl.locale),
      },
      {
        field: 'action',
        headerName: text('action'),
        minWidth: 170,
        ...fixed,
        valueGetter: () => '',
        renderCell: ({ row }) =>
          row.status === 'issued' ? (
            <Button
              size="small"
              variant="outlined"
              aria-label={intl.formatMessage(
                { id: 'billing.staffInvoices.markPaid.action' },
                { number: invoiceNumber(row.number) },
              )}
              onClick={(event) => {
                event.stopPropagation();
                setToMark(row);
              }}
            >
              <FormattedMessage id="billing.staffInvoices.markPaid.button" />
            </Button>
          ) : null,
      },
    ];
  }, [intl]);

  const onPaid = (paid: StaffInvoice) => {
    setToMark(null);
    bus.emit('notify', {
      id: 'billing.staffInvoices.markPaid.done',
      values: { number: invoiceNumber(paid.number) },
      severity: 'success',
    });
    reload();
  };

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Typography component="h1" variant="h5">
        <FormattedMessage id="billing.staffInvoices.title" />
      </Typography>
      <StaffInvoiceFiltersBar filters={filters} warehouses={isAdmin ? (warehouses ?? []) : null} />
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setFailure(null)}>
          <UiText message={failure} />
        </Alert>
      )}
      <DomainList<StaffInvoice>
        listId={STAFF_INVOICES_LIST_ID}
        label={intl.formatMessage({ id: 'billing.staffInvoices.title' })}
        columns={columns}
        load={load}
        getRowId={(row) => row.id}
        pageSizes={PAGE_SIZES}
        defaultLimit={50}
        outsideFilterKeys={Object.values(STAFF_INVOICE_FILTER_KEYS)}
        reloadKey={reloadKey}
        exportFileName="invoices"
        emptyState={{
          title: intl.formatMessage({ id: 'billing.staffInvoices.empty.title' }),
          text: intl.formatMessage({ id: 'billing.staffInvoices.empty.text' }),
        }}
      />
      <MarkPaidDialog invoice={toMark} onClose={() => setToMark(null)} onPaid={onPaid} />
    </Box>
  );
}
