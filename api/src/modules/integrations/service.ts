// Connecting stores (issue 19, spec point 4): validating a store a merchant pasted, the OAuth grant (started for a
// signed-in merchant, completed by the store's signed callback), other platforms' shops posted with a token, the
// connected shops and disconnecting. (The onboarding's 'integrate' step is modules/dashboard's.)
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/db/connection.js';
import type { AppDatabase } from '../../platform/db/connection.js';
import { asClient, asOperator } from '../../platform/db/scope.js';
import type { JobQueue } from '../../platform/jobs/queue.js';
import type { Session } from '../accounts/service.js';
import { rowsOf } from '../inventory/ledger.js';
import { enqueueProductSync } from './sync.js';
import { SHOPIFY_SCOPES } from './shopify-protocol.js';
import type { StoreAdapter, StoreConnection } from './adapter.js';
import type { StoreAdapters } from './adapters.js';
import { Conflict, Forbidden, NotFound, ServiceUnavailable, ValidationFailed } from './errors.js';
import type {
  ConnectedShop,
  ConnectedShopList,
  CreatedShop,
  CreateShopBody,
  ShopAuthorization,
  ShopValidation,
} from './schemas.js';

export const CALLBACK_PATH = '/integrations/shopify/callback';
/** The webhooks a connected store is subscribed to, delivered to store-sync's POST /webhooks/shopify/:topic. */
export const WEBHOOK_TOPICS = ['orders/create', 'orders/updated', 'app/uninstalled'] as const;
const STATE_LIFETIME_MINUTES = 10;

export const SHOP_MESSAGES = {
  // Spec point 8, word for word: the front end stores it as the integration error.
  alreadyRegistered: 'This shop is already registered, please try with another one.',
  alreadyYours: 'This shop is already connected to your account.',
  notAStore:
    'Enter your store’s address, like your-store.myshopify.com, or the sandbox store’s address from Integrations.',
  shopifyUnavailable: 'Connecting Shopify stores is not available on this server yet. Try the sandbox store.',
  state:
    'This connection was not started here, has expired or was already used. Start it again from Integrations.',
  oauthPlatform: 'Shopify and sandbox stores connect through their authorisation page, not with a token.',
  unknownPlatform: 'Unknown e-commerce platform.',
  notFound: 'Shop not found.',
  merchantsOnly: 'Stores are connected by merchants, from their own account.',
} as const;

/** The operator's users (staff, admin) have no stores of their own to connect. */
function merchantOf(session: Session): Session {
  if (session.role === 'admin' || session.role === 'staff') throw new Forbidden(SHOP_MESSAGES.merchantsOnly);
  return session;
}

const hash = (value: string): string => createHash('sha256').update(value).digest('hex');

interface ShopRow {
  id: string;
  name: string;
  ecommerce: string;
  url: string | null;
  status: 'connected' | 'disconnected';
  is_main: boolean;
  updated_scopes: number;
  last_synced_at: Date | string | null;
  created_at: Date | string;
}

const iso = (value: Date | string): string => new Date(value).toISOString();

function shopView(row: ShopRow): ConnectedShop {
  return {
    shopId: row.id,
    name: row.name,
    ecommerce: row.ecommerce,
    url: row.url,
    status: row.status,
    isMain: row.is_main,
    updatedScopes: row.updated_scopes,
    lastSyncAt: row.last_synced_at === null ? null : iso(row.last_synced_at),
    createdAt: iso(row.created_at),
  };
}

export interface IntegrationsSettings {
  publicApiUrl: string;
  publicAppUrl: string;
}

export class IntegrationsService {
  constructor(
    private readonly database: Database,
    private readonly adapters: StoreAdapters,
    private readonly settings: IntegrationsSettings,
    private readonly log: FastifyBaseLogger,
    private readonly jobs: JobQueue,
  ) {}

  /** The caller when a merchant; 403 for the operator's users. */
  merchant(session: Session): Session {
    return merchantOf(session);
  }

  /**
   * A Shopify-protocol store the caller may connect: 400 when it is none, 403 when another merchant has it
   * (spec point 8's message), 409 when it is the caller's already. `clientId` null: a visitor, who has no shops.
   */
  async validate(clientId: string | null, url: string): Promise<ShopValidation> {
    const resolved = this.adapters.resolve(url);
    if (!resolved) throw new ValidationFailed(SHOP_MESSAGES.notAStore, { field: 'url' });
    await this.checkUnclaimed(clientId, resolved.address.baseUrl);
    const { address } = resolved;
    return { platform: address.platform, url: address.baseUrl, shop: address.domain, name: address.handle };
  }

