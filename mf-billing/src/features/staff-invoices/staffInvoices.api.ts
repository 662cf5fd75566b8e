// The operator's invoice calls (issue 18, billing contract "Staff"), typed by the API's own schemas: the staff
// user's warehouse's invoices (admins any warehouse's), and marking an issued one paid.
import { apiClient } from '@estiba/shared';
import type {
  StaffInvoice,
  StaffInvoiceAnswer,
  StaffInvoiceList,
  StaffInvoiceStatus,
  WarehouseList,
} from '@estiba/api/contract';

export type { StaffInvoice, StaffInvoiceList, StaffInvoiceStatus };

/** The filters beside the list: a status ('' every one), a warehouse (admins; '' every one), a month 'YYYY-MM'. */
export interface StaffInvoiceFilters {
  status: StaffInvoiceStatus | '';
  warehouseId: string;
  month: string;
}

/** A warehouse an admin can choose (GET warehouses). */
export type WarehouseChoice = Pick<WarehouseList[number], 'id' | 'name'>;

/** `GET staff/billing/invoices`: one page, the oldest due first; each filter only when chosen. */
export async function fetchStaffInvoices(
  filters: StaffInvoiceFilters,
  page: number,
  limit: number,
): Promise<StaffInvoiceList> {
  const params: Record<string, string | number> = { page, limit };
  if (filters.status) params.status = filters.status;
  if (filters.warehouseId) params.warehouseId = filters.warehouseId;
  if (filters.month) params.month = filters.month;
  const { data } = await apiClient.get<StaffInvoiceList>('staff/billing/invoices', { params });
  return data;
}

/** `POST staff/invoice/:invoiceId/paid`: the invoice as it is now (409 with the reason when open or paid). */
export async function markInvoicePaid(invoiceId: string): Promise<StaffInvoice> {
  const { data } = await apiClient.post<StaffInvoiceAnswer>(
    `staff/invoice/${encodeURIComponent(invoiceId)}/paid`,
  );
  return data.invoice;
}

/** The warehouses for an admin's filter. */
export async function fetchWarehouseChoices(): Promise<WarehouseChoice[]> {
  const { data } = await apiClient.get<WarehouseList>('warehouses');
  return data.map(({ id, name }) => ({ id, name }));
}
