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
  return {
    shopId,
    name,
    ecommerce: text(value.ecommerce) ?? '',
    url: text(value.url),
    // A shop whose scopes need updating reads as such even when the API sends no status.
    status: text(value.status) ?? (updatedScopes === 0 ? 'needs_update' : 'connected'),
    lastSyncAt: text(value.lastSyncAt) ?? text(value.lastSyncedAt),
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
 * `POST client/shop/validation` (signed in) or `POST client/shop/outside/validation` (a visitor), body {url}.
 * Answers the authorisation URL when the API put one in its answer.
 */
export async function validateShop(url: string, signedIn: boolean): Promise<string | null> {
  const path = signedIn ? 'client/shop/validation' : 'client/shop/outside/validation';
  const { data } = await apiClient.post<unknown>(path, { url });
  return text((data as { authorizationUrl?: unknown } | null)?.authorizationUrl);
}

/** The OAuth start: the shop's authorisation page, with the state the API issued. */
export async function startShopAuthorization(url: string, outsideIntegration: boolean): Promise<string> {
  const { data } = await apiClient.post<unknown>('client/shop/oauth/start', { url, outsideIntegration });
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

/** A platform of the picker (`GET ecommerce-platforms`: name, image). */
export interface EcommercePlatform {
  name: string;
  image: string;
}

export async function fetchPlatforms(): Promise<EcommercePlatform[]> {
  const { data } = await apiClient.get<EcommercePlatform[]>('ecommerce-platforms');
  return Array.isArray(data) ? data : [];
}

/** The shipping platform's product name in `PUT client/{product}/token`. */
export const SHIPPING_PLATFORM_PRODUCT = 'shipping-platform';

/** `PUT client/{product}/token` {token} → {check}. */
export async function saveShippingPlatformToken(token: string): Promise<boolean> {
  const { data } = await apiClient.put<{ check?: unknown }>(`client/${SHIPPING_PLATFORM_PRODUCT}/token`, {
    token,
  });
  return data?.check === true;
}
