// The settings forms' reading of an API refusal: the API answers a bad field as 400 with `fieldErrors`
// ({ field: reason }), which the form puts on that field; anything else is the failure's message (spec point 8).
import { failedResponse } from '@estiba/shared';

/** The field errors of a refused request, or an empty object when it carried none. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const data = failedResponse(error)?.data;
  if (!data || typeof data !== 'object') return {};
  const fields = (data as { fieldErrors?: unknown }).fieldErrors;
  if (!fields || typeof fields !== 'object') return {};
  return Object.fromEntries(
    Object.entries(fields as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '',
    ),
  );
}
