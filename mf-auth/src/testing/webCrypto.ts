// jsdom has neither the Web Crypto API nor structuredClone, both of which jose (the payload signer in
// shared) uses in the browser. Tests that sign import this file first; Node's own implementations stand in, and
// the site's payload key is set.
import { webcrypto } from 'node:crypto';
import { setAppConfig } from '@estiba/shared';

if (!globalThis.crypto?.subtle) {
  Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });
}
if (typeof globalThis.structuredClone !== 'function') {
  // jose only clones plain JSON claims, so a JSON round trip is a faithful stand-in here.
  globalThis.structuredClone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
}

// The site's payload key, as app-config.json hands it to the browser (there is no default key).
setAppConfig({ payloadKey: 'estiba-test-payload-key-0001' });

/** The claims of a compact JWS, read without checking it (tests check what the browser sent). */
export function jwsClaims(authorization: string | undefined): Record<string, unknown> {
  const token = (authorization ?? '').replace(/^Bearer /, '');
  const [, payload = ''] = token.split('.');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}
