// One interface for every store platform (issue 19): a platform's adapter authorises, validates a store's address,
// reads its products and orders, subscribes to and verifies its webhooks and tells it an order shipped. Shopify's adapter
// (shopify.ts) speaks Shopify's real protocol; the sandbox store (sandbox-store.ts) speaks the same one, so the
// same adapter connects both. Platforms without an OAuth grant here (spec point 4 step 3) post the shop with a
// token instead (POST client/shop) and have no adapter yet.

/** A store address, checked and normalised: what the merchant pasted, as the platform names it. */
export interface StoreAddress {
  /** The shops.ecommerce value: 'shopify', or 'sandbox' for the sandbox store. */
  platform: string;
  /** The store as its OAuth callback's `shop` parameter names it (demo.myshopify.com). */
  domain: string;
  /** Where the store's OAuth and Admin API live (https://demo.myshopify.com), no trailing slash. */
  baseUrl: string;
  /** The shop's name as shown before it is connected: its handle (demo). */
  handle: string;
}

/** A connected store: where it is and the access token it granted. */
export interface StoreConnection {
  address: StoreAddress;
  accessToken: string;
}

export interface AuthorizationRequest {
  /** The random value we issued for this grant; the callback must bring it back unchanged. */
  state: string;
  /** Our callback, registered with the platform's app. */
  redirectUri: string;
}

/** What the platform granted at the end of an authorisation. */
export interface Grant {
  accessToken: string;
  scope: string;
}

export interface StoreVariant {
  externalId: string;
  sku: string;
  title: string;
  barcode: string | null;
  /** Exact, in the store currency's minor units (a decimal string read digit by digit, never through a float). */
  priceCents: number;
  grams: number;
}

export interface StoreProduct {
  externalId: string;
  title: string;
  handle: string;
  imageUrl: string | null;
  variants: StoreVariant[];
}

export interface StoreOrderLine {
  externalId: string;
  variantId: string | null;
  sku: string;
  title: string;
  quantity: number;
  priceCents: number;
}

export interface StoreOrderAddress {
  name: string;
  address1: string;
  address2: string | null;
  city: string;
  province: string | null;
  zip: string;
  countryCode: string;
  phone: string | null;
}

export interface StoreOrder {
  externalId: string;
  /** The shop's reference (#1001). */
  reference: string;
  email: string | null;
  currency: string;
  totalCents: number;
  createdAt: string;
  shippingAddress: StoreOrderAddress | null;
  lines: StoreOrderLine[];
}

export interface Shipment {
  /** The store's id of the order. */
  orderExternalId: string;
  trackingNumber: string;
  carrier: string;
  trackingUrl: string | null;
}

/** A webhook as it arrived: the body exactly as sent (signatures cover bytes, not parsed JSON) and its headers. */
export interface IncomingWebhook {
  rawBody: Buffer;
  headers: Record<string, string | string[] | undefined>;
}

export interface StoreAdapter {
  /**
   * Checks and normalises an address a merchant pasted; null when it is not a store of this adapter, so the
   * caller can try the next one and answer 400 when none takes it.
   */
  parseAddress(url: string): StoreAddress | null;
  /** The platform's page where the merchant grants access. */
  authorizationUrl(address: StoreAddress, request: AuthorizationRequest): string;
  /**
   * Verifies a callback's signature (before anything else is read from it) and that it is for `address`;
   * throws an AppError (401 bad signature, 400 another store or no code) when not.
   */
  verifyCallback(address: StoreAddress, query: Record<string, string>): { code: string };
  /** Exchanges the callback's code for an access token. */
  exchangeCode(address: StoreAddress, code: string): Promise<Grant>;
  /** Every product of the store, page by page (onPage after each, for progress). */
  fetchProducts(connection: StoreConnection, onPage?: (count: number) => void): Promise<StoreProduct[]>;
  /** Orders created since `since` (all of them without it), oldest first. */
  fetchOrders(connection: StoreConnection, since?: Date): Promise<StoreOrder[]>;
  /** Asks the store to POST `topic`'s events to `address` (our webhook endpoint). */
  subscribeWebhook(connection: StoreConnection, topic: string, address: string): Promise<void>;
  /** Whether a webhook is genuinely from the platform (its signature over the raw body, constant-time). */
  verifyWebhook(webhook: IncomingWebhook): boolean;
  /** Tells the store an order left the warehouse, with its tracking. */
  markShipped(connection: StoreConnection, shipment: Shipment): Promise<void>;
}
