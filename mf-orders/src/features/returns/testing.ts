// Return fixtures of the returns screens' tests, in the API contract's shape.
import type { ReturnDetail, ReturnSummary } from './returns.api';

export const RETURN_ID = 'e5000000-0000-4000-8000-000000000001';
export const ORDER_ID = 'f6000000-0000-4000-8000-000000000001';

export const returnSummary = (overrides: Partial<ReturnSummary> = {}): ReturnSummary => ({
  id: RETURN_ID,
  number: 5001,
  orderId: ORDER_ID,
  orderNumber: 100123,
  orderReference: '#1001',
  client: { id: 'CL-0002', name: 'Demo Store Co.' },
  warehouseId: 'WH-MX-CDMX',
  warehouseName: 'Ciudad de México',
  type: 'exchange',
  status: 'requested',
  reason: 'Wrong size',
  customerName: 'Lucía Pérez',
  trackingNumber: null,
  lineCount: 1,
  unitCount: 2,
  createdAt: '2026-11-24T16:00:00.000Z',
  updatedAt: '2026-11-24T16:00:00.000Z',
  ...overrides,
});

export const returnDetail = (overrides: Partial<ReturnDetail> = {}): ReturnDetail => ({
  ...returnSummary(),
  lines: [
    {
      orderLineId: 'a1000000-0000-4000-8000-000000000001',
      productId: 'b2000000-0000-4000-8000-000000000001',
      sku: 'MUG-001',
      name: 'Ceramic mug',
      quantity: 2,
      good: null,
      damaged: null,
    },
  ],
  history: [
    {
      fromStatus: null,
      toStatus: 'requested',
      note: null,
      changedBy: { id: 'c3000000-0000-4000-8000-000000000001', name: 'Dana Demo' },
      changedAt: '2026-11-24T16:00:00.000Z',
    },
  ],
  receivedAt: null,
  closedAt: null,
  allowedActions: ['send', 'cancel'],
  ...overrides,
});