  /** Issues a `state` bound to this merchant and store, and answers the store's authorisation page. */
  async startAuthorization(caller: Session, url: string): Promise<ShopAuthorization> {
    const session = merchantOf(caller);
    const resolved = this.adapters.resolve(url);
    if (!resolved) throw new ValidationFailed(SHOP_MESSAGES.notAStore, { field: 'url' });
    // The caller's own store may be authorised again: that is how a shop with updatedScopes 0 is updated (the
    // Update Necessary dialog) and how a disconnected one comes back. Another merchant's is refused.
    await this.checkUnclaimed(session.clientId, resolved.address.baseUrl, { allowOwn: true });
    const { address, adapter } = resolved;
    if (!adapter) throw new ServiceUnavailable(SHOP_MESSAGES.shopifyUnavailable);
    const state = randomBytes(32).toString('base64url');
    await asClient(this.database, session.clientId, (tx) =>
      tx.execute(sql`
        INSERT INTO shop_authorizations (client_id, user_id, state_hash, platform, shop_domain, store_url, expires_at)
        VALUES (${session.clientId}, ${session.userId}::uuid, ${hash(state)}, ${address.platform}, ${address.domain},
                ${address.baseUrl}, now() + make_interval(mins => ${STATE_LIFETIME_MINUTES}))`),
    );
    return {
      authorizationUrl: adapter.authorizationUrl(address, { state, redirectUri: this.callbackUrl() }),
    };
  }

  /**
   * The store's callback: the `state` must be one we issued, unused and fresh; the store's signature and shop must
   * verify before the state is spent; then the code is exchanged, the token sealed onto the shop, and the store
   * subscribed to our webhooks. Answers where to send the merchant.
   */
  async completeAuthorization(query: Record<string, string>): Promise<string> {
    const state = query.state ?? '';
    const [pending] = await asOperator(this.database, async (tx) =>
      rowsOf<{ id: string; client_id: string; user_id: string; store_url: string; platform: string }>(
        await tx.execute(sql`
          SELECT id, client_id, user_id, store_url, platform FROM shop_authorizations
           WHERE state_hash = ${hash(state)} AND used_at IS NULL AND expires_at > now()`),
      ),
    );
    if (!state || !pending) throw new ValidationFailed(SHOP_MESSAGES.state);
    const adapter = this.adapters.forPlatform(pending.platform);
    const address = adapter?.parseAddress(pending.store_url);
    if (!adapter || !address) throw new ValidationFailed(SHOP_MESSAGES.state);
    const { code } = adapter.verifyCallback(address, query);
    // Spent in one statement, so a callback replayed at the same moment finds nothing to spend.
    const spent = await asOperator(this.database, async (tx) =>
      rowsOf<{ id: string }>(
        await tx.execute(sql`
          UPDATE shop_authorizations SET used_at = now() WHERE id = ${pending.id}::uuid AND used_at IS NULL
          RETURNING id`),
      ),
    );
    if (spent.length === 0) throw new ValidationFailed(SHOP_MESSAGES.state);
    const grant = await adapter.exchangeCode(address, code);
    const shopId = await asClient(this.database, pending.client_id, async (tx) => {
      const id = await this.saveShop(tx, pending.client_id, {
        name: address.handle,
        ecommerce: address.platform,
        url: address.baseUrl,
        externalId: address.domain,
        token: grant.accessToken,
        scope: grant.scope,
        updatedScopes: grantCovers(grant.scope, SHOPIFY_SCOPES) ? 1 : 0,
      });
      // The first sync starts with the connection (in its transaction: no shop without its sync, or the reverse);
      // the merchant lands on Integrations with the progress already coming.
      await enqueueProductSync(this.jobs, tx, {
        clientId: pending.client_id,
        shopId: id,
        createdBy: pending.user_id,
      });
      return id;
    });
    await this.subscribe(adapter, { address, accessToken: grant.accessToken });
    const next = new URL('/integrations', this.settings.publicAppUrl);
    // Spec point 2's parameters: a return with shop and ecommerce-name but no access_token is a grant completed
    // here (the page marks the integrate step and reloads the shops; mf-settings' integrationStep). `ecommerce`
    // there would ask the page to validate the shop and start a new grant, which the just-connected shop refuses.
    // The sandbox store speaks Shopify's protocol.
    next.searchParams.set('ecommerce-name', 'Shopify');
    next.searchParams.set('shop', address.domain);
    next.searchParams.set('name', address.handle);
    this.log.info({ shopId, platform: address.platform }, 'store connected');
    return next.toString();
  }

