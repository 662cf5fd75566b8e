// The signed payload of spec point 7 ("Authorization header carries a signed payload"): sign-up, login and
// the new password travel as a compact JWS (HS256) keyed with the site's public payload key. The key is
// public (it ships in app-config.json), so this gives integrity of the credentials envelope, not secrecy:
// HTTPS keeps the contents private. Each payload carries a random id (jti) the API accepts once, so a captured
// header cannot be sent again.

import { serverNow } from '../api/serverClock';

/** Audience the API checks, so a payload token can never pass for an access token or the other way round. */
export const SIGNED_PAYLOAD_AUDIENCE = 'estiba-api:payload';
/** A payload is good for one minute after it is made; the API allows a little clock drift on top. */
export const SIGNED_PAYLOAD_LIFETIME_S = 60;
/** The only algorithm used; the API refuses every other one (and `none`). */
export const SIGNED_PAYLOAD_ALGORITHM = 'HS256';

const MS_PER_SECOND = 1000;
/** 128 random bits: no two payloads ever share an id. */
const PAYLOAD_ID_BYTES = 16;

/** The fields a payload carries; iat, exp, aud and jti are added by `signPayload` and cannot be overridden. */
export type PayloadClaims = Record<string, string | number | boolean | null>;

const RESERVED_CLAIMS = ['iat', 'exp', 'aud', 'nbf', 'iss', 'sub', 'jti'];

/** A random payload id in base64url. getRandomValues, unlike randomUUID, works on plain-http origins too. */
function payloadId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(PAYLOAD_ID_BYTES));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * Signs `claims` as a compact JWS with `key`, adding iat (now), exp (iat + 60 s), the payload audience and a
 * random jti: sign again for every request, since the API takes each payload once. `now` (ms) defaults to the
 * API's clock as its last answer told it (serverClock), so a browser whose own clock drifts still signs in.
 */
export async function signPayload(claims: PayloadClaims, key: string, now = serverNow()): Promise<string> {
  if (!key) throw new Error('No payload key is configured (appConfig.payloadKey).');
  const reserved = Object.keys(claims).filter((name) => RESERVED_CLAIMS.includes(name));
  if (reserved.length) throw new Error(`Reserved claims cannot be signed as data: ${reserved.join(', ')}`);
  // Loaded on first use: only the sign-in screens sign, so the shell's start-up code stays without jose.
  const { SignJWT } = await import('jose');
  const issuedAt = Math.floor(now / MS_PER_SECOND);
  // Uint8Array.from gives an array of this realm's type, which jose checks with instanceof
  // (TextEncoder can return another realm's Uint8Array under test runners).
  const secret = Uint8Array.from(new TextEncoder().encode(key));
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: SIGNED_PAYLOAD_ALGORITHM, typ: 'JWT' })
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + SIGNED_PAYLOAD_LIFETIME_S)
    .setAudience(SIGNED_PAYLOAD_AUDIENCE)
    .setJti(payloadId())
    .sign(secret);
}

/** The Authorization header value for a signed payload: `Bearer <jws>`. */
export async function signedPayloadAuthorization(
  claims: PayloadClaims,
  key: string,
  now = serverNow(),
): Promise<string> {
  return `Bearer ${await signPayload(claims, key, now)}`;
}
