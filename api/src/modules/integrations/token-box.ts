// Shops' access tokens encrypted at rest (DOMAIN: "access token (encrypted at rest)"): AES-256-GCM under a key
// derived with HKDF from the API's JWT secret (no new secret to provision; each purpose gets its own key, so the
// tokens' key signs nothing and the JWT key encrypts nothing). A fresh random 96-bit nonce per token; the shop's
// id is bound in as additional data, so a ciphertext copied onto another shop's row does not decrypt.
// Stored as v1.<nonce>.<tag>.<ciphertext> in base64url. Rotating JWT_SECRET makes stored tokens unreadable: the
// shops then show as needing to be connected again (updatedScopes 0), which is the safe failure.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

export class TokenBox {
  private readonly key: Buffer;

  /** `purpose` gives each kind of sealed secret its own key (webhook signing secrets use another). */
  constructor(secret: string, purpose = 'shop-access-tokens/v1') {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'estiba', purpose, 32));
  }

  seal(token: string, shopId: string): string {
    const nonce = randomBytes(NONCE_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, nonce, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(shopId));
    const ciphertext = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
    return [VERSION, nonce, cipher.getAuthTag(), ciphertext]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  /** The token, or null when the box was sealed for another shop, tampered with, or under another key. */
  open(sealed: string, shopId: string): string | null {
    const [version, nonce, tag, ciphertext] = sealed.split('.');
    if (version !== VERSION || nonce === undefined || tag === undefined || ciphertext === undefined)
      return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(nonce, 'base64url'), {
        authTagLength: TAG_BYTES,
      });
      decipher.setAAD(Buffer.from(shopId));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(ciphertext, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      return null;
    }
  }
}

/** A secret of its own for `purpose`, derived from the API's secret (the sandbox store's app secret, for one). */
export function derivedSecret(secret: string, purpose: string): string {
  return Buffer.from(hkdfSync('sha256', secret, 'estiba', purpose, 32)).toString('base64url');
}
