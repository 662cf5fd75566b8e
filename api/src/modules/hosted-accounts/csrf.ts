// Cross-site request forgery protection of the hosted accounts forms (signed double submit): the page sets a
// random value in an HttpOnly, SameSite=Strict cookie and puts an HMAC of it in a hidden field. A post counts
// only when both arrive and match; another site can make a browser post the form but can neither read the
// cookie nor forge the HMAC, so it cannot sign someone into an account of its choosing. Stateless: any API
// instance holding the same secret checks any other instance's tokens.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const CSRF_COOKIE = 'estiba_accounts_csrf';
export const CSRF_FIELD = 'csrf_token';
/** Where the cookie is sent: only the accounts pages read it. */
export const CSRF_COOKIE_PATH = '/accounts';
/** Two hours: enough to fill a form in, short enough not to linger. */
export const CSRF_COOKIE_MAX_AGE_SECONDS = 7200;
const CSRF_VALUE_BYTES = 32;
const CSRF_VALUE = /^[A-Za-z0-9_-]{43}$/;
/** Separates this use of the signing secret from every other one. */
const KEY_LABEL = 'estiba hosted-accounts csrf v1';

export interface CsrfIssue {
  /** The hidden field value for the page. */
  token: string;
  /** A Set-Cookie header value when the browser needs a new cookie; null when its cookie is reused. */
  setCookie: string | null;
}

export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return null;
}

export class CsrfGuard {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update(KEY_LABEL).digest();
  }

  private sign(value: string): string {
    return createHmac('sha256', this.key).update(value).digest('base64url');
  }

  /** A token for a page; keeps the browser's cookie when it has a good one, so two open tabs both work. */
  issue(cookieHeader: string | undefined, secure: boolean): CsrfIssue {
    const current = readCookie(cookieHeader, CSRF_COOKIE);
    if (current && CSRF_VALUE.test(current)) return { token: this.sign(current), setCookie: null };
    const value = randomBytes(CSRF_VALUE_BYTES).toString('base64url');
    const attributes = [
      `${CSRF_COOKIE}=${value}`,
      `Path=${CSRF_COOKIE_PATH}`,
      `Max-Age=${CSRF_COOKIE_MAX_AGE_SECONDS}`,
      'HttpOnly',
      'SameSite=Strict',
      ...(secure ? ['Secure'] : []),
    ];
    return { token: this.sign(value), setCookie: attributes.join('; ') };
  }

  /** True when the posted field matches the browser's cookie. */
  verify(cookieHeader: string | undefined, field: string | undefined): boolean {
    const value = readCookie(cookieHeader, CSRF_COOKIE);
    if (!value || !CSRF_VALUE.test(value) || !field) return false;
    const expected = Buffer.from(this.sign(value));
    const given = Buffer.from(field);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
