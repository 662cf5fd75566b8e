// Shopify's adapter (issue 19): the authorisation-code grant, the Admin REST API's products and orders with cursor
// pagination, webhook verification and fulfillments through fulfillment orders. The same class connects the
// sandbox store, which speaks this protocol under our API's /sandbox-store/<handle>: only the addresses it
// accepts and the app's credentials differ.
import { BadGateway, Unauthorized, ValidationFailed } from './errors.js';
import type {
  AuthorizationRequest,
  Grant,
  IncomingWebhook,
  Shipment,
  StoreAdapter,
  StoreAddress,
  StoreConnection,
  StoreOrder,
  StoreOrderAddress,
  StoreProduct,
} from './adapter.js';
import {
  ACCESS_TOKEN_HEADER,
  decimalToCents,
  HMAC_HEADER,
  nextPageUrl,
  SHOPIFY_API_VERSION,
  SHOPIFY_DOMAIN,
  SHOPIFY_SCOPES,
  verifyCallbackHmac,
  verifyWebhookHmac,
} from './shopify-protocol.js';

/** The app registered with the platform: its client id (API key) and secret. */
export interface ShopifyApp {
  apiKey: string;
  apiSecret: string;
}

export const SANDBOX_PATH = '/sandbox-store';
const HANDLE = /^[a-z0-9][a-z0-9-]{0,62}$/;
/** A store that takes longer than this to answer is down for this request; jobs retry. */
const REQUEST_TIMEOUT_MS = 15_000;
/** The Admin API's largest page. */
const PAGE_SIZE = 250;
/** Callbacks older than this are refused, as Shopify's own libraries do (their timestamp is signed). */
const CALLBACK_MAX_AGE_S = 24 * 60 * 60;

export const CALLBACK_ERRORS = {
  signature: 'The store’s answer is not signed by it. Start the connection again.',
  store: 'The store’s answer is for another store. Start the connection again.',
  code: 'The store’s answer has no authorisation code. Start the connection again.',
  expired: 'The store’s answer is too old. Start the connection again.',
} as const;

function withScheme(url: string): URL | null {
  const text = url.trim();
  if (!text || text.length > 500) return null;
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
}

/** A real Shopify store: demo.myshopify.com, with or without https:// and a path, or admin.shopify.com/store/demo. */
export function parseShopifyAddress(url: string): StoreAddress | null {
  const parsed = withScheme(url);
  if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')) return null;
  const host = parsed.hostname.toLowerCase();
  let handle: string | undefined;
  if (host === 'admin.shopify.com') handle = /^\/store\/([a-z0-9][a-z0-9-]*)/i.exec(parsed.pathname)?.[1];
  else if (SHOPIFY_DOMAIN.test(host)) handle = host.slice(0, -'.myshopify.com'.length);
  if (!handle) return null;
  const domain = `${handle.toLowerCase()}.myshopify.com`;
  return { platform: 'shopify', domain, baseUrl: `https://${domain}`, handle: handle.toLowerCase() };
}

