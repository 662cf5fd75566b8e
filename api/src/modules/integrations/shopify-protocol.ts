// Shopify's protocol, as plain functions (https://shopify.dev/docs/apps/auth/get-access-tokens/authorization-code-grant
// and .../webhooks/configuration/https#step-5-verify-the-webhook): the callback's HMAC over its sorted query
// without `hmac`, the webhook's HMAC over the raw body, the shop domain's shape, and the Admin API's decimal
// prices read into integer cents. Both sides use them: the adapter to verify, the sandbox store to sign.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The Admin API version both the adapter and the sandbox store speak. */
export const SHOPIFY_API_VERSION = '2024-10';
/** What Estiba asks a store for: read its products and orders, write fulfillments (tell it an order shipped). */
export const SHOPIFY_SCOPES = 'read_products,read_orders,write_fulfillments,read_fulfillments';
/** Shopify's own rule for a shop's domain. */
export const SHOPIFY_DOMAIN = /^[a-z0-9][a-z0-9-]*\.myshopify\.com$/;

export const HMAC_HEADER = 'x-shopify-hmac-sha256';
export const TOPIC_HEADER = 'x-shopify-topic';
export const SHOP_DOMAIN_HEADER = 'x-shopify-shop-domain';
export const WEBHOOK_ID_HEADER = 'x-shopify-webhook-id';
export const ACCESS_TOKEN_HEADER = 'x-shopify-access-token';

/**
 * The message a callback's HMAC covers: every parameter but `hmac` (and the legacy `signature`), sorted by name,
 * as name=value joined with '&'.
 */
export function callbackMessage(query: Record<string, string>): string {
  return Object.keys(query)
    .filter((name) => name !== 'hmac' && name !== 'signature')
    .sort()
    .map((name) => `${name}=${query[name]}`)
    .join('&');
}

/** The hex HMAC-SHA256 Shopify puts in a callback's `hmac`. */
export function signCallback(query: Record<string, string>, secret: string): string {
  return createHmac('sha256', secret).update(callbackMessage(query)).digest('hex');
}

/** Whether a callback's `hmac` is right, compared in constant time (a wrong length is simply wrong). */
export function verifyCallbackHmac(query: Record<string, string>, secret: string): boolean {
  const given = query.hmac;
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/i.test(given)) return false;
  return safeEqual(Buffer.from(given.toLowerCase(), 'hex'), Buffer.from(signCallback(query, secret), 'hex'));
}

/** The base64 HMAC-SHA256 of a webhook's raw body (the X-Shopify-Hmac-Sha256 header). */
export function signWebhook(rawBody: Buffer | string, secret: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('base64');
}

/** Whether a webhook's header signs its raw body, in constant time. */
export function verifyWebhookHmac(
  rawBody: Buffer,
  header: string | string[] | undefined,
  secret: string,
): boolean {
  if (typeof header !== 'string' || !/^[A-Za-z0-9+/]+=*$/.test(header)) return false;
  return safeEqual(Buffer.from(header, 'base64'), Buffer.from(signWebhook(rawBody, secret), 'base64'));
}

function safeEqual(given: Buffer, expected: Buffer): boolean {
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const DECIMAL = /^(\d{1,12})(?:\.(\d{1,2}))?$/;

/** '12.5' → 1250: the Admin API's decimal strings into integer cents, exactly; null when it is not one. */
export function decimalToCents(value: unknown): number | null {
  const text = typeof value === 'number' ? value.toFixed(2) : value;
  if (typeof text !== 'string') return null;
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 1250 → '12.50', how the Admin API writes money. */
export function centsToDecimal(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** The `rel="next"` address of a Link header (cursor pagination), if any. */
export function nextPageUrl(link: string | null): string | null {
  if (!link) return null;
  for (const part of link.split(',')) {
    const match = /<([^>]+)>\s*;\s*rel="?next"?/.exec(part);
    if (match?.[1]) return match[1];
  }
  return null;
}
