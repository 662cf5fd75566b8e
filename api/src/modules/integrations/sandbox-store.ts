// The sandbox store (issue 19): a store served by our own API under /sandbox-store/<handle> that speaks the
// protocol Shopify's adapter expects, so a merchant without a store can try Estiba end to end and the tests run
// the real OAuth and webhook code against it. It is a product feature, not a test double, like the shipping
// platform's sandbox. Any handle is a store; every store sells the seeded catalogue (sandbox-catalogue.ts).
// - GET  admin/oauth/authorize: its authorisation page (HTML): the app, the scopes, an Install button.
// - POST admin/oauth/authorize: Install: a one-time code, then the redirect to the app's redirect_uri with code,
//   shop, state, timestamp and the HMAC over them (signed with the app's secret, as Shopify does).
// - POST admin/oauth/access_token: the code (once) for an access token. Only hashes of codes and tokens are kept.
// - GET  admin/api/<version>/products.json and orders.json (X-Shopify-Access-Token, cursor pages by Link header),
//   POST webhooks.json (subscriptions), GET orders/<id>/fulfillment_orders.json, POST fulfillments.json.
// - POST orders (the merchant's session): emits a new order now and POSTs the signed orders/create webhook to
//   every subscription.
// Its one app is ours (SANDBOX_APP_KEY, secret derived from JWT_SECRET), and webhook addresses and redirect URIs
// must be on this API's origin: the store never sends requests or people anywhere else.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import Type, { type Static } from 'typebox';
import type { Database } from '../../platform/db/connection.js';
import { asClient } from '../../platform/db/scope.js';
import { errorResponseRef } from '../../platform/error-schema.js';
import { sessionOf } from '../accounts/authentication.js';
import { markup, securityHeaders, STYLESHEET } from '../hosted-accounts/html.js';
import { rowsOf } from '../inventory/ledger.js';
import type { ShopifyApp } from './shopify.js';
import { NotFound, Unauthorized, ValidationFailed } from './errors.js';
import { SANDBOX_PRODUCTS, type SandboxProduct } from './sandbox-catalogue.js';
import {
  centsToDecimal,
  decimalToCents,
  SHOPIFY_API_VERSION,
  signCallback,
  signWebhook,
} from './shopify-protocol.js';
import { SANDBOX_PATH } from './shopify.js';

export const SANDBOX_APP_KEY = 'estiba-sandbox-app';
const HANDLE = { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,62}$' } as const;
const MAX_PAGE = 250;
const DEFAULT_PAGE = 50;
const INVALID_TOKEN = '[API] Invalid API key or access token (unrecognized login or wrong password)';
const WEBHOOK_TIMEOUT_MS = 10_000;

export const SANDBOX_ERRORS = {
  app: 'This app is not installed on the sandbox store: unknown client_id.',
  redirect: "The redirect_uri is not this app's: it must be on the API's own address.",
  code: 'The authorisation code is unknown or was already used.',
  address: "A webhook's address must be on the API's own address.",
  topic: 'The sandbox store sends orders/create, orders/updated and app/uninstalled webhooks only.',
  product: 'The sandbox store does not sell that SKU.',
  notConnected: 'This sandbox store is not connected to your account. Connect it from Integrations first.',
} as const;

const TOPICS = ['orders/create', 'orders/updated', 'app/uninstalled'] as const;

const hash = (value: string): string => createHash('sha256').update(value).digest('hex');

interface SandboxOptions {
  app: ShopifyApp;
  publicApiUrl: string;
  publicAppUrl: string;
  fetchImpl?: typeof fetch;
}

