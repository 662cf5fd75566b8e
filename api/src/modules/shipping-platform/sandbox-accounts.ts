// The sandbox shipping platform's accounts: a merchant without an account at a real platform opens one here and
// gets its API token, which they then integrate through PUT client/{product}/token like a real platform's. The
// token is <prefix><account id>.<signature>: HMAC-SHA256 of the account id under a key derived from the API's
// secret, so the sandbox needs no table of its own and accepts only tokens it issued (constant-time compare).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { derivedSecret } from '../integrations/token-box.js';
import type { ShippingPlatformAccount, ShippingPlatformTokens } from './adapter.js';

export const SANDBOX_TOKEN_PREFIX = 'spsbx_';
const ACCOUNT_ID = /^SB-[0-9A-F]{10}$/;

export class SandboxShippingAccounts implements ShippingPlatformTokens {
  private readonly key: string;

  constructor(secret: string) {
    this.key = derivedSecret(secret, 'shipping-platform-sandbox/v1');
  }

  /** Opens a new sandbox account: its id and the API token the merchant pastes into Estiba. */
  open(): { accountId: string; token: string } {
    const accountId = `SB-${randomBytes(5).toString('hex').toUpperCase()}`;
    return { accountId, token: `${SANDBOX_TOKEN_PREFIX}${accountId}.${this.sign(accountId)}` };
  }

  async verifyToken(token: string): Promise<ShippingPlatformAccount | null> {
    if (!token.startsWith(SANDBOX_TOKEN_PREFIX)) return null;
    const [accountId, signature, ...rest] = token.slice(SANDBOX_TOKEN_PREFIX.length).split('.');
    if (!accountId || !signature || rest.length > 0 || !ACCOUNT_ID.test(accountId)) return null;
    const expected = Buffer.from(this.sign(accountId));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? { accountId } : null;
  }

  private sign(accountId: string): string {
    return createHmac('sha256', this.key).update(accountId).digest('base64url');
  }
}
