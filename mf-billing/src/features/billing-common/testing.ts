// Billing fixtures of the screens' tests, in the read API's shapes (billing contract).
import type { Charge, InvoiceDetail, WarehouseBilling } from './billing.api';

export const WAREHOUSE_ID = 'WH-MX-CDMX';
export const INVOICE_ID = 'a7000000-0000-4000-8000-000000000001';
export const OLD_INVOICE_ID = 'a7000000-0000-4000-8000-000000000002';

export const processOrderCharge = (overrides: Partial<Charge> = {}): Charge => ({
  id: 'c1000000-0000-4000-8000-000000000001',
  kind: 'process_order',
  occurredAt: '2026-11-20T17:30:00.000Z',
  quantity: '1',
  unit: 'order',
  unitPriceCents: 2150,
  amountCents: 2150,
  currency: 'MXN',
  priceListVersion: 3,
  rule: {
    category: 'processOrder',
    serviceId: 'svc-small',
    serviceName: 'Small package',
    serviceNameEs: 'Paquete pequeño',
    serviceMin: 0,
    serviceMax: 1,
    serviceUnit: 'kg',
    rangeIndex: 1,
    rangeMin: 101,
    rangeMax: 500,
    price: '21.50',
    tier: 142,
    openEnded: false,
  },
  sourceType: 'order',
  sourceId: 'd1000000-0000-4000-8000-000000000001',
  sourceLabel: 'order #1042',
  correctsChargeId: null,
  invoiceId: INVOICE_ID,
  invoiceNumber: 1007,
  invoiceStatus: 'open',
  creditedCents: 0,
  dispute: null,
  ...overrides,
});

export const receptionCharge = (overrides: Partial<Charge> = {}): Charge =>
  processOrderCharge({
    id: 'c1000000-0000-4000-8000-000000000002',
    kind: 'reception',
    occurredAt: '2026-11-21T15:00:00.000Z',
    unit: 'box',
    unitPriceCents: 4500,
    amountCents: 4500,
    rule: {
      category: 'reception',
      serviceId: 'svc-box',
      serviceName: 'Per box',
      serviceMin: null,
      serviceMax: null,
      serviceUnit: 'box',
      rangeIndex: 2,
      rangeMin: 51,
      rangeMax: null,
      price: '45.00',
      tier: 1,
      openEnded: true,
    },
    sourceType: 'receiving_box',
    sourceId: 'e1000000-0000-4000-8000-000000000001',
    sourceLabel: 'RO-1001 · box 2',
    ...overrides,
  });

export const warehouseBilling = (overrides: Partial<WarehouseBilling> = {}): WarehouseBilling => ({
  warehouseId: WAREHOUSE_ID,
  warehouseName: 'Ciudad de México',
  countryCode: 'MX',
  currency: 'MXN',
  timeZone: 'America/Mexico_City',
  month: {
    invoiceId: INVOICE_ID,
    periodMonth: '2026-11-01',
    subtotalCents: 6650,
    taxRateBasisPoints: 1600,
    taxCents: 1064,
    totalCents: 7714,
    chargeCount: 2,
    byKind: [
      { kind: 'reception', amountCents: 4500, chargeCount: 1 },
      { kind: 'process_order', amountCents: 2150, chargeCount: 1 },
    ],
    days: [
      { day: '2026-11-20', amountCents: 2150, balanceCents: 2150 },
      { day: '2026-11-21', amountCents: 4500, balanceCents: 6650 },
    ],
  },
  invoices: [
    {
      id: OLD_INVOICE_ID,
      number: 1001,
      periodMonth: '2026-10-01',
      status: 'issued',
      subtotalCents: 100000,
      taxCents: 16000,
      totalCents: 116000,
      currency: 'MXN',
      issuedAt: '2026-11-01T06:00:00.000Z',
      dueOn: '2026-11-16',
      paidAt: null,
    },
  ],
  dueCents: 116000,
  ...overrides,
});

export const invoiceDetail = (overrides: Partial<InvoiceDetail['invoice']> = {}): InvoiceDetail => ({
  invoice: {
    id: INVOICE_ID,
    number: 1007,
    periodMonth: '2026-11-01',
    status: 'open',
    currency: 'MXN',
    subtotalCents: 6650,
    taxRateBasisPoints: 1600,
    taxCents: 1064,
    totalCents: 7714,
    issuedAt: null,
    dueOn: null,
    paidAt: null,
    groups: [
      { kind: 'reception', amountCents: 4500, chargeCount: 1 },
      { kind: 'process_order', amountCents: 2150, chargeCount: 1 },
    ],
    ...overrides,
  },
  warehouse: { id: WAREHOUSE_ID, name: 'Ciudad de México', address: 'Av. Central 100', countryCode: 'MX' },
  client: { id: 'CL-0002', name: 'Demo Store Co.' },
  charges: [receptionCharge(), processOrderCharge()],
});
