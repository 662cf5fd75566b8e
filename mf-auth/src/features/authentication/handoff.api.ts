import { apiClient, type Locale } from '@estiba/shared';
import type { IssuedToken } from '../sign-in';

/**
 * `POST authentication` (spec point 7): no body; the one-time code in the `authorization` header and the
 * language in Accept-Language. The spec's `referer` (the page's origin) is sent by the browser itself:
 * scripts may not set that header, and the default referrer policy sends exactly the origin to the API.
 */
export async function exchangeAuthorizationCode(code: string, language: Locale): Promise<IssuedToken> {
  const response = await apiClient.post<IssuedToken>('authentication', null, {
    headers: { authorization: code, 'Accept-Language': language },
  });
  return response.data;
}
