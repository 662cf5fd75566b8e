// What the inventory screens show when a call fails (spec point 8), as pure functions of the error: the
// catalogue's texts for 500, 503 and no answer, else the server's own message; a refusal that names a form
// field (the API's `field` / `fieldErrors`) goes to that field.
import { ERROR_MESSAGE_IDS, REPLACED_STATUS_MESSAGES } from '@estiba/shared';

/** A text to show: a message id to translate, or a literal text (a server's message, in its own words). */
export type UiMessage = { id: string; values?: Record<string, string | number> } | { text: string };

export const HTTP_NOT_FOUND = 404;
export const HTTP_CONFLICT = 409;

interface FailedResponse {
  status: number;
  data: unknown;
}

/** The response of a failed call, or null when it got none. */
export function failedResponse(error: unknown): FailedResponse | null {
  if (!error || typeof error !== 'object' || !('response' in error)) return null;
  const { response } = error as { response?: unknown };
  if (!response || typeof response !== 'object' || !('status' in response)) return null;
  const { status, data } = response as { status: unknown; data?: unknown };
  return typeof status === 'number' ? { status, data } : null;
}

const textOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

/** The person-facing text for any failed call. */
export function failureMessage(error: unknown): UiMessage {
  const response = failedResponse(error);
  if (!response) {
    const answered = Boolean(error && typeof error === 'object' && 'isAxiosError' in error);
    return { id: ERROR_MESSAGE_IDS[answered ? 'noResponse' : 'somethingWentWrong'] };
  }
  const replaced = REPLACED_STATUS_MESSAGES[response.status];
  if (replaced) return { id: ERROR_MESSAGE_IDS[replaced] };
  const text = textOf((response.data as { message?: unknown } | null)?.message);
  return text ? { text } : { id: ERROR_MESSAGE_IDS.somethingWentWrong };
}

/**
 * The server's words per form field: `fieldErrors` as given, plus `message` under `field` when the refusal
 * names one field (a 409 on the SKU). Only fields in `known` are kept, mapped through `aliases`.
 */
export function serverFieldErrors<Field extends string>(
  error: unknown,
  known: readonly Field[],
  aliases: Readonly<Record<string, Field>> = {},
): Partial<Record<Field, string>> {
  const data = failedResponse(error)?.data as
    { field?: unknown; message?: unknown; fieldErrors?: unknown } | null | undefined;
  const result: Partial<Record<Field, string>> = {};
  const put = (name: string, text: unknown) => {
    const field = (known as readonly string[]).includes(name) ? (name as Field) : aliases[name];
    const message = textOf(text);
    if (field && message && !result[field]) result[field] = message;
  };
  if (data?.fieldErrors && typeof data.fieldErrors === 'object') {
    for (const [name, text] of Object.entries(data.fieldErrors)) put(name, text);
  }
  if (typeof data?.field === 'string') put(data.field, data.message);
  return result;
}
