// Builds the signed payloads a browser sends (CONTRACT4: compact JWS, HS256, audience estiba-api:payload,
// exp = iat + 60 s), and broken variants of them, for the API tests.
import { SignJWT } from 'jose';
import { PAYLOAD_AUDIENCE } from '../platform/signed-payload.js';
import { DEVELOPMENT_PAYLOAD_KEY } from '../config.js';

const PAYLOAD_LIFETIME_SECONDS = 60;

export interface SignOptions {
  key?: string;
  /** Seconds since the epoch; now by default. */
  issuedAt?: number;
  lifetimeSeconds?: number;
  audience?: string;
  algorithm?: 'HS256' | 'HS384' | 'HS512';
}

export async function signPayload(
  fields: Record<string, unknown>,
  options: SignOptions = {},
): Promise<string> {
  const issuedAt = options.issuedAt ?? Math.floor(Date.now() / 1000);
  return new SignJWT(fields)
    .setProtectedHeader({ alg: options.algorithm ?? 'HS256', typ: 'JWT' })
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + (options.lifetimeSeconds ?? PAYLOAD_LIFETIME_SECONDS))
    .setAudience(options.audience ?? PAYLOAD_AUDIENCE)
    .sign(new TextEncoder().encode(options.key ?? DEVELOPMENT_PAYLOAD_KEY));
}

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The same claims with `alg: none` and no signature: what a forger sends. */
export function unsignedPayload(fields: Record<string, unknown>): string {
  const now = Math.floor(Date.now() / 1000);
  const claims = { ...fields, iat: now, exp: now + PAYLOAD_LIFETIME_SECONDS, aud: PAYLOAD_AUDIENCE };
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
