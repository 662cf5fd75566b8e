// The store adapters this API runs, and the plugin that hands them to every module (store-sync's webhooks, sync
// and shipping notices use the same ones): the sandbox store's always, real Shopify's when the app's credentials
// are configured. Also where shops' tokens are sealed (token-box.ts).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { StoreAdapter, StoreAddress } from './adapter.js';
import { SANDBOX_APP_KEY } from './sandbox-store.js';
import { parseSandboxAddress, parseShopifyAddress, ShopifyAdapter, type ShopifyApp } from './shopify.js';
import { derivedSecret, TokenBox } from './token-box.js';

export interface StoreAdaptersOptions {
  /** The API's JWT secret: the tokens' key and the sandbox app's secret are derived from it. */
  secret: string;
  publicApiUrl: string;
  /** Estiba's Shopify app, when this environment has one. */
  shopify?: ShopifyApp | null;
  fetchImpl?: typeof fetch;
}

export class StoreAdapters {
  readonly sandboxApp: ShopifyApp;
  readonly tokens: TokenBox;
  private readonly byPlatform = new Map<string, StoreAdapter>();

  constructor(readonly options: StoreAdaptersOptions) {
    this.sandboxApp = {
      apiKey: SANDBOX_APP_KEY,
      apiSecret: derivedSecret(options.secret, 'sandbox-store-app/v1'),
    };
    this.tokens = new TokenBox(options.secret);
    const fetchImpl = options.fetchImpl ?? fetch;
    this.byPlatform.set(
      'sandbox',
      new ShopifyAdapter(this.sandboxApp, (url) => parseSandboxAddress(url, options.publicApiUrl), fetchImpl),
    );
    if (options.shopify)
      this.byPlatform.set('shopify', new ShopifyAdapter(options.shopify, parseShopifyAddress, fetchImpl));
  }

  /** The adapter of a shop's platform (shops.ecommerce), if this API connects it through one. */
  forPlatform(platform: string): StoreAdapter | null {
    return this.byPlatform.get(platform) ?? null;
  }

  /**
   * The address and adapter of a store the merchant pasted. A Shopify address on an API without Shopify's
   * credentials is still recognised (platform 'shopify', adapter null) so the caller can say why it cannot connect.
   */
  resolve(url: string): { address: StoreAddress; adapter: StoreAdapter | null } | null {
    for (const adapter of this.byPlatform.values()) {
      const address = adapter.parseAddress(url);
      if (address) return { address, adapter };
    }
    const shopify = parseShopifyAddress(url);
    return shopify ? { address: shopify, adapter: null } : null;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    storeAdapters: StoreAdapters;
  }
}

export const storeAdaptersPlugin = fp(
  async (app: FastifyInstance, options: StoreAdaptersOptions) => {
    app.decorate('storeAdapters', new StoreAdapters(options));
  },
  { name: 'estiba-store-adapters' },
);
