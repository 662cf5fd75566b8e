import { useSearchParams } from 'react-router-dom';
import { useIntl } from 'react-intl';
import { Box, Button, TextField } from '@mui/material';
import { listParamKeys } from '@estiba/shared/list';
import { INVOICE_STATUSES } from '../billing-common';
import type { StaffInvoiceFilters, StaffInvoiceStatus, WarehouseChoice } from './staffInvoices.api';

export const STAFF_INVOICES_LIST_ID = 'staffInvoices';

/** Where each filter lives in the address (`?staffInvoices.status=paid`), so a filtered view can be shared. */
export const STAFF_INVOICE_FILTER_KEYS: Record<keyof StaffInvoiceFilters, string> = {
  status: 'staffInvoices.status',
  warehouseId: 'staffInvoices.warehouse',
  month: 'staffInvoices.month',
};

/** The invoices to follow up are the issued ones: the screen opens on them; `all` lifts the status filter. */
export const DEFAULT_STATUS: StaffInvoiceStatus = 'issued';
const ALL = 'all';
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The filters the address describes; an unknown status or a malformed month is left out. */
export function readStaffInvoiceFilters(params: URLSearchParams): StaffInvoiceFilters {
  const read = (key: keyof StaffInvoiceFilters) => params.get(STAFF_INVOICE_FILTER_KEYS[key])?.trim() ?? '';
  const status = read('status');
  const month = read('month');
  return {
    status:
      status === ALL
        ? ''
        : (INVOICE_STATUSES as readonly string[]).includes(status)
          ? (status as StaffInvoiceStatus)
          : DEFAULT_STATUS,
    warehouseId: read('warehouseId'),
    month: MONTH.test(month) ? month : '',
  };
}

export interface StaffInvoiceFiltersBarProps {
  filters: StaffInvoiceFilters;
  /** Admins choose a warehouse; null: the staff user's own warehouse, no choice. */
  warehouses: WarehouseChoice[] | null;
}

/** Status, warehouse (admins) and month above the invoices; choosing one goes back to the first page. */
export function StaffInvoiceFiltersBar({ filters, warehouses }: StaffInvoiceFiltersBarProps) {
  const intl = useIntl();
  const [, setParams] = useSearchParams();
  const label = (key: string) => intl.formatMessage({ id: `billing.staffInvoices.filters.${key}` });

  const update = (change: (next: URLSearchParams) => void) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        change(next);
        next.delete(listParamKeys(STAFF_INVOICES_LIST_ID).page);
        return next;
      },
      { replace: true },
    );
  const setFilter = (key: keyof StaffInvoiceFilters, value: string) =>
    update((next) => {
      if (value.trim()) next.set(STAFF_INVOICE_FILTER_KEYS[key], value);
      else next.delete(STAFF_INVOICE_FILTER_KEYS[key]);
    });
  const chosen = filters.status !== DEFAULT_STATUS || Boolean(filters.warehouseId || filters.month);

  return (
    <Box
      component="section"
      aria-label={label('title')}
      sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', my: 2 }}
    >
      <TextField
        select
        size="small"
        id="staff-invoices-status"
        label={label('status')}
        value={filters.status || ALL}
        onChange={(event) =>
          setFilter('status', event.target.value === DEFAULT_STATUS ? '' : event.target.value)
        }
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 180 }}
      >
        {INVOICE_STATUSES.map((status) => (
          <option key={status} value={status}>
            {intl.formatMessage({ id: `billing.invoiceStatus.${status}` })}
          </option>
        ))}
        <option value={ALL}>{label('anyStatus')}</option>
      </TextField>
      {warehouses && (
        <TextField
          select
          size="small"
          id="staff-invoices-warehouse"
          label={label('warehouse')}
          value={filters.warehouseId}
          onChange={(event) => setFilter('warehouseId', event.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 220 }}
        >
          <option value="">{label('anyWarehouse')}</option>
          {warehouses.map((warehouse) => (
            <option key={warehouse.id} value={warehouse.id}>
              {warehouse.name}
            </option>
          ))}
        </TextField>
      )}
      <TextField
        type="month"
        size="small"
        id="staff-invoices-month"
        label={label('month')}
        value={filters.month}
        onChange={(event) => setFilter('month', event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ minWidth: 180 }}
      />
      {chosen && (
        <Button
          onClick={() =>
            update((next) => Object.values(STAFF_INVOICE_FILTER_KEYS).forEach((key) => next.delete(key)))
          }
        >
          {label('clear')}
        </Button>
      )}
    </Box>
  );
}
