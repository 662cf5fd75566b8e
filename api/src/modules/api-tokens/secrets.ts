// A token's secret: a recognisable prefix (secret scanners and people can tell what leaked) and 32 random bytes.
// Only its SHA-256 is stored; with 256 bits of entropy a plain hash is enough (no slow hash needed, nothing to
// guess), and the lookup by hash is one index read.
import { createHash, randomBytes } from 'node:crypto';

export const TOKEN_PREFIX = 'estiba_live_';
/** How much of the secret the list shows to tell tokens apart: the prefix and four characters more. */
const SHOWN_LENGTH = TOKEN_PREFIX.length + 4;
const SECRET_BYTES = 32;
const SECRET_PATTERN = /^estiba_live_[A-Za-z0-9_-]{43}$/;

export function newSecret(): { secret: string; hash: string; shown: string } {
  const secret = `${TOKEN_PREFIX}${randomBytes(SECRET_BYTES).toString('base64url')}`;
  return { secret, hash: hashSecret(secret), shown: secret.slice(0, SHOWN_LENGTH) };
}

export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** True when the string has the shape of one of our secrets (anything else is refused without a query). */
export const looksLikeSecret = (value: string): boolean => SECRET_PATTERN.test(value);
