// The demo merchant's API access (issue 20), so /api-token shows real content after `npm start`: two named tokens
// with different scopes (one used two hours ago, so 'last used' shows; one never used), and one webhook
// subscription whose delivery log has last month's invoice.issued (the endpoint answered 503, the retry 5 s later
// 200) and the test message sent when it was made. The tokens' secrets are random and never kept or printed: only
// their SHA-256 is stored, as for any token, so no one can call /v1 with them. The subscription's signing secret is
// random too, sealed under the API's own secret (the seed needs it: without it, as in the API tests' templates, this
// part is skipped). Its endpoint (a .test name, which never resolves) listens only to invoice.issued, so a running
// portal's shipments and receptions queue nothing for it.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../platform/db/connection.js';
import { newSecret as newTokenSecret } from '../modules/api-tokens/secrets.js';
import type { ApiTokenScope } from '../modules/api-tokens/scopes.js';
import { newSecret as newWebhookSecret } from '../modules/webhook-subscriptions/rules.js';
import { TEST_EVENT_NAME, type WebhookTopic } from '../modules/webhook-subscriptions/schemas.js';
import type { SecretBox } from '../modules/webhook-subscriptions/secret-box.js';
import { DEMO_CLIENT_ID, DEMO_USER_ID } from './ids.js';

const rowsOf = <Row>(result: unknown): Row[] => (result as { rows: Row[] }).rows;

/** The seed's tokens are found again by these Idempotency-Keys (a merchant's own keys are theirs to choose). */
const TOKEN_KEY_PREFIX = 'demo-seed:';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const DEMO_API_TOKENS: readonly {
  key: string;
  name: string;
  scopes: ApiTokenScope[];
  createdDaysAgo: number;
  lastUsedHoursAgo: number | null;
}[] = [
  {
    key: 'erp',
    name: 'ERP orders sync',
    scopes: ['orders:read', 'orders:write', 'inventory:read'],
    createdDaysAgo: 41,
    lastUsedHoursAgo: 2,
  },
  {
    key: 'catalogue',
    name: 'Catalogue import',
    scopes: ['products:read', 'products:write'],
    createdDaysAgo: 9,
    lastUsedHoursAgo: null,
  },
];

export const DEMO_WEBHOOK_URL = 'https://erp.demo-store.test/webhooks/estiba';
export const DEMO_WEBHOOK_TOPICS: readonly WebhookTopic[] = ['invoice.issued'];

export async function hasDemoApiAccess(tx: AppDatabase): Promise<boolean> {
  const [row] = rowsOf<{ found: boolean }>(
    await tx.execute(sql`
      SELECT EXISTS (SELECT 1 FROM api_tokens WHERE client_id = ${DEMO_CLIENT_ID}
                        AND idempotency_key LIKE ${`${TOKEN_KEY_PREFIX}%`}) AS found`),
  );
  return row?.found ?? false;
}

interface IssuedInvoice {
  id: string;
  warehouse_id: string;
  period_month: string;
  total_cents: string;
  currency: string;
  issued_at: Date | string;
}

/** The demo merchant's latest issued invoice (the billing seed's), the event the log's first delivery carried. */
async function latestIssuedInvoice(tx: AppDatabase): Promise<IssuedInvoice | null> {
  const [row] = rowsOf<IssuedInvoice>(
    await tx.execute(sql`
      SELECT id, warehouse_id, to_char(period_month, 'YYYY-MM-DD') AS period_month, total_cents::text AS total_cents,
             currency, issued_at
        FROM invoices
       WHERE client_id = ${DEMO_CLIENT_ID} AND status IN ('issued', 'paid') AND issued_at IS NOT NULL
       ORDER BY issued_at DESC LIMIT 1`),
  );
  return row ?? null;
}

interface SeedAttempt {
  at: Date;
  status: number;
  durationMs: number;
  excerpt: string;
}