  /** Spec point 4 step 3: a platform without an OAuth grant here posts the shop with its token. */
  async createShop(caller: Session, body: CreateShopBody): Promise<CreatedShop> {
    const session = merchantOf(caller);
    const ecommerce = body.ecommerce.trim().toLowerCase();
    if (ecommerce === 'shopify' || ecommerce === 'sandbox') {
      throw new ValidationFailed(SHOP_MESSAGES.oauthPlatform, { field: 'ecommerce' });
    }
    const known = await this.database.db.execute(
      sql`SELECT 1 FROM ecommerce_platforms WHERE slug = ${ecommerce}`,
    );
    if (rowsOf(known).length === 0)
      throw new ValidationFailed(SHOP_MESSAGES.unknownPlatform, { field: 'ecommerce' });
    const url = normalisedUrl(body.url);
    if (!url) throw new ValidationFailed(SHOP_MESSAGES.notAStore, { field: 'url' });
    await this.checkUnclaimed(session.clientId, url, { allowOwn: true });
    const shopId = await asClient(this.database, session.clientId, (tx) =>
      this.saveShop(tx, session.clientId, {
        name: body.name.trim(),
        ecommerce,
        url,
        externalId: body.id.trim(),
        token: body.token,
        scope: null,
        // A token posted by the merchant carries no scopes to check.
        updatedScopes: 1,
      }),
    );
    this.log.info(
      { shopId, ecommerce, outsideIntegration: body.outsideIntegration },
      'shop posted with a token',
    );
    return { shopId };
  }

  async list(session: Session): Promise<ConnectedShopList> {
    const rows = await asClient(this.database, session.clientId, async (tx) =>
      rowsOf<ShopRow>(
        await tx.execute(sql`
          SELECT id, name, ecommerce, url, status, is_main, updated_scopes, last_synced_at, created_at
            FROM shops ORDER BY is_main DESC, created_at, id`),
      ),
    );
    return { shops: rows.map(shopView) };
  }

  /** Disconnects: the token is destroyed and the webhooks stop counting; the shop's orders keep their history. */
  async disconnect(session: Session, shopId: string): Promise<void> {
    const rows = await asClient(this.database, session.clientId, async (tx) =>
      rowsOf<{ id: string }>(
        await tx.execute(sql`
          UPDATE shops SET status = 'disconnected', access_token_ciphertext = NULL, access_scope = NULL
           WHERE id = ${shopId}::uuid RETURNING id`),
      ),
    );
    if (rows.length === 0) throw new NotFound(SHOP_MESSAGES.notFound);
  }

  /** A connected shop's store and token, for sync, webhooks and shipping notices; null when it cannot be reached. */
  async connection(
    tx: AppDatabase,
    shopId: string,
  ): Promise<{ adapter: StoreAdapter; connection: StoreConnection } | null> {
    const [row] = rowsOf<{ ecommerce: string; url: string | null; access_token_ciphertext: string | null }>(
      await tx.execute(sql`
        SELECT ecommerce, url, access_token_ciphertext FROM shops WHERE id = ${shopId}::uuid AND status = 'connected'`),
    );
    const adapter = row ? this.adapters.forPlatform(row.ecommerce) : null;
    const address = row?.url ? adapter?.parseAddress(row.url) : null;
    const accessToken = row?.access_token_ciphertext
      ? this.adapters.tokens.open(row.access_token_ciphertext, shopId)
      : null;
    if (row?.access_token_ciphertext && accessToken === null) {
      // Sealed under another key (JWT_SECRET rotated) or damaged: only a new grant helps, so the shop asks for one
      // (updatedScopes 0 opens the Update Necessary dialog).
      this.log.warn({ shopId }, "a shop's access token could not be opened; it needs to be authorised again");
      await tx.execute(sql`UPDATE shops SET updated_scopes = 0 WHERE id = ${shopId}::uuid`);
    }
    if (!adapter || !address || !accessToken) return null;
    return { adapter, connection: { address, accessToken } };
  }

