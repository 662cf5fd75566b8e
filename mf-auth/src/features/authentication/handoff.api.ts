import { apiClient, type Locale } from '@estiba/shared';
import type { IssuedToken } from '../sign-in';

/**
 * `POST authentication` (spec point 7): no body; the one-time code in the `authorization` header and the
 * language in Accept-Language. The spec's `referer` (the page's origin) is sent by the browser itself:
 * scripts may not set that header, and the default referrer policy sends exactly the origin to the API.
 */
export async function exchangeAuthorizationCode(code: string, language: Locale): Promise<IssuedToken> {
  // `undefined`, not null: axios then sends no body and no Content-Type (a null body would go out
  // labelled as a form, which the API has no reason to parse).
  const response = await apiClient.post<IssuedToken>('authentication', undefined, {
    headers: { authorization: code, 'Accept-Language': language },
  });
  return response.data;
}
