// Staff invoice fixtures of the screen's tests, in the API's staff-schemas shapes.
import type { StaffInvoice } from './staffInvoices.api';

export const STAFF_INVOICE_ID = 'a7000000-0000-4000-8000-000000000011';

export const staffInvoice = (overrides: Partial<StaffInvoice> = {}): StaffInvoice => ({
  id: STAFF_INVOICE_ID,
  number: 1007,
  clientId: 'CL-0002',
  clientName: 'Demo Store Co.',
  warehouseId: 'WH-MX-CDMX',
  warehouseName: 'Ciudad de México',
  periodMonth: '2026-10-01',
  status: 'issued',
  currency: 'MXN',
  subtotalCents: 100000,
  taxRateBasisPoints: 1600,
  taxCents: 16000,
  totalCents: 116000,
  issuedAt: '2026-11-01T06:05:00.000Z',
  dueOn: '2026-11-16',
  paidAt: null,
  ...overrides,
});