  private callbackUrl(): string {
    return `${this.settings.publicApiUrl}${CALLBACK_PATH}`;
  }

  private async subscribe(adapter: StoreAdapter, connection: StoreConnection): Promise<void> {
    for (const topic of WEBHOOK_TOPICS) {
      try {
        await adapter.subscribeWebhook(
          connection,
          topic,
          `${this.settings.publicApiUrl}/webhooks/shopify/${topic}`,
        );
      } catch (error) {
        // The shop is connected either way: a sync finds its orders; a reconnect subscribes again.
        this.log.warn({ err: error, topic, shop: connection.address.domain }, 'webhook subscription failed');
      }
    }
  }

  /** Looks across every merchant (operator scope) but answers only whether the store is taken, never by whom. */
  private async checkUnclaimed(clientId: string | null, url: string, options: { allowOwn?: boolean } = {}) {
    const owners = await asOperator(this.database, async (tx) =>
      rowsOf<{ client_id: string }>(
        await tx.execute(sql`
          SELECT client_id FROM shops WHERE lower(url) = lower(${url}) AND status = 'connected'`),
      ),
    );
    if (owners.some((owner) => owner.client_id !== clientId))
      throw new Forbidden(SHOP_MESSAGES.alreadyRegistered);
    if (!options.allowOwn && owners.length > 0) throw new Conflict(SHOP_MESSAGES.alreadyYours);
  }

  /** Creates the shop, or reconnects the caller's own one at that address; the token sealed to the shop's id. */
  private async saveShop(
    tx: AppDatabase,
    clientId: string,
    shop: {
      name: string;
      ecommerce: string;
      url: string;
      externalId: string;
      token: string;
      scope: string | null;
      /** 0 when the grant lacks scopes the app asks for: the Update Necessary dialog offers a new grant. */
      updatedScopes: number;
    },
  ): Promise<string> {
    const [existing] = rowsOf<{ id: string }>(
      await tx.execute(
        sql`SELECT id FROM shops WHERE lower(url) = lower(${shop.url}) ORDER BY created_at LIMIT 1`,
      ),
    );
    const id = existing?.id ?? randomUUID();
    const sealed = this.adapters.tokens.seal(shop.token, id);
    if (existing) {
      await tx.execute(sql`
        UPDATE shops SET access_token_ciphertext = ${sealed}, access_scope = ${shop.scope}, status = 'connected',
                         updated_scopes = ${shop.updatedScopes}, external_id = ${shop.externalId}
         WHERE id = ${id}::uuid`);
    } else {
      // The first store a merchant connects is the main one (FAQ: its SKUs are the warehouse's).
      await tx.execute(sql`
        INSERT INTO shops (id, client_id, name, ecommerce, url, external_id, access_token_ciphertext, access_scope,
                           is_main, updated_scopes)
        VALUES (${id}::uuid, ${clientId}, ${shop.name}, ${shop.ecommerce}, ${shop.url}, ${shop.externalId}, ${sealed},
                ${shop.scope}, NOT EXISTS (SELECT 1 FROM shops WHERE is_main), ${shop.updatedScopes})`);
    }
    return id;
  }
}

/**
 * Whether a store's grant (its token answer's `scope`) covers the scopes the app asks for. A write scope implies
 * its read scope, as Shopify's do; a store that names no scopes is taken at its word.
 */
export function grantCovers(granted: string | null, required: string): boolean {
  if (granted === null || !granted.trim()) return true;
  const have = new Set(granted.split(',').map((scope) => scope.trim()));
  return required
    .split(',')
    .map((scope) => scope.trim())
    .every((scope) => have.has(scope) || (scope.startsWith('read_') && have.has(`write_${scope.slice(5)}`)));
}

/** Another platform's store address: http(s), a host, no credentials; kept without a trailing slash. */
export function normalisedUrl(value: string): string | null {
  const text = value.trim();
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !url.hostname.includes('.')) return null;
    if (url.username || url.password) return null;
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  } catch {
    return null;
  }
}
