// The integration calls of spec point 7 (word for word) and the shop list the integrations page shows. The shop
// list's shape is read defensively: the API's integrations module (store-connect, issue 19) owns it.
import { apiClient } from '@estiba/shared';
import type { ShopPayload } from './integration.rules';

/** One connected shop as the integrations page shows it. */
export interface ConnectedShop {
  shopId: string;
  name: string;
  ecommerce: string;
  url: string | null;
  /** The API's status word (connected, needs_update, disconnected…); unknown words are shown as they come. */
  status: string;
  lastSyncAt: string | null;
  updatedScopes: number;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

/** A shop of `GET client/shops`, or null for a row without an id or a name. */
export function readShop(row: unknown): ConnectedShop | null {
  if (!row || typeof row !== 'object') return null;
  const value = row as Record<string, unknown>;
  const shopId = text(value.shopId) ?? text(value.id);
  const name = text(value.name);
  if (!shopId || !name) return null;
  const updatedScopes = typeof value.updatedScopes === 'number' ? value.updatedScopes : 1;
  const status = text(value.status) ?? 'connected';
  return {
    shopId,
    name,
    ecommerce: text(value.ecommerce) ?? '',
    url: text(value.url),
    // A connected shop whose scopes need updating (spec point 4's updatedScopes 0) says so.
    status: status === 'connected' && updatedScopes === 0 ? 'needs_update' : status,
    lastSyncAt: text(value.lastSyncedAt) ?? text(value.lastSyncAt),
    updatedScopes,
  };
}

/** `GET client/shops`: the merchant's connected shops (an array, or `{ shops }`). */
export async function fetchShops(): Promise<ConnectedShop[]> {
  const { data } = await apiClient.get<unknown>('client/shops');
  const rows: unknown = Array.isArray(data) ? data : (data as { shops?: unknown } | null)?.shops;
  return Array.isArray(rows) ? rows.map(readShop).filter((shop): shop is ConnectedShop => shop !== null) : [];
}

const shopPath = (shopId: string) => `client/shop/${encodeURIComponent(shopId)}`;

/** Sync now: the API queues the product sync; its progress comes on the socket. */
export async function syncShop(shopId: string): Promise<void> {
  await apiClient.post(`${shopPath(shopId)}/sync`);
}

/** Disconnect a shop. */
export async function disconnectShop(shopId: string): Promise<void> {
  await apiClient.delete(shopPath(shopId));
}

/**
 * `POST client/shop/validation` (signed in) or `POST client/shop/outside/validation` (a visitor), body {url}: the
 * API reads the address as pasted (a myshopify.com domain or the sandbox store's address under the API's own).
 */
export async function validateShop(url: string, signedIn: boolean): Promise<void> {
  await apiClient.post(signedIn ? 'client/shop/validation' : 'client/shop/outside/validation', { url });
}

/** The OAuth start (`POST client/shop/oauth/start` {url}): the store's authorisation page, with our state. */
export async function startShopAuthorization(url: string): Promise<string> {
  const { data } = await apiClient.post<unknown>('client/shop/oauth/start', { url });
  const authorizationUrl = text((data as { authorizationUrl?: unknown } | null)?.authorizationUrl);
  if (!authorizationUrl) throw new Error('The API answered no authorisation page');
  return authorizationUrl;
}

/** `POST client/shop` → {shopId}. */
export async function createShop(payload: ShopPayload): Promise<string> {
  const { data } = await apiClient.post<{ shopId?: unknown }>('client/shop', payload);
  const shopId = data?.shopId;
  return typeof shopId === 'number' ? String(shopId) : (text(shopId) ?? '');
}

/** `POST dashboard/steps/update` {field:'integrate'}: the onboarding step is done. */
export async function markIntegrateStepDone(): Promise<void> {
  await apiClient.post('dashboard/steps/update', { field: 'integrate' });
}

/**
 * A platform of the picker (`GET ecommerce-platforms`: slug, name, image; the API's EcommercePlatform, written
 * here because this package does not depend on the API's contract package).
 */
export interface EcommercePlatform {
  slug: string;
  name: string;
  image: string;
}

export async function fetchPlatforms(): Promise<EcommercePlatform[]> {
  const { data } = await apiClient.get<unknown>('ecommerce-platforms');
  return Array.isArray(data) ? data.filter(isPlatform) : [];
}

function isPlatform(value: unknown): value is EcommercePlatform {
  if (!value || typeof value !== 'object') return false;
  const { slug, name, image } = value as Record<string, unknown>;
  return Boolean(text(slug) && text(name) && typeof image === 'string');
}

/** The shipping platform's product name in `PUT client/{product}/token`. */
export const SHIPPING_PLATFORM_PRODUCT = 'shipping-platform';

/**
 * `PUT client/{product}/token` {token} → {check}; the API adds the account's id at the platform (what the navbar
 * shows after 'Integrated with'), null when it does not say.
 */
export async function saveShippingPlatformToken(
  token: string,
): Promise<{ check: boolean; shippingPlatformId: string | null }> {
  const { data } = await apiClient.put<{ check?: unknown; shippingPlatformId?: unknown }>(
    `client/${SHIPPING_PLATFORM_PRODUCT}/token`,
    { token },
  );
  return {
    check: data?.check === true,
    shippingPlatformId: typeof data?.shippingPlatformId === 'string' ? data.shippingPlatformId : null,
  };
}