/** A sandbox store of this API: <publicApiUrl>/sandbox-store/<handle>, any path under it. */
export function parseSandboxAddress(url: string, publicApiUrl: string): StoreAddress | null {
  const parsed = withScheme(url);
  const api = new URL(publicApiUrl);
  if (!parsed || parsed.origin !== api.origin) return null;
  const prefix = `${api.pathname.replace(/\/$/, '')}${SANDBOX_PATH}/`;
  if (!parsed.pathname.startsWith(prefix)) return null;
  const handle = parsed.pathname.slice(prefix.length).split('/')[0]?.toLowerCase() ?? '';
  if (!HANDLE.test(handle)) return null;
  const baseUrl = `${api.origin}${prefix}${handle}`;
  return { platform: 'sandbox', domain: `${api.host}${prefix}${handle}`, baseUrl, handle };
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
const optionalText = (value: unknown): string | null => text(value) || null;
const list = (value: unknown): Json[] => (Array.isArray(value) ? value.filter(isObject) : []);

export function readProduct(product: Json): StoreProduct {
  const image = list(product.images)[0];
  return {
    externalId: text(product.id),
    title: text(product.title),
    handle: text(product.handle),
    imageUrl: image ? optionalText(image.src) : null,
    variants: list(product.variants).map((variant) => ({
      externalId: text(variant.id),
      sku: text(variant.sku).trim(),
      title: text(variant.title),
      barcode: optionalText(variant.barcode),
      priceCents: decimalToCents(variant.price) ?? 0,
      grams: typeof variant.grams === 'number' && Number.isInteger(variant.grams) ? variant.grams : 0,
    })),
  };
}

function readAddress(address: unknown): StoreOrderAddress | null {
  if (!isObject(address)) return null;
  const name = text(address.name) || `${text(address.first_name)} ${text(address.last_name)}`.trim();
  return {
    name,
    address1: text(address.address1),
    address2: optionalText(address.address2),
    city: text(address.city),
    province: optionalText(address.province),
    zip: text(address.zip),
    countryCode: text(address.country_code).toUpperCase(),
    phone: optionalText(address.phone),
  };
}

export function readOrder(order: Json): StoreOrder {
  return {
    externalId: text(order.id),
    reference: text(order.name) || `#${text(order.order_number)}`,
    email: optionalText(order.email),
    currency: text(order.currency).toUpperCase(),
    totalCents: decimalToCents(order.total_price) ?? 0,
    createdAt: text(order.created_at),
    shippingAddress: readAddress(order.shipping_address),
    lines: list(order.line_items).map((line) => ({
      externalId: text(line.id),
      variantId: optionalText(line.variant_id),
      sku: text(line.sku).trim(),
      title: text(line.title),
      quantity: typeof line.quantity === 'number' && Number.isInteger(line.quantity) ? line.quantity : 0,
      priceCents: decimalToCents(line.price) ?? 0,
    })),
  };
}

export class ShopifyAdapter implements StoreAdapter {
  constructor(
    private readonly app: ShopifyApp,
    private readonly addresses: (url: string) => StoreAddress | null,
    private readonly fetchImpl: typeof fetch = fetch,
    private readonly now: () => number = Date.now,
  ) {}

  parseAddress(url: string): StoreAddress | null {
    return this.addresses(url);
  }

  authorizationUrl(address: StoreAddress, request: AuthorizationRequest): string {
    const query = new URLSearchParams({
      client_id: this.app.apiKey,
      scope: SHOPIFY_SCOPES,
      redirect_uri: request.redirectUri,
      state: request.state,
    });
    return `${address.baseUrl}/admin/oauth/authorize?${query.toString()}`;
  }

  verifyCallback(address: StoreAddress, query: Record<string, string>): { code: string } {
    // The signature first: nothing else in an unsigned query is worth believing.
    if (!verifyCallbackHmac(query, this.app.apiSecret)) throw new Unauthorized(CALLBACK_ERRORS.signature);
    if (query.shop !== address.domain) throw new ValidationFailed(CALLBACK_ERRORS.store);
    const timestamp = Number(query.timestamp);
    if (!Number.isInteger(timestamp) || Math.abs(this.now() / 1000 - timestamp) > CALLBACK_MAX_AGE_S) {
      throw new ValidationFailed(CALLBACK_ERRORS.expired);
    }
    if (!query.code) throw new ValidationFailed(CALLBACK_ERRORS.code);
    return { code: query.code };
  }

  async exchangeCode(address: StoreAddress, code: string): Promise<Grant> {
    const body = await this.request(`${address.baseUrl}/admin/oauth/access_token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ client_id: this.app.apiKey, client_secret: this.app.apiSecret, code }),
    });
    const accessToken = text(body.json.access_token);
    if (!accessToken)
      throw new BadGateway('The store did not grant an access token. Start the connection again.');
    return { accessToken, scope: text(body.json.scope) };
  }

  async fetchProducts(
    connection: StoreConnection,
    onPage?: (count: number) => void,
  ): Promise<StoreProduct[]> {
    const products: StoreProduct[] = [];
    let url: string | null = this.adminUrl(connection, `products.json?limit=${PAGE_SIZE}`);
    while (url) {
      const page = await this.request(url, { headers: this.adminHeaders(connection) });
      products.push(...list(page.json.products).map(readProduct));
      onPage?.(products.length);
      url = nextPageUrl(page.link);
    }
    return products;
  }

  async fetchOrders(connection: StoreConnection, since?: Date): Promise<StoreOrder[]> {
    const query = new URLSearchParams({ limit: String(PAGE_SIZE), status: 'any', order: 'created_at asc' });
    if (since) query.set('created_at_min', since.toISOString());
    const orders: StoreOrder[] = [];
    let url: string | null = this.adminUrl(connection, `orders.json?${query.toString()}`);
    while (url) {
      const page = await this.request(url, { headers: this.adminHeaders(connection) });
      orders.push(...list(page.json.orders).map(readOrder));
      url = nextPageUrl(page.link);
    }
    return orders;
  }

  async subscribeWebhook(connection: StoreConnection, topic: string, address: string): Promise<void> {
    await this.request(this.adminUrl(connection, 'webhooks.json'), {
      method: 'POST',
      headers: { ...this.adminHeaders(connection), 'content-type': 'application/json' },
      body: JSON.stringify({ webhook: { topic, address, format: 'json' } }),
    });
  }

  verifyWebhook(webhook: IncomingWebhook): boolean {
    return verifyWebhookHmac(webhook.rawBody, webhook.headers[HMAC_HEADER], this.app.apiSecret);
  }

  /** Fulfils the order's open fulfillment orders with the tracking (Shopify's fulfillment-orders flow). */
  async markShipped(connection: StoreConnection, shipment: Shipment): Promise<void> {
    const id = encodeURIComponent(shipment.orderExternalId);
    const open = await this.request(this.adminUrl(connection, `orders/${id}/fulfillment_orders.json`), {
      headers: this.adminHeaders(connection),
    });
    const pending = list(open.json.fulfillment_orders).filter(
      (order) => order.status === 'open' || order.status === 'in_progress',
    );
    if (pending.length === 0) return; // already fulfilled there: telling it twice is not an error
    await this.request(this.adminUrl(connection, 'fulfillments.json'), {
      method: 'POST',
      headers: { ...this.adminHeaders(connection), 'content-type': 'application/json' },
      body: JSON.stringify({
        fulfillment: {
          line_items_by_fulfillment_order: pending.map((order) => ({ fulfillment_order_id: order.id })),
          tracking_info: {
            number: shipment.trackingNumber,
            company: shipment.carrier,
            ...(shipment.trackingUrl ? { url: shipment.trackingUrl } : {}),
          },
          notify_customer: true,
        },
      }),
    });
  }

  private adminUrl(connection: StoreConnection, path: string): string {
    return `${connection.address.baseUrl}/admin/api/${SHOPIFY_API_VERSION}/${path}`;
  }

  private adminHeaders(connection: StoreConnection): Record<string, string> {
    return { [ACCESS_TOKEN_HEADER]: connection.accessToken, accept: 'application/json' };
  }

  private async request(url: string, init: RequestInit): Promise<{ json: Json; link: string | null }> {
    let response: Response;
    try {
      response = await this.fetchImpl(url, {
        ...init,
        redirect: 'error',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new BadGateway('The store could not be reached. Try again in a short while.', { cause: error });
    }
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok || !isObject(body)) {
      throw new BadGateway(`The store answered ${response.status}. Try again in a short while.`);
    }
    return { json: body, link: response.headers.get('link') };
  }
}
