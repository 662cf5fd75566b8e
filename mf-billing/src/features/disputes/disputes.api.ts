// The dispute calls (issue 18, "Dispute a charge") in the shapes of the API's billing-disputes schemas: the
// merchant's under client/, the billing desk's under staff/billing. Amounts in integer cents.
import { apiClient } from '@estiba/shared';

export const DISPUTE_STATUSES = ['open', 'rejected', 'credited'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/** Which side reads a dispute: the merchant (client routes) or staff (staff/billing routes). */
export type DisputeSide = 'merchant' | 'staff';

export interface DisputeSummary {
  id: string;
  chargeId: string;
  client: { id: string; name: string };
  warehouseId: string;
  warehouseName: string;
  status: DisputeStatus;
  reason: string;
  openedByName: string;
  chargeKind: string;
  chargeAmountCents: number;
  currency: string;
  sourceLabel: string;
  creditChargeId: string | null;
  /** The credit line issued (negative), once credited. */
  creditCents: number | null;
  resolvedByName: string | null;
  resolvedAt: string | null;
  createdAt: string;
  lastMessageAt: string;
  messageCount: number;
}

export interface DisputeMessage {
  id: string;
  authorName: string;
  authorRole: DisputeSide;
  body: string;
  createdAt: string;
}

export interface DisputedCharge {
  id: string;
  kind: string;
  occurredAt: string;
  quantity: string;
  unit: string;
  unitPriceCents: number;
  amountCents: number;
  currency: string;
  sourceType: string;
  sourceId: string;
  sourceLabel: string;
  warehouseId: string;
  warehouseName: string;
  invoiceId: string;
  invoiceNumber: number;
  invoiceStatus: string;
  /** The credits against it so far (≤ 0). */
  creditedCents: number;
  /** What may still be credited. */
  creditableCents: number;
}

export interface DisputeDetail {
  dispute: DisputeSummary;
  charge: DisputedCharge;
  messages: DisputeMessage[];
}

/** What the dialog needs of the charge it disputes (a row of the charges list has all of it). */
export interface ChargeToDispute {
  id: string;
  kind: string;
  amountCents: number;
  currency: string;
  sourceLabel: string;
  occurredAt: string;
}

const disputePath = (side: DisputeSide, disputeId: string) =>
  `${side === 'merchant' ? 'client' : 'staff'}/billing/dispute/${encodeURIComponent(disputeId)}`;

/** `POST client/charge/:chargeId/dispute`, once per Idempotency-Key (a retried submit resends the same key). */
export async function openDispute(
  chargeId: string,
  reason: string,
  idempotencyKey: string,
): Promise<DisputeSummary> {
  const { data } = await apiClient.post<{ dispute: DisputeSummary }>(
    `client/charge/${encodeURIComponent(chargeId)}/dispute`,
    { reason },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
  return data.dispute;
}

/** The merchant's disputes, open ones first. */
export async function fetchMyDisputes(): Promise<DisputeSummary[]> {
  const { data } = await apiClient.get<{ disputes: DisputeSummary[] }>('client/billing/disputes');
  return data.disputes;
}

/** The desk's disputes (the staff user's warehouse; admins every one), open first; `status` narrows. */
export async function fetchStaffDisputes(status: DisputeStatus | ''): Promise<DisputeSummary[]> {
  const { data } = await apiClient.get<{ disputes: DisputeSummary[] }>('staff/billing/disputes', {
    params: status ? { status } : {},
  });
  return data.disputes;
}

export async function fetchDispute(side: DisputeSide, disputeId: string): Promise<DisputeDetail> {
  const { data } = await apiClient.get<DisputeDetail>(disputePath(side, disputeId));
  return data;
}

export async function postDisputeMessage(
  side: DisputeSide,
  disputeId: string,
  body: string,
): Promise<DisputeDetail> {
  const { data } = await apiClient.post<DisputeDetail>(`${disputePath(side, disputeId)}/messages`, { body });
  return data;
}

export async function rejectDispute(disputeId: string, message: string): Promise<DisputeDetail> {
  const { data } = await apiClient.post<DisputeDetail>(`${disputePath('staff', disputeId)}/reject`, {
    message,
  });
  return data;
}

export async function creditDispute(
  disputeId: string,
  amountCents: number,
  message: string,
): Promise<DisputeDetail> {
  const { data } = await apiClient.post<DisputeDetail>(`${disputePath('staff', disputeId)}/credit`, {
    amountCents,
    message,
  });
  return data;
}
