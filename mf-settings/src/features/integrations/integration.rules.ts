// The rules of the integration flow (spec points 2, 3, 4 and 8) as pure functions, so each is tested on its own and
// the screens only wire them: the shop payload's outsideIntegration, what a failed validation or shop creation
// leaves for the integrations page, the `integration-error` and `newShopId` local-storage keys, and how the
// /integrations query parameters are read.
import { ERROR_MESSAGES, failedResponse, serverMessage, STORAGE_KEYS, type UiMessage } from '@estiba/shared';

/** The platforms (by slug) validated first and connected through their authorisation page (spec point 4). */
export const SHOPIFY = 'shopify';
/** Estiba's sandbox store: Shopify's protocol, served by our API under /sandbox-store/<handle>. */
export const SANDBOX = 'sandbox';
/** A manual sales channel (created at /store/create): a shop with no store behind it, for CSV and API orders. */
export const MANUAL = 'manual';
export const isOAuthPlatform = (slug: string): boolean => slug === SHOPIFY || slug === SANDBOX;

/**
 * The merchant's own sandbox store's address: the API's, then /sandbox-store/ and a handle of lower-case letters,
 * digits and dashes (the client id, CL-0002 → cl-0002; any handle is a store, the API says).
 */
export function sandboxStoreUrl(apiUrl: string, clientId: string): string {
  const handle =
    clientId
      .toLowerCase()
      .replace(/[^a-z0-9-]+/g, '-')
      .replace(/^-+/, '')
      .slice(0, 63) || 'demo';
  return `${apiUrl.replace(/\/+$/, '')}/sandbox-store/${handle}`;
}

/** Spec point 3: outsideIntegration is true unless the state contains 'fulfillment'. */
export function isOutsideIntegration(state: string | null | undefined): boolean {
  return !(state ?? '').includes('fulfillment');
}

/** What a failed Shopify validation leads to (spec point 8): 409 returns silently, anything else with a message. */
export type ValidationFailure = { silent: true } | { silent: false; message: string };

/**
 * 403 → 'This shop is already registered, please try with another one.'; 409 → back to integrations silently;
 * every other failure (other statuses, no answer) → the generic integration message.
 */
export function validationFailure(error: unknown): ValidationFailure {
  const status = failedResponse(error)?.status;
  if (status === 409) return { silent: true };
  if (status === 403) return { silent: false, message: ERROR_MESSAGES.shopAlreadyRegistered };
  return { silent: false, message: ERROR_MESSAGES.integrationFailed };
}

/** Spec point 8: a failed shop creation stores the server's message field (the generic text when it has none). */
export function shopCreationFailure(error: unknown): string {
  return serverMessage(failedResponse(error)?.data) ?? ERROR_MESSAGES.integrationFailed;
}

/** Spec point 8: a failed shipping-platform token stores the generic message. */
export const shippingTokenFailure = (): string => ERROR_MESSAGES.integrationFailed;

/**
 * The stored integration error as a person reads it: the catalogue's texts by their message id (so they show in
 * the page's language), anything else (a server's own message) as it came.
 */
export function integrationErrorMessage(stored: string): UiMessage {
  if (stored === ERROR_MESSAGES.shopAlreadyRegistered) return { id: 'errors.shopAlreadyRegistered' };
  if (stored === ERROR_MESSAGES.integrationFailed) return { id: 'errors.integrationFailed' };
  return { text: stored };
}

/** Keeps the message for the integrations page (spec point 3's `integration-error` key). */
export function storeIntegrationError(message: string, storage: Storage = localStorage): void {
  storage.setItem(STORAGE_KEYS.integrationError, message);
}

/** Reads the stored integration error and clears it, so it shows once. */
export function takeIntegrationError(storage: Storage = localStorage): string | null {
  const message = storage.getItem(STORAGE_KEYS.integrationError);
  storage.removeItem(STORAGE_KEYS.integrationError);
  return message && message.trim() ? message : null;
}

/** The query parameters /integrations accepts (spec point 2), word for word. */
export const INTEGRATION_QUERY_PARAMETERS = [
  'ecommerce-name',
  'locale',
  'shop',
  'access_token',
  'ecommerce',
  'name',
  'url',
  'userId',
  'marketplaceId',
  'storeId',
  'organizationId',
  'state',
  'invitation',
] as const;
export type IntegrationQueryParameter = (typeof INTEGRATION_QUERY_PARAMETERS)[number];
export type IntegrationQuery = Partial<Record<IntegrationQueryParameter, string>>;

/** The spec's parameters present in the address (blank ones left out); anything else is ignored. */
export function readIntegrationQuery(params: URLSearchParams): IntegrationQuery {
  const query: IntegrationQuery = {};
  for (const name of INTEGRATION_QUERY_PARAMETERS) {
    const value = params.get(name)?.trim();
    if (value) query[name] = value;
  }
  return query;
}

/** The body of `POST client/shop` (spec point 3). */
export interface ShopPayload {
  id: string;
  url: string;
  name: string;
  ecommerce: string;
  token: string;
  outsideIntegration: boolean;
}

/**
 * What /integrations must do with its address, decided once from the query:
 * - `connect`: a connector came back with a shop token (access_token): post the shop (spec point 4, step 3);
 * - `validate`: a Shopify shop to connect (`shop`, e.g. an install started from Shopify): validate, then OAuth;
 * - `connected`: Shopify's OAuth came back (the API's callback sends `shop` with `ecommerce-name`, no token): the
 *   shop is saved, the step is marked done;
 * - `none`: just show the shops.
 */
export type IntegrationStep =
  | { kind: 'connect'; payload: ShopPayload }
  | { kind: 'validate'; url: string }
  | { kind: 'connected' }
  | { kind: 'none' };

export function integrationStep(query: IntegrationQuery): IntegrationStep {
  const outsideIntegration = isOutsideIntegration(query.state);
  if (query.access_token) {
    const ecommerce = query.ecommerce ?? query['ecommerce-name'] ?? '';
    return {
      kind: 'connect',
      payload: {
        // The connector names the store by whichever id its platform has.
        id: query.storeId ?? query.marketplaceId ?? query.organizationId ?? query.shop ?? '',
        url: query.url ?? query.shop ?? '',
        name: query.name ?? query.shop ?? '',
        ecommerce,
        token: query.access_token,
        outsideIntegration,
      },
    };
  }
  if (query.shop && (query['ecommerce-name'] || query.state)) return { kind: 'connected' };
  if (query.shop) return { kind: 'validate', url: query.shop };
  return { kind: 'none' };
}

/**
 * A store address as the merchant pasted it, trimmed, when it can be one (a host with a dot, or a URL of one,
 * http or https: the sandbox store on a local API is http); else null, the form's field error. The API reads and
 * normalises it (myshopify.com domain, the sandbox store's path).
 */
export function storeAddress(input: string): string | null {
  const text = input.trim();
  if (!text || /\s/.test(text)) return null;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  // A host needs a dot (a domain) or to be this machine: 'mystore' alone is not a store's address.
  if (url.hostname !== 'localhost' && !/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(url.hostname)) return null;
  return text;
}

/** The store's host, its id for platforms posted with a token (no id of their own in this flow). */
export const storeHost = (address: string): string =>
  new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(address) ? address : `https://${address}`).hostname.toLowerCase();
