// The returns calls (issue 17): the merchant's under client/ and the warehouse's under staff/returns, typed by the
// API's contract.
import type {
  CreateReturnBody,
  ReceiveReturnBody,
  ReturnDetail,
  ReturnList,
  StaffReturnList,
} from '@estiba/api/contract';
import { apiClient } from '@estiba/shared';

export type {
  CreateReturnBody,
  ReceiveReturnBody,
  ReturnAction,
  ReturnDetail,
  ReturnLine,
  ReturnList,
  ReturnStatus,
  ReturnStatusChange,
  ReturnSummary,
  ReturnType,
  StaffReturnList,
} from '@estiba/api/contract';

/** The statuses in the order a return goes through them (the status filter lists them so). */
export const RETURN_STATUSES = [
  'requested',
  'in_transit',
  'received',
  'restocked',
  'discarded',
  'closed',
  'cancelled',
] as const;
export const RETURN_TYPES = ['exchange', 'refund'] as const;

export interface ReturnListRequest {
  page: number;
  limit: number;
  status: string;
  type: string;
  warehouseId: string;
  search: string;
}

/** The query of `GET client/returns` (and staff/returns): paging always, each filter only when chosen. */
export function returnListParams(request: ReturnListRequest): Record<string, string | number> {
  const params: Record<string, string | number> = { page: request.page, limit: request.limit };
  if (request.status) params.status = request.status;
  if (request.type) params.type = request.type;
  if (request.warehouseId) params.warehouseId = request.warehouseId;
  if (request.search.trim()) params.search = request.search.trim();
  return params;
}

/** How people read a return's number: RMA-5001. */
export const returnNumber = (number: number) => `RMA-${number}`;

const returnPath = (returnId: string) => `client/return/${encodeURIComponent(returnId)}`;
const staffPath = (returnId: string) => `staff/returns/${encodeURIComponent(returnId)}`;

export async function fetchReturns(request: ReturnListRequest): Promise<ReturnList> {
  const { data } = await apiClient.get<ReturnList>('client/returns', { params: returnListParams(request) });
  return data;
}

export async function fetchReturn(returnId: string): Promise<ReturnDetail> {
  const { data } = await apiClient.get<ReturnDetail>(returnPath(returnId));
  return data;
}

/** Creates a return once per key: the same key and body answer the first return again. */
export async function createReturn(body: CreateReturnBody, idempotencyKey: string): Promise<ReturnDetail> {
  const { data } = await apiClient.post<ReturnDetail>('client/returns', body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return data;
}

export async function sendReturn(returnId: string, trackingNumber: string | null): Promise<ReturnDetail> {
  const { data } = await apiClient.post<ReturnDetail>(`${returnPath(returnId)}/send`, { trackingNumber });
  return data;
}

export async function cancelReturn(returnId: string): Promise<ReturnDetail> {
  const { data } = await apiClient.post<ReturnDetail>(`${returnPath(returnId)}/cancel`);
  return data;
}

export async function closeReturn(returnId: string): Promise<ReturnDetail> {
  const { data } = await apiClient.post<ReturnDetail>(`${returnPath(returnId)}/close`);
  return data;
}

/** The returns coming to the staff user's warehouse (to receive by default); an admin names the warehouse. */
export async function fetchStaffReturns(request: ReturnListRequest): Promise<StaffReturnList> {
  const { data } = await apiClient.get<StaffReturnList>('staff/returns', {
    params: returnListParams(request),
  });
  return data;
}

export async function fetchStaffReturn(returnId: string): Promise<ReturnDetail> {
  const { data } = await apiClient.get<ReturnDetail>(staffPath(returnId));
  return data;
}

export async function receiveReturn(returnId: string, body: ReceiveReturnBody): Promise<ReturnDetail> {
  const { data } = await apiClient.post<ReturnDetail>(`${staffPath(returnId)}/receive`, body);
  return data;
}
