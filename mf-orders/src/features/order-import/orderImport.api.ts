// The orders import's calls: the template, the preview (nothing written), the upload that starts the job, the job
// itself (a fallback while the socket is down) and the rejected rows. Files go as multipart/form-data, field file.
import type { ImportAccepted, ImportPreview, Job } from '@estiba/api/contract';
import { apiClient, idempotencyKeyFor } from '@estiba/shared';

const fileForm = (file: File): FormData => {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
};

export async function previewOrdersImport(file: File): Promise<ImportPreview> {
  const { data } = await apiClient.post<ImportPreview>('imports/orders/preview', fileForm(file));
  return data;
}

export async function startOrdersImport(file: File): Promise<ImportAccepted> {
  const { data } = await apiClient.post<ImportAccepted>('imports/orders', fileForm(file), {
    // The same chosen file sent again (a retry) carries its key, so the API answers it with the first import.
    headers: { 'Idempotency-Key': idempotencyKeyFor(file) },
  });
  return data;
}

export async function fetchJob(jobId: string): Promise<Job> {
  const { data } = await apiClient.get<Job>(`jobs/${encodeURIComponent(jobId)}`);
  return data;
}

export const TEMPLATE_PATH = 'imports/orders/template.csv';
export const rejectedRowsPath = (jobId: string) => `imports/${encodeURIComponent(jobId)}/rejected.csv`;

/** Saves a CSV the API serves (fetched with the session's token, handed over through an object URL). */
export async function downloadCsv(path: string, fileName: string): Promise<void> {
  const { data } = await apiClient.get<Blob>(path, { responseType: 'blob' });
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
