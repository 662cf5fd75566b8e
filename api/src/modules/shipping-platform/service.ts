// PUT client/{product}/token (spec point 7): the platform checks the client's token; an accepted one is stored
// sealed (AES-GCM bound to the client, as shops' tokens, under a key of its own) and its account id becomes the
// client's shipping_platform_id, which the session (auth/me) reads for the navbar's 'Integrated with'.
import { sql } from 'drizzle-orm';
import type { Session } from '../accounts/service.js';
import { BadGateway, Conflict, Forbidden, ValidationFailed } from '../integrations/errors.js';
import { derivedSecret, TokenBox } from '../integrations/token-box.js';
import type { Database } from '../../platform/db/connection.js';
import { asClient } from '../../platform/db/scope.js';
import { sqlStateOf } from '../../platform/database-errors.js';
import { rowsOf } from '../inventory/ledger.js';
import type { ShippingPlatformTokens } from './adapter.js';
import type { ShippingTokenCheck } from './schemas.js';

export const SHIPPING_TOKEN_MESSAGES = {
  empty: "Paste the shipping platform's token.",
  merchantsOnly: 'The shipping platform is integrated by merchants, from their own account.',
  unreachable: 'The shipping platform could not be reached. Try again in a moment.',
  takenAccount: 'This shipping platform account is already integrated with another client.',
} as const;

const UNIQUE_VIOLATION = '23505';

export class ShippingPlatformService {
  private readonly box: TokenBox;

  constructor(
    private readonly database: Database,
    private readonly platform: ShippingPlatformTokens,
    secret: string,
  ) {
    this.box = new TokenBox(derivedSecret(secret, 'shipping-platform-tokens/v1'));
  }

  async saveToken(session: Session, rawToken: string): Promise<ShippingTokenCheck> {
    if (session.role === 'admin' || session.role === 'staff')
      throw new Forbidden(SHIPPING_TOKEN_MESSAGES.merchantsOnly);
    const token = rawToken.trim();
    if (!token) throw new ValidationFailed(SHIPPING_TOKEN_MESSAGES.empty, { field: 'token' });

    let account;
    try {
      account = await this.platform.verifyToken(token);
    } catch (error) {
      throw new BadGateway(SHIPPING_TOKEN_MESSAGES.unreachable, { cause: error });
    }
    if (!account) return { check: false, shippingPlatformId: await this.currentId(session.clientId) };

    const sealed = this.box.seal(token, session.clientId);
    try {
      await asClient(this.database, session.clientId, async (tx) => {
        await tx.execute(sql`
          INSERT INTO shipping_platform_accounts (client_id, account_id, token_sealed)
          VALUES (${session.clientId}, ${account.accountId}, ${sealed})
          ON CONFLICT (client_id) DO UPDATE
            SET account_id = EXCLUDED.account_id, token_sealed = EXCLUDED.token_sealed, verified_at = now()`);
        await tx.execute(
          sql`UPDATE clients SET shipping_platform_id = ${account.accountId} WHERE id = ${session.clientId}`,
        );
      });
    } catch (error) {
      // Another client's row is invisible under row-level security; its unique account id still refuses.
      if (sqlStateOf(error) === UNIQUE_VIOLATION) throw new Conflict(SHIPPING_TOKEN_MESSAGES.takenAccount);
      throw error;
    }
    return { check: true, shippingPlatformId: account.accountId };
  }

  /** The client's stored token, opened (for calls to the platform on the client's behalf); null without one. */
  async tokenOf(clientId: string): Promise<string | null> {
    const [row] = await asClient(this.database, clientId, async (tx) =>
      rowsOf<{ token_sealed: string }>(
        await tx.execute(
          sql`SELECT token_sealed FROM shipping_platform_accounts WHERE client_id = ${clientId}`,
        ),
      ),
    );
    const sealed = row?.token_sealed;
    return sealed ? this.box.open(sealed, clientId) : null;
  }

  private async currentId(clientId: string): Promise<string | null> {
    const [row] = await asClient(this.database, clientId, async (tx) =>
      rowsOf<{ account_id: string }>(
        await tx.execute(
          sql`SELECT account_id FROM shipping_platform_accounts WHERE client_id = ${clientId}`,
        ),
      ),
    );
    return row?.account_id ?? null;
  }
}
