// The warehouse floor's calls (staff and admins), typed by the API's contract.
import type { FloorOrder, PackResult, ShipBody, WorkQueue } from '@estiba/api/contract';
import { apiClient } from '@estiba/shared';

export type {
  CarrierChoice,
  FloorAction,
  FloorOrder,
  FloorOrderLine,
  FloorOrderSummary,
  FloorStage,
  PackResult,
  ShipBody,
  WorkQueue,
  WorkQueueStage,
} from '@estiba/api/contract';

const orderPath = (orderId: string) => `staff/orders/${encodeURIComponent(orderId)}`;

/** The queue of the staff user's warehouse; an admin names the warehouse. */
export async function fetchWorkQueue(warehouseId?: string): Promise<WorkQueue> {
  const { data } = await apiClient.get<WorkQueue>('staff/orders/queue', {
    params: warehouseId ? { warehouseId } : {},
  });
  return data;
}

export async function fetchFloorOrder(orderId: string): Promise<FloorOrder> {
  const { data } = await apiClient.get<FloorOrder>(orderPath(orderId));
  return data;
}

export async function startPicking(orderId: string): Promise<FloorOrder> {
  const { data } = await apiClient.post<FloorOrder>(`${orderPath(orderId)}/start-picking`);
  return data;
}

export async function confirmPicked(orderId: string): Promise<FloorOrder> {
  const { data } = await apiClient.post<FloorOrder>(`${orderPath(orderId)}/picked`);
  return data;
}

/** One scanned (or typed) barcode or SKU, checked against the order's lines by the API. */
export async function packItem(orderId: string, barcode: string): Promise<PackResult> {
  const { data } = await apiClient.post<PackResult>(`${orderPath(orderId)}/pack`, { barcode });
  return data;
}

/** Buys the label with the chosen carrier and service and marks the order shipped. */
export async function shipOrder(orderId: string, body: ShipBody): Promise<FloorOrder> {
  const { data } = await apiClient.post<FloorOrder>(`${orderPath(orderId)}/ship`, body);
  return data;
}

/** Saves a file the API answered (fetched with the session's token) through a temporary object URL. */
function saveBlob(data: Blob, fileName: string): void {
  const objectUrl = URL.createObjectURL(data);
  try {
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = fileName;
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    URL.revokeObjectURL(objectUrl);
  }
}

export async function downloadPickList(orderIds: string[]): Promise<void> {
  const { data } = await apiClient.post<Blob>(
    'staff/orders/pick-list',
    { orderIds },
    { responseType: 'blob' },
  );
  saveBlob(data, 'pick-list.pdf');
}

export async function downloadLabel(order: Pick<FloorOrder, 'id' | 'label'>): Promise<void> {
  const { data } = await apiClient.get<Blob>(`${orderPath(order.id)}/label`, { responseType: 'blob' });
  saveBlob(data, order.label?.fileName ?? 'label.pdf');
}
