// Who may read billing (spec point 6, issue 18): a client with billing_enabled, or one whose id is in the
// configured allow-list (BILLING_CLIENT_ALLOW_LIST), or anyone when the API does not run in production. The front
// end hides the menu by the same rule; this is the guard that makes hiding it not the only one. Billing's client
// routes are the merchant's: the operator's staff and admins read billing from the staff routes.
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../platform/db/connection.js';
import { Forbidden, NotFound } from '../../platform/errors.js';
import type { Session } from '../accounts/service.js';
import { rowsOf } from '../inventory/ledger.js';

export const VISIBILITY_MESSAGES = {
  notEnabled: 'Billing is not enabled for this account',
  merchantsOnly: "Billing information is the merchant's: warehouse staff read billing from the staff routes",
  clientNotFound: 'Account not found',
} as const;

export interface BillingVisibilitySettings {
  isProduction: boolean;
  /** Client ids that see billing whatever their flag (config.billing.clientAllowList). */
  clientAllowList: readonly string[];
}

/** The rule itself, for a client whose billing_enabled flag is known. */
export function billingVisible(
  client: { id: string; billingEnabled: boolean },
  settings: BillingVisibilitySettings,
): boolean {
  return client.billingEnabled || settings.clientAllowList.includes(client.id) || !settings.isProduction;
}

/** The operator's users never read billing in a merchant's name through the client routes. */
export function assertMerchant(session: Session): void {
  if (session.role === 'admin' || session.role === 'staff')
    throw new Forbidden(VISIBILITY_MESSAGES.merchantsOnly);
}

/**
 * Refuses (403 with the reason) a caller whose client may not see billing; returns the client's name, which the
 * invoice prints. Runs inside the caller's asClient transaction, so the flag read is the one the request sees.
 */
export async function assertBillingVisible(
  tx: AppDatabase,
  session: Session,
  settings: BillingVisibilitySettings,
): Promise<{ id: string; name: string }> {
  const [client] = rowsOf<{ id: string; name: string; billing_enabled: boolean }>(
    await tx.execute(sql`SELECT id, name, billing_enabled FROM clients WHERE id = ${session.clientId}`),
  );
  if (!client) throw new NotFound(VISIBILITY_MESSAGES.clientNotFound);
  if (!billingVisible({ id: client.id, billingEnabled: client.billing_enabled }, settings))
    throw new Forbidden(VISIBILITY_MESSAGES.notEnabled);
  return { id: client.id, name: client.name };
}
