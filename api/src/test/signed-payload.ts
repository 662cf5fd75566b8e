// Builds the signed payloads a browser sends (CONTRACT4: compact JWS, HS256, audience estiba-api:payload,
// exp = iat + 60 s, a random single-use jti), and broken variants of them, for the API tests.
import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import { PAYLOAD_AUDIENCE } from '../platform/signed-payload.js';

const PAYLOAD_LIFETIME_SECONDS = 60;
/** The test apps' PAYLOAD_KEY (test/app.ts): what the tests' browsers sign with. */
export const TEST_PAYLOAD_KEY = 'estiba-test-payload-key-0001';

export interface SignOptions {
  key?: string;
  /** Seconds since the epoch; now by default. */
  issuedAt?: number;
  lifetimeSeconds?: number;
  audience?: string;
  algorithm?: 'HS256' | 'HS384' | 'HS512';
  /** The payload's id; a fresh random one by default, none at all with null. */
  jti?: string | null;
}

/** A random id as the browser makes one: 16 bytes in base64url. */
export function newJti(): string {
  return randomBytes(16).toString('base64url');
}

export async function signPayload(
  fields: Record<string, unknown>,
  options: SignOptions = {},
): Promise<string> {
  const issuedAt = options.issuedAt ?? Math.floor(Date.now() / 1000);
  const jti = options.jti === undefined ? newJti() : options.jti;
  return new SignJWT(jti === null ? fields : { ...fields, jti })
    .setProtectedHeader({ alg: options.algorithm ?? 'HS256', typ: 'JWT' })
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + (options.lifetimeSeconds ?? PAYLOAD_LIFETIME_SECONDS))
    .setAudience(options.audience ?? PAYLOAD_AUDIENCE)
    .sign(new TextEncoder().encode(options.key ?? TEST_PAYLOAD_KEY));
}

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The same claims with `alg: none` and no signature: what a forger sends. */
export function unsignedPayload(fields: Record<string, unknown>): string {
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    ...fields,
    iat: now,
    exp: now + PAYLOAD_LIFETIME_SECONDS,
    aud: PAYLOAD_AUDIENCE,
    jti: newJti(),
  };
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
}

/** A well-signed payload whose claims were changed afterwards (the signature no longer matches). */
export async function tamperedPayload(
  fields: Record<string, unknown>,
  changes: Record<string, unknown>,
): Promise<string> {
  const [header, payload, signature] = (await signPayload(fields)).split('.');
  const claims = { ...JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')), ...changes };
  return `${header}.${part(claims)}.${signature}`;
}
