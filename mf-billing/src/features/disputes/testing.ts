// Dispute fixtures of the screens' tests, in the API's billing-disputes shapes.
import { processOrderCharge } from '../billing-common/testing';
import type { ChargeToDispute, DisputeDetail, DisputeSummary } from './disputes.api';

export const DISPUTE_ID = 'd7000000-0000-4000-8000-000000000001';
export const CHARGE_ID = 'c1000000-0000-4000-8000-000000000001';

export const chargeToDispute = (): ChargeToDispute => ({
  id: CHARGE_ID,
  kind: 'process_order',
  amountCents: 2150,
  currency: 'MXN',
  sourceLabel: 'order #1042',
  occurredAt: '2026-11-20T17:30:00.000Z',
});

export const disputeSummary = (overrides: Partial<DisputeSummary> = {}): DisputeSummary => ({
  id: DISPUTE_ID,
  chargeId: CHARGE_ID,
  client: { id: 'CL-0002', name: 'Demo Store Co.' },
  warehouseId: 'WH-MX-CDMX',
  warehouseName: 'Ciudad de México',
  status: 'open',
  reason: 'This order went out in one box, not two',
  openedByName: 'Dana Merchant',
  chargeKind: 'process_order',
  chargeAmountCents: 2150,
  currency: 'MXN',
  sourceLabel: 'order #1042',
  creditChargeId: null,
  creditCents: null,
  resolvedByName: null,
  resolvedAt: null,
  createdAt: '2026-11-21T10:00:00.000Z',
  lastMessageAt: '2026-11-21T10:00:00.000Z',
  messageCount: 1,
  ...overrides,
});

export const disputeDetail = (
  overrides: Partial<DisputeSummary> = {},
  extra: Partial<Pick<DisputeDetail, 'messages'>> & { creditedCents?: number } = {},
): DisputeDetail => ({
  dispute: disputeSummary(overrides),
  charge: {
    id: CHARGE_ID,
    kind: 'process_order',
    occurredAt: '2026-11-20T17:30:00.000Z',
    quantity: '1.000',
    unit: 'order',
    unitPriceCents: 2150,
    amountCents: 2150,
    currency: 'MXN',
    rule: processOrderCharge().rule,
    sourceType: 'order',
    sourceId: 'o1',
    sourceLabel: 'order #1042',
    warehouseId: 'WH-MX-CDMX',
    warehouseName: 'Ciudad de México',
    invoiceId: 'a7000000-0000-4000-8000-000000000001',
    invoiceNumber: 1007,
    invoiceStatus: 'open',
    creditedCents: extra.creditedCents ?? 0,
    creditableCents: 2150 + (extra.creditedCents ?? 0),
  },
  messages: extra.messages ?? [
    {
      id: 'm1',
      authorName: 'Dana Merchant',
      authorRole: 'merchant',
      body: 'This order went out in one box, not two',
      createdAt: '2026-11-21T10:00:00.000Z',
    },
  ],
});
