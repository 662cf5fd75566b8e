// The legal page's call (spec point 7, `GET documents/view`): one document as an HTML fragment.
import { apiGet } from '@estiba/shared';

export interface LegalDocumentRequest {
  /** Two-letter country of the language (es-AR -> AR). */
  country: string;
  /** The UI language, e.g. es-AR. */
  language: string;
  name: string;
}

export async function fetchLegalDocument(
  { country, language, name }: LegalDocumentRequest,
  signal?: AbortSignal,
): Promise<string> {
  const { data } = await apiGet<string>('documents/view', {
    params: { country, language, name },
    responseType: 'text',
    signal,
  });
  if (typeof data !== 'string') throw new Error('The document answer is not text.');
  return data;
}