async function insertDelivery(
  tx: AppDatabase,
  subscriptionId: string,
  event: { name: string; payload: object; occurredAt: Date },
  attempts: SeedAttempt[],
): Promise<void> {
  const id = randomUUID();
  const last = attempts.at(-1)!;
  await tx.execute(sql`
    INSERT INTO webhook_deliveries (id, client_id, subscription_id, event_id, event_name, payload, occurred_at,
                                    status, round_attempts, next_attempt_at, last_attempt_at, created_at)
    VALUES (${id}::uuid, ${DEMO_CLIENT_ID}, ${subscriptionId}::uuid, NULL, ${event.name},
            ${JSON.stringify(event.payload)}::jsonb, ${event.occurredAt.toISOString()}::timestamptz,
            'succeeded', ${attempts.length}, NULL, ${last.at.toISOString()}::timestamptz,
            ${event.occurredAt.toISOString()}::timestamptz)`);
  for (const attempt of attempts) {
    await tx.execute(sql`
      INSERT INTO webhook_attempts (client_id, delivery_id, attempted_at, http_status, duration_ms, response_excerpt)
      VALUES (${DEMO_CLIENT_ID}, ${id}::uuid, ${attempt.at.toISOString()}::timestamptz, ${attempt.status},
              ${attempt.durationMs}, ${attempt.excerpt})`);
  }
}

/** Writes the demo merchant's tokens, subscription and delivery log (in seedDemo's transaction, operator scope). */
export async function seedApiAccess(tx: AppDatabase, options: { box: SecretBox; now?: Date }): Promise<void> {
  const now = options.now ?? new Date();
  for (const token of DEMO_API_TOKENS) {
    // A fresh random secret whose hash is all that is kept: the seed's tokens open nothing.
    const { hash, shown } = newTokenSecret();
    const createdAt = new Date(now.getTime() - token.createdDaysAgo * DAY);
    const lastUsedAt =
      token.lastUsedHoursAgo === null ? null : new Date(now.getTime() - token.lastUsedHoursAgo * HOUR);
    await tx.execute(sql`
      INSERT INTO api_tokens (client_id, created_by, name, scopes, token_prefix, token_hash, idempotency_key,
                              created_at, last_used_at)
      VALUES (${DEMO_CLIENT_ID}, ${DEMO_USER_ID}::uuid, ${token.name}, ${`{${token.scopes.join(',')}}`}::text[],
              ${shown}, ${hash}, ${`${TOKEN_KEY_PREFIX}${token.key}`}, ${createdAt.toISOString()}::timestamptz,
              ${lastUsedAt?.toISOString() ?? null}::timestamptz)
      ON CONFLICT (client_id, idempotency_key) DO NOTHING`);
  }

  const invoice = await latestIssuedInvoice(tx);
  const issuedAt = invoice ? new Date(invoice.issued_at) : new Date(now.getTime() - 20 * DAY);
  const createdAt = new Date(Math.min(issuedAt.getTime(), now.getTime()) - 12 * DAY);
  const subscriptionId = randomUUID();
  await tx.execute(sql`
    INSERT INTO webhook_subscriptions (id, client_id, url, topics, secret_sealed, created_by, created_at, updated_at)
    VALUES (${subscriptionId}::uuid, ${DEMO_CLIENT_ID}, ${DEMO_WEBHOOK_URL},
            ${`{${DEMO_WEBHOOK_TOPICS.join(',')}}`}::text[], ${options.box.seal(newWebhookSecret(), subscriptionId)},
            ${DEMO_USER_ID}::uuid, ${createdAt.toISOString()}::timestamptz, ${createdAt.toISOString()}::timestamptz)`);

  const at = (from: Date, ms: number) => new Date(from.getTime() + ms);
  // The merchant's Send test message when they made it.
  const tested = at(createdAt, 60_000);
  await insertDelivery(
    tx,
    subscriptionId,
    {
      name: TEST_EVENT_NAME,
      payload: { subscriptionId, message: 'A test message from Estiba' },
      occurredAt: tested,
    },
    [{ at: at(tested, 400), status: 200, durationMs: 184, excerpt: '{"ok":true}' }],
  );
  if (invoice) {
    // Last month's invoice: the endpoint was down for the first attempt, the schedule's retry 5 s later got in.
    await insertDelivery(
      tx,
      subscriptionId,
      {
        name: 'invoice.issued',
        payload: {
          invoiceId: invoice.id,
          clientId: DEMO_CLIENT_ID,
          warehouseId: invoice.warehouse_id,
          periodMonth: invoice.period_month,
          totalCents: Number(invoice.total_cents),
          currency: invoice.currency.trim(),
        },
        occurredAt: issuedAt,
      },
      [
        { at: at(issuedAt, 900), status: 503, durationMs: 1_002, excerpt: 'Service Unavailable' },
        { at: at(issuedAt, 6_300), status: 200, durationMs: 212, excerpt: '{"received":true}' },
      ],
    );
  }
}