type Locale = 'en' | 'es';
const TEXTS = {
  en: {
    title: (store: string) => `Install Estiba on ${store}`,
    intro: 'Estiba, your fulfillment partner, asks to:',
    scopes: {
      read_products: 'Read your products',
      read_orders: 'Read your orders',
      write_fulfillments: 'Tell your store when an order ships, with its tracking',
      read_fulfillments: 'Read your fulfillments',
    } as Record<string, string>,
    sandbox: 'This is a sandbox store: its products and orders are examples, nobody is charged.',
    install: 'Install',
    cancel: 'Cancel',
  },
  es: {
    title: (store: string) => `Instalar Estiba en ${store}`,
    intro: 'Estiba, tu socio de fulfillment, solicita:',
    scopes: {
      read_products: 'Leer tus productos',
      read_orders: 'Leer tus pedidos',
      write_fulfillments: 'Avisar a tu tienda cuando un pedido se envía, con su guía',
      read_fulfillments: 'Leer tus envíos',
    } as Record<string, string>,
    sandbox: 'Esta es una tienda de prueba: sus productos y pedidos son ejemplos, no se cobra a nadie.',
    install: 'Instalar',
    cancel: 'Cancelar',
  },
} as const;

function localeOf(request: FastifyRequest): Locale {
  const first = request.headers['accept-language']?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('es') ? 'es' : 'en';
}

/** The sandbox store's domain as its callbacks and webhooks name it (what parseSandboxAddress returns). */
export function sandboxDomain(publicApiUrl: string, handle: string): string {
  const api = new URL(publicApiUrl);
  return `${api.host}${api.pathname.replace(/\/$/, '')}${SANDBOX_PATH}/${handle}`;
}

function onOrigin(address: string, publicApiUrl: string): boolean {
  try {
    return new URL(address).origin === new URL(publicApiUrl).origin;
  } catch {
    return false;
  }
}

function productJson(product: SandboxProduct) {
  return {
    id: product.id,
    title: product.title,
    handle: product.handle,
    status: 'active',
    images: [],
    variants: product.variants.map((variant) => ({
      ...variant,
      product_id: product.id,
      inventory_management: null,
    })),
  };
}

const VARIANTS = new Map(
  SANDBOX_PRODUCTS.flatMap((product) =>
    product.variants.map((variant) => [variant.sku, { product, variant }] as const),
  ),
);

interface OrderRow {
  id: string;
  body: Record<string, unknown>;
  fulfillment: Record<string, unknown> | null;
}

function orderJson(row: OrderRow): Record<string, unknown> {
  return {
    ...row.body,
    id: Number(row.id),
    fulfillment_status: row.fulfillment ? 'fulfilled' : null,
    fulfillments: row.fulfillment ? [row.fulfillment] : [],
  };
}

/** The page of a list after `offset`, and the Link header to the next one (Shopify's cursor pagination). */
function pageInfo(value: unknown): number {
  if (typeof value !== 'string' || value === '') return 0;
  const offset = Number(Buffer.from(value, 'base64url').toString('utf8'));
  return Number.isInteger(offset) && offset >= 0 ? offset : 0;
}

function limitOf(value: unknown): number {
  const limit = Number(value ?? DEFAULT_PAGE);
  return Number.isInteger(limit) && limit >= 1 ? Math.min(limit, MAX_PAGE) : DEFAULT_PAGE;
}

function linkHeader(request: FastifyRequest, publicApiUrl: string, offset: number, limit: number): string {
  const url = new URL(request.url, publicApiUrl);
  const api = new URL(publicApiUrl);
  const next = new URLSearchParams({
    limit: String(limit),
    page_info: Buffer.from(String(offset)).toString('base64url'),
  });
  return `<${api.origin}${url.pathname}?${next.toString()}>; rel="next"`;
}

