// The dispute calls (issue 18, "Dispute a charge") in the shapes of the API's billing-disputes schemas: the
// merchant's under client/, the billing desk's under staff/billing. Amounts in integer cents.
import { apiClient } from '@estiba/shared';
import type {
  DisputeDetail as ContractDisputeDetail,
  DisputeMessage as ContractDisputeMessage,
  DisputeStatus as ContractDisputeStatus,
  DisputeSummary as ContractDisputeSummary,
  DisputedCharge as ContractDisputedCharge,
} from '@estiba/api/contract';

// The shapes are the API's own (billing-disputes' schemas.ts, through the contract): no hand-written mirror.
export type DisputeStatus = ContractDisputeStatus;
export type DisputeSummary = ContractDisputeSummary;
export type DisputeMessage = ContractDisputeMessage;
export type DisputedCharge = ContractDisputedCharge;
export type DisputeDetail = ContractDisputeDetail;

export const DISPUTE_STATUSES = ['open', 'rejected', 'credited'] as const satisfies readonly DisputeStatus[];

/** Which side reads a dispute: the merchant (client routes) or staff (staff/billing routes). */
export type DisputeSide = DisputeMessage['authorRole'];

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
