import { apiClient } from '@estiba/shared';

/** The labels' PDF address of a receiving order (one page per box). */
export const labelsPath = (receivingOrderId: string) =>
  `warehouse/order/${encodeURIComponent(receivingOrderId)}/labels`;

/**
 * Downloads a receiving order's box labels. Fetched through the API client (a plain link would go without
 * the session's bearer token), then saved under `fileName` through a temporary object URL.
 */
export async function downloadLabels(receivingOrderId: string, fileName: string): Promise<void> {
  const { data } = await apiClient.get<Blob>(labelsPath(receivingOrderId), { responseType: 'blob' });
  const url = URL.createObjectURL(data);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    URL.revokeObjectURL(url);
  }
}
