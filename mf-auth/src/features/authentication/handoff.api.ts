import { apiClient, type Locale } from '@estiba/shared';
import type { IssuedToken } from '../sign-in';

/**
 * `POST authentication` (spec point 7): no body; the one-time code in the `authorization` header and the
 * language in Accept-Language. The browser adds the spec's `referer` itself, and the Origin header, which is
 * what the API checks the code against (it was issued for this site's origin); scripts can set neither.
 */
export async function exchangeAuthorizationCode(code: string, language: Locale): Promise<IssuedToken> {
  // `undefined`, not null: axios then sends no body and no Content-Type (a null body would go out
  // labelled as a form, which the API has no reason to parse).
  const response = await apiClient.post<IssuedToken>('authentication', undefined, {
    headers: { authorization: code, 'Accept-Language': language },
  });
  return response.data;
}
