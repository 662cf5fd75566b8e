// What the inventory screens show when a call fails (spec point 8): shared's generic rule (the catalogue's
// texts for 500, 503 and no answer, else the server's own message); a refusal that names a form field (the
// API's `field` / `fieldErrors`) goes to that field.
import { failedResponse, nonBlankText, serverMessage } from '@estiba/shared';

export { failedResponse, failureMessage, type UiMessage } from '@estiba/shared';

export const HTTP_NOT_FOUND = 404;
export const HTTP_CONFLICT = 409;

/** Every field the server's refusal names, by the API's path (`fieldErrors`, and `field` with its `message`). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const data = failedResponse(error)?.data as
    { field?: unknown; message?: unknown; fieldErrors?: unknown } | null | undefined;
  const result: Record<string, string> = {};
  if (data?.fieldErrors && typeof data.fieldErrors === 'object') {
    for (const [path, text] of Object.entries(data.fieldErrors)) {
      const message = nonBlankText(text);
      if (message) result[path] = message;
    }
  }
  const message = serverMessage(data);
  if (typeof data?.field === 'string' && message && !result[data.field]) result[data.field] = message;
  return result;
}

/** The server's words for the form's `known` fields (the API's other names mapped through `aliases`). */
export function serverFieldErrors<Field extends string>(
  error: unknown,
  known: readonly Field[],
  aliases: Readonly<Record<string, Field>> = {},
): Partial<Record<Field, string>> {
  const result: Partial<Record<Field, string>> = {};
  for (const [name, text] of Object.entries(fieldErrorsOf(error))) {
    const field = (known as readonly string[]).includes(name) ? (name as Field) : aliases[name];
    if (field && !result[field]) result[field] = text;
  }
  return result;
}
