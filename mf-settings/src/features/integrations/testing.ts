// Fixtures and helpers of the integration screens' tests (never imported by production code).
import type { SentRequest } from '@estiba/shared/testing';

export const SHOP_ID = 'a7000000-0000-4000-8000-000000000001';

export const shopRow = (overrides: Record<string, unknown> = {}) => ({
  shopId: SHOP_ID,
  name: 'Demo Shopify',
  ecommerce: 'shopify',
  url: 'https://demo-store.myshopify.com',
  status: 'connected',
  isMain: true,
  lastSyncedAt: '2026-11-24T16:30:00.000Z',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedScopes: 1,
  ...overrides,
});

/** `METHOD url` of a sent request, as the assertions read it. */
export const callOf = (request: SentRequest) => `${String(request.method).toUpperCase()} ${request.url}`;

/** The JSON body a request sent. */
export const bodyOf = (request: SentRequest): unknown =>
  request.data === undefined ? undefined : (JSON.parse(String(request.data)) as unknown);

/**
 * The calls a screen made, but the platforms' names (read beside the shops, their failure only logged): what
 * the assertions of a flow's order read.
 */
export const flowCalls = (requests: SentRequest[]) =>
  requests.map(callOf).filter((call) => call !== 'GET ecommerce-platforms');