export async function sandboxStoreRoutes(app: FastifyInstance, options: SandboxOptions): Promise<void> {
  const { app: estiba, publicApiUrl } = options;
  const database: Database = app.database;
  const fetchImpl = options.fetchImpl ?? fetch;
  const formAction = ["'self'", new URL(options.publicAppUrl).origin];
  const tags = ['sandbox store'];
  const errors = { 400: errorResponseRef, 401: errorResponseRef, 404: errorResponseRef };
  const storeParams = Type.Object({ handle: Type.String(HANDLE) });
  // The Admin API's own shapes, documented as open objects: Shopify adds fields between versions.
  const open = Type.Object({}, { additionalProperties: true });
  const listOf = (key: string) => ({ 200: Type.Object({ [key]: Type.Array(open) }), ...errors });

  // The Install form posts application/x-www-form-urlencoded; only this plugin's routes read it.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_r, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  const authorizeQuery = Type.Object({
    client_id: Type.String({ maxLength: 200 }),
    scope: Type.String({ maxLength: 500 }),
    redirect_uri: Type.String({ maxLength: 1000 }),
    state: Type.String({ minLength: 1, maxLength: 200 }),
  });

  function checkApp(query: { client_id: string; redirect_uri: string }): void {
    if (query.client_id !== estiba.apiKey) throw new ValidationFailed(SANDBOX_ERRORS.app);
    if (!onOrigin(query.redirect_uri, publicApiUrl)) throw new ValidationFailed(SANDBOX_ERRORS.redirect);
  }

  app.get<{ Params: { handle: string }; Querystring: Static<typeof authorizeQuery> }>(
    `${SANDBOX_PATH}/:handle/admin/oauth/authorize`,
    {
      schema: {
        tags,
        summary: "The sandbox store's authorisation page (HTML): the app's scopes and an Install button",
        params: storeParams,
        querystring: authorizeQuery,
      },
    },
    async (request, reply) => {
      checkApp(request.query);
      const texts = TEXTS[localeOf(request)];
      const { handle } = request.params;
      const scopes = request.query.scope.split(',').filter(Boolean);
      const hidden = (['client_id', 'scope', 'redirect_uri', 'state'] as const).map(
        (name) => markup`<input type="hidden" name="${name}" value="${request.query[name]}">`,
      );
      const page = markup`<!doctype html>
<html lang="${localeOf(request)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${texts.title(handle)}</title><style>${STYLESHEET}</style></head>
<body><header><span class="brand-name">${handle}</span></header>
<main><div class="card"><h1>${texts.title(handle)}</h1><p class="intro">${texts.intro}</p>
<ul>${scopes.map((scope) => markup`<li>${texts.scopes[scope] ?? scope}</li>`)}</ul>
<p class="hint">${texts.sandbox}</p>
<form method="post" action="${SANDBOX_PATH}/${handle}/admin/oauth/authorize">${hidden}<button type="submit">${texts.install}</button></form>
<p class="switch"><a href="${options.publicAppUrl}/integrations">${texts.cancel}</a></p>
</div></main></body></html>`;
      return reply.headers(securityHeaders(formAction)).send(page.toString());
    },
  );

  app.post<{ Params: { handle: string }; Body: Static<typeof authorizeQuery> }>(
    `${SANDBOX_PATH}/:handle/admin/oauth/authorize`,
    {
      schema: {
        tags,
        summary: 'Install: a one-time code, and the signed redirect to the app',
        params: storeParams,
        body: authorizeQuery,
        response: { 400: errorResponseRef },
      },
    },
    async (request, reply) => {
      checkApp(request.body);
      const code = randomBytes(24).toString('hex');
      await database.db.execute(sql`
        INSERT INTO sandbox_store_grants (code_hash, store, client_id_of_app, scope, redirect_uri)
        VALUES (${hash(code)}, ${request.params.handle}, ${request.body.client_id}, ${request.body.scope},
                ${request.body.redirect_uri})`);
      const query: Record<string, string> = {
        code,
        host: Buffer.from(`${sandboxDomain(publicApiUrl, request.params.handle)}/admin`).toString(
          'base64url',
        ),
        shop: sandboxDomain(publicApiUrl, request.params.handle),
        state: request.body.state,
        timestamp: String(Math.floor(Date.now() / 1000)),
      };
      const target = new URL(request.body.redirect_uri);
      for (const [name, value] of Object.entries({ ...query, hmac: signCallback(query, estiba.apiSecret) })) {
        target.searchParams.set(name, value);
      }
      return reply.redirect(target.toString(), 302);
    },
  );

  app.post<{ Params: { handle: string }; Body: { client_id: string; client_secret: string; code: string } }>(
    `${SANDBOX_PATH}/:handle/admin/oauth/access_token`,
    {
      schema: {
        tags,
        summary: "The code (once) for an access token: the app's client_id and client_secret required",
        params: storeParams,
        body: Type.Object({
          client_id: Type.String({ maxLength: 200 }),
          client_secret: Type.String({ maxLength: 200 }),
          code: Type.String({ maxLength: 200 }),
        }),
        response: {
          200: Type.Object({ access_token: Type.String(), scope: Type.String() }),
          ...errors,
        },
      },
    },
    async (request) => {
      const { client_id, client_secret, code } = request.body;
      if (client_id !== estiba.apiKey || client_secret !== estiba.apiSecret) {
        throw new Unauthorized(SANDBOX_ERRORS.app);
      }
      const token = `shpat_${randomBytes(16).toString('hex')}`;
      // One statement: two exchanges of one code cannot both win.
      const [grant] = rowsOf<{ scope: string }>(
        await database.db.execute(sql`
          UPDATE sandbox_store_grants SET code_used_at = now(), token_hash = ${hash(token)}
           WHERE code_hash = ${hash(code)} AND store = ${request.params.handle} AND code_used_at IS NULL
             AND client_id_of_app = ${client_id} AND created_at > now() - interval '10 minutes'
          RETURNING scope`),
      );
      if (!grant) throw new ValidationFailed(SANDBOX_ERRORS.code);
      return { access_token: token, scope: grant.scope };
    },
  );

  /** The store a request's access token was granted for; 401 in Shopify's words otherwise. */
  async function authorised(request: FastifyRequest<{ Params: { handle: string } }>): Promise<void> {
    const token = request.headers['x-shopify-access-token'];
    if (typeof token === 'string' && token.length <= 200) {
      const [grant] = rowsOf<{ store: string }>(
        await database.db.execute(sql`
          SELECT store FROM sandbox_store_grants WHERE token_hash = ${hash(token)} AND store = ${request.params.handle}`),
      );
      if (grant) return;
    }
    throw new Unauthorized(INVALID_TOKEN);
  }

  // The e-commerce integration API's GET accesses/me (spec: "shop token as bearer. Reads access.marketplace and
  // access.name"), which store-sync's product sync reads; Shopify has no such call (its failure is only logged).
  app.get<{ Params: { handle: string } }>(
    `${SANDBOX_PATH}/:handle/accesses/me`,
    {
      schema: {
        tags,
        summary: 'The access a shop token is: its marketplace and the store’s name',
        params: storeParams,
        response: {
          200: Type.Object({ access: Type.Object({ marketplace: Type.String(), name: Type.String() }) }),
          ...errors,
        },
      },
    },
    async (request) => {
      const token = /^Bearer\s+(\S{1,200})$/i.exec(request.headers.authorization ?? '')?.[1];
      const [grant] = token
        ? rowsOf<{ store: string }>(
            await database.db.execute(sql`
              SELECT store FROM sandbox_store_grants
               WHERE token_hash = ${hash(token)} AND store = ${request.params.handle}`),
          )
        : [];
      if (!grant) throw new Unauthorized(INVALID_TOKEN);
      return { access: { marketplace: 'sandbox', name: grant.store } };
    },
  );

  const admin = `${SANDBOX_PATH}/:handle/admin/api/${SHOPIFY_API_VERSION}`;
  const pageQuery = Type.Object({
    limit: Type.Optional(Type.String({ maxLength: 4 })),
    page_info: Type.Optional(Type.String({ maxLength: 100 })),
    status: Type.Optional(Type.String({ maxLength: 20 })),
    order: Type.Optional(Type.String({ maxLength: 40 })),
    created_at_min: Type.Optional(Type.String({ maxLength: 40 })),
  });

  app.get<{ Params: { handle: string }; Querystring: Static<typeof pageQuery> }>(
    `${admin}/products.json`,
    {
      schema: {
        tags,
        summary: 'Products, Admin API shaped',
        params: storeParams,
        querystring: pageQuery,
        response: listOf('products'),
      },
      preHandler: authorised,
    },
    async (request, reply) => {
      const limit = limitOf(request.query.limit);
      const offset = pageInfo(request.query.page_info);
      const page = SANDBOX_PRODUCTS.slice(offset, offset + limit);
      if (offset + limit < SANDBOX_PRODUCTS.length) {
        reply.header('link', linkHeader(request, publicApiUrl, offset + limit, limit));
      }
      return { products: page.map(productJson) };
    },
  );

  app.get<{ Params: { handle: string }; Querystring: Static<typeof pageQuery> }>(
    `${admin}/orders.json`,
    {
      schema: {
        tags,
        summary: 'Orders, oldest first, Admin API shaped',
        response: listOf('orders'),
        params: storeParams,
        querystring: pageQuery,
      },
      preHandler: authorised,
    },
    async (request, reply) => {
      const limit = limitOf(request.query.limit);
      const offset = pageInfo(request.query.page_info);
      const since = request.query.created_at_min ? new Date(request.query.created_at_min) : null;
      if (since && Number.isNaN(since.getTime())) throw new ValidationFailed('created_at_min is not a date');
      const rows = rowsOf<OrderRow>(
        await database.db.execute(sql`
          SELECT id::text, body, fulfillment FROM sandbox_store_orders
           WHERE store = ${request.params.handle} AND (${since?.toISOString() ?? null}::timestamptz IS NULL
                 OR created_at >= ${since?.toISOString() ?? null}::timestamptz)
           ORDER BY id OFFSET ${offset} LIMIT ${limit + 1}`),
      );
      if (rows.length > limit) reply.header('link', linkHeader(request, publicApiUrl, offset + limit, limit));
      return { orders: rows.slice(0, limit).map(orderJson) };
    },
  );

  app.post<{
    Params: { handle: string };
    Body: { webhook: { topic: string; address: string; format?: string } };
  }>(
    `${admin}/webhooks.json`,
    {
      schema: {
        tags,
        summary: 'Subscribes an address to a topic (on this API only)',
        response: { 201: Type.Object({ webhook: open }), ...errors },
        params: storeParams,
        body: Type.Object({
          webhook: Type.Object({
            topic: Type.String({ maxLength: 50 }),
            address: Type.String({ maxLength: 1000 }),
            format: Type.Optional(Type.Literal('json')),
          }),
        }),
      },
      preHandler: authorised,
    },
    async (request, reply) => {
      const { topic, address } = request.body.webhook;
      if (!(TOPICS as readonly string[]).includes(topic)) throw new ValidationFailed(SANDBOX_ERRORS.topic);
      if (!onOrigin(address, publicApiUrl)) throw new ValidationFailed(SANDBOX_ERRORS.address);
      const [row] = rowsOf<{ id: string }>(
        await database.db.execute(sql`
          INSERT INTO sandbox_store_webhooks (store, topic, address) VALUES (${request.params.handle}, ${topic}, ${address})
          ON CONFLICT (store, topic, address) DO UPDATE SET topic = EXCLUDED.topic
          RETURNING id::text`),
      );
      return reply.status(201).send({ webhook: { id: Number(row?.id), topic, address, format: 'json' } });
    },
  );

  app.get<{ Params: { handle: string; id: string } }>(
    `${admin}/orders/:id/fulfillment_orders.json`,
    {
      schema: {
        tags,
        summary: "An order's fulfillment orders (one per order here)",
        response: listOf('fulfillment_orders'),
        params: Type.Object({ handle: Type.String(HANDLE), id: Type.String({ pattern: '^[0-9]{1,18}$' }) }),
      },
      preHandler: authorised,
    },
    async (request) => {
      const order = await findOrder(request.params.handle, request.params.id);
      return {
        fulfillment_orders: [
          { id: Number(order.id), order_id: Number(order.id), status: order.fulfillment ? 'closed' : 'open' },
        ],
      };
    },
  );

  app.post<{
    Params: { handle: string };
    Body: {
      fulfillment: {
        line_items_by_fulfillment_order: { fulfillment_order_id: number }[];
        tracking_info?: { number?: string; company?: string; url?: string };
        notify_customer?: boolean;
      };
    };
  }>(
    `${admin}/fulfillments.json`,
    {
      schema: {
        tags,
        summary: 'Fulfils fulfillment orders with their tracking',
        response: { 201: Type.Object({ fulfillment: open }), ...errors },
        params: storeParams,
        body: Type.Object({
          fulfillment: Type.Object({
            line_items_by_fulfillment_order: Type.Array(
              Type.Object({ fulfillment_order_id: Type.Integer({ minimum: 1 }) }),
              { minItems: 1, maxItems: 50 },
            ),
            tracking_info: Type.Optional(
              Type.Object({
                number: Type.Optional(Type.String({ maxLength: 100 })),
                company: Type.Optional(Type.String({ maxLength: 100 })),
                url: Type.Optional(Type.String({ maxLength: 500 })),
              }),
            ),
            notify_customer: Type.Optional(Type.Boolean()),
          }),
        }),
      },
      preHandler: authorised,
    },
    async (request, reply) => {
      const { line_items_by_fulfillment_order: orders, tracking_info } = request.body.fulfillment;
      const fulfillment = {
        id: Date.now(),
        status: 'success',
        tracking_number: tracking_info?.number ?? null,
        tracking_company: tracking_info?.company ?? null,
        tracking_url: tracking_info?.url ?? null,
        created_at: new Date().toISOString(),
      };
      for (const { fulfillment_order_id } of orders) {
        await findOrder(request.params.handle, String(fulfillment_order_id));
        await database.db.execute(sql`
          UPDATE sandbox_store_orders SET fulfillment = ${JSON.stringify(fulfillment)}::jsonb
           WHERE store = ${request.params.handle} AND id = ${fulfillment_order_id}`);
      }
      return reply.status(201).send({ fulfillment });
    },
  );

  async function findOrder(handle: string, id: string): Promise<OrderRow> {
    const [row] = rowsOf<OrderRow>(
      await database.db.execute(sql`
        SELECT id::text, body, fulfillment FROM sandbox_store_orders WHERE store = ${handle} AND id = ${id}::bigint`),
    );
    if (!row) throw new NotFound('Not Found');
    return row;
  }

  const emitBody = Type.Object({
    lines: Type.Optional(
      Type.Array(
        Type.Object({
          sku: Type.String({ maxLength: 100 }),
          quantity: Type.Integer({ minimum: 1, maximum: 100 }),
        }),
        { minItems: 1, maxItems: 20 },
      ),
    ),
  });

  app.post<{ Params: { handle: string }; Body: Static<typeof emitBody> | undefined }>(
    `${SANDBOX_PATH}/:handle/orders`,
    {
      schema: {
        tags,
        summary: 'Emits a new order in a sandbox store connected to your account, and sends its webhook',
        description:
          'Without lines, one or two of the catalogue’s products. The orders/create webhook goes, signed, to every ' +
          'subscribed address; the answer says how each delivery went.',
        security: [{ bearerAuth: [] }],
        params: storeParams,
        body: Type.Optional(emitBody),
        response: {
          201: Type.Object({
            order: Type.Object({ id: Type.Integer(), name: Type.String() }, { additionalProperties: true }),
            deliveries: Type.Array(Type.Object({ address: Type.String(), status: Type.Integer() })),
          }),
          ...errors,
        },
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const { handle } = request.params;
      const domain = sandboxDomain(publicApiUrl, handle);
      const connected = await asClient(database, session.clientId, async (tx) =>
        rowsOf<{ id: string }>(
          await tx.execute(sql`
            SELECT id FROM shops WHERE ecommerce = 'sandbox' AND status = 'connected'
               AND url = ${`${new URL(publicApiUrl).origin}${new URL(publicApiUrl).pathname.replace(/\/$/, '')}${SANDBOX_PATH}/${handle}`}`),
        ),
      );
      if (connected.length === 0) throw new NotFound(SANDBOX_ERRORS.notConnected);
      const lines = request.body?.lines ?? defaultLines();
      const items = lines.map(({ sku, quantity }, index) => {
        const found = VARIANTS.get(sku);
        if (!found) throw new ValidationFailed(SANDBOX_ERRORS.product, { field: `lines.${index}.sku` });
        return {
          id: Date.now() * 100 + index,
          variant_id: found.variant.id,
          product_id: found.product.id,
          sku,
          title: found.product.title,
          variant_title: found.variant.title,
          quantity,
          price: found.variant.price,
          grams: found.variant.grams,
        };
      });
      const totalCents = items.reduce(
        (sum, item) => sum + (decimalToCents(item.price) ?? 0) * item.quantity,
        0,
      );
      const [row] = rowsOf<OrderRow>(
        await database.db.execute(sql`
          INSERT INTO sandbox_store_orders (store, body) VALUES (${handle}, '{}'::jsonb)
          RETURNING id::text, body, fulfillment`),
      );
      if (!row) throw new Error('sandbox order not written');
      const number = 1000 + Number(row.id);
      const body = {
        name: `#${number}`,
        order_number: number,
        email: `customer${number}@example.com`,
        created_at: new Date().toISOString(),
        currency: 'MXN',
        total_price: centsToDecimal(totalCents),
        financial_status: 'paid',
        shipping_address: {
          first_name: 'Ana',
          last_name: 'García',
          address1: 'Av. Insurgentes Sur 1602',
          address2: 'Piso 4',
          city: 'Ciudad de México',
          province: 'CDMX',
          zip: '03940',
          country_code: 'MX',
          phone: '+52 55 5555 0100',
        },
        line_items: items,
      };
      await database.db.execute(sql`
        UPDATE sandbox_store_orders SET body = ${JSON.stringify(body)}::jsonb WHERE id = ${row.id}::bigint`);
      const order = orderJson({ ...row, body });
      const deliveries = await deliver(handle, domain, 'orders/create', order);
      return reply.status(201).send({ order: order as { id: number; name: string }, deliveries });
    },
  );

  /** POSTs a signed webhook to every subscription of the topic; each answer's status (0 when unreachable). */
  async function deliver(
    handle: string,
    domain: string,
    topic: string,
    payload: unknown,
  ): Promise<{ address: string; status: number }[]> {
    const subscriptions = rowsOf<{ address: string }>(
      await database.db.execute(sql`
        SELECT address FROM sandbox_store_webhooks WHERE store = ${handle} AND topic = ${topic} ORDER BY id`),
    );
    const rawBody = JSON.stringify(payload);
    return Promise.all(
      subscriptions.map(async ({ address }) => {
        try {
          const response = await fetchImpl(address, {
            method: 'POST',
            redirect: 'error',
            signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
            headers: {
              'content-type': 'application/json',
              'x-shopify-topic': topic,
              'x-shopify-shop-domain': domain,
              'x-shopify-api-version': SHOPIFY_API_VERSION,
              'x-shopify-webhook-id': randomUUID(),
              'x-shopify-triggered-at': new Date().toISOString(),
              'x-shopify-hmac-sha256': signWebhook(rawBody, estiba.apiSecret),
            },
            body: rawBody,
          });
          return { address, status: response.status };
        } catch (error) {
          app.log.warn({ err: error, address, topic }, 'sandbox store webhook not delivered');
          return { address, status: 0 };
        }
      }),
    );
  }
}

function defaultLines(): { sku: string; quantity: number }[] {
  const pick = (): SandboxProduct => SANDBOX_PRODUCTS[randomBytes(1)[0]! % SANDBOX_PRODUCTS.length]!;
  const first = pick();
  const second = pick();
  const lines = [{ sku: first.variants[0]!.sku, quantity: 1 }];
  if (second.id !== first.id) lines.push({ sku: second.variants[0]!.sku, quantity: 2 });
  return lines;
}
