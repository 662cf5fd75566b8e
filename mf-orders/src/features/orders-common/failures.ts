// What the order screens show when a call fails (spec point 8), as pure functions of the error: the
// catalogue's texts for 500, 503 and no answer, else the server's own message; a refusal that names a form
// field (the API's `field` / `fieldErrors`) goes to that field. The same rules as mf-inventory's screens
// (a remote never imports another remote; shared has no form helpers yet).
import { ERROR_MESSAGE_IDS, ERROR_MESSAGES, REPLACED_STATUS_MESSAGES } from '@estiba/shared';
import type { BulkOrderOutcome } from './orders.api';

/** A text to show: a message id to translate, or a literal text (a server's message, in its own words). */
export type UiMessage = { id: string; values?: Record<string, string | number> } | { text: string };

/** The code a delete refusal carries when the merchant has no store yet (spec point 8's mapped message). */
export const STORE_NOT_INTEGRATED = 'STORE_NOT_INTEGRATED';

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

/** The server's words are the catalogue's 'Please integrate a store…' (the API answers them in English). */
const saysIntegrateStore = (text: unknown) =>
  typeof text === 'string' && text.trim() === ERROR_MESSAGES.integrateStoreFirst;

/**
 * A failed delete (spec point 8: "Server message, mapped to 'Please integrate a store so we can fetch your
 * orders'"): the catalogue's text, in the page's language, when the server says the merchant has no store
 * (its words, or the code STORE_NOT_INTEGRATED), else its own message.
 */
export function deleteFailureMessage(error: unknown): UiMessage {
  const data = failedResponse(error)?.data as
    { code?: unknown; error?: unknown; message?: unknown } | null | undefined;
  if (
    data?.code === STORE_NOT_INTEGRATED ||
    data?.error === STORE_NOT_INTEGRATED ||
    saysIntegrateStore(data?.message)
  ) {
    return { id: ERROR_MESSAGE_IDS.integrateStoreFirst };
  }
  return failureMessage(error);
}

/** One refused order of a bulk answer, in words: the mapped catalogue text, the server's, or a generic one. */
export function outcomeMessage(outcome: BulkOrderOutcome): UiMessage {
  if (outcome.code === STORE_NOT_INTEGRATED || saysIntegrateStore(outcome.message)) {
    return { id: ERROR_MESSAGE_IDS.integrateStoreFirst };
  }
  const text = textOf(outcome.message);
  return text ? { text } : { id: ERROR_MESSAGE_IDS.somethingWentWrong };
}

/** Every field the server's refusal names, by the API's path (`fieldErrors`, and `field` with its `message`). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const data = failedResponse(error)?.data as
    { field?: unknown; message?: unknown; fieldErrors?: unknown } | null | undefined;
  const result: Record<string, string> = {};
  if (data?.fieldErrors && typeof data.fieldErrors === 'object') {
    for (const [path, text] of Object.entries(data.fieldErrors)) {
      const message = textOf(text);
      if (message) result[path] = message;
    }
  }
  const message = textOf(data?.message);
  if (typeof data?.field === 'string' && message && !result[data.field]) result[data.field] = message;
  return result;
}
