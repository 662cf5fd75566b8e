// What a screen shows when a call fails (spec point 8), as pure functions of the error: the catalogue's texts
// for 500, 503 and no answer, else the server's own message. The remotes' forms build their own rules on these.
import { ERROR_MESSAGE_IDS, REPLACED_STATUS_MESSAGES } from './errors';

/**
 * A text to show a person: a message id to translate (our own texts and the error catalogue) or a literal
 * text (a server's message, already in the words the server chose).
 */
export type UiMessage = { id: string; values?: Record<string, string | number> } | { text: string };

export interface FailedResponse {
  status: number;
  data: unknown;
}

/** The response of a failed call, or null when the call got none (or was not a call at all). */
export function failedResponse(error: unknown): FailedResponse | null {
  if (!error || typeof error !== 'object' || !('response' in error)) return null;
  const { response } = error as { response?: unknown };
  if (!response || typeof response !== 'object' || !('status' in response)) return null;
  const { status, data } = response as { status: unknown; data?: unknown };
  return typeof status === 'number' ? { status, data } : null;
}

/** A text that says something: a string that is not blank, else null. */
export const nonBlankText = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value : null;

/** The `message` the server put in its error body, if any. */
export function serverMessage(data: unknown): string | null {
  if (!data || typeof data !== 'object' || !('message' in data)) return null;
  return nonBlankText((data as { message: unknown }).message);
}

/** An HTTP client error that never got an answer (network down, CORS, timeout). */
const isUnanswered = (error: unknown): boolean =>
  Boolean(error && typeof error === 'object' && (error as { isAxiosError?: unknown }).isAxiosError) &&
  failedResponse(error) === null;

/**
 * The generic rule of spec point 8: catalogue texts for 500, 503 and no answer, else the server's message,
 * else 'Sorry, something went wrong'.
 */
export function failureMessage(error: unknown): UiMessage {
  const response = failedResponse(error);
  if (!response) return { id: ERROR_MESSAGE_IDS[isUnanswered(error) ? 'noResponse' : 'somethingWentWrong'] };
  const replaced = REPLACED_STATUS_MESSAGES[response.status];
  if (replaced) return { id: ERROR_MESSAGE_IDS[replaced] };
  const text = serverMessage(response.data);
  return text ? { text } : { id: ERROR_MESSAGE_IDS.somethingWentWrong };
}
