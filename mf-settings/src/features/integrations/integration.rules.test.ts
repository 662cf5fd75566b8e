import { ERROR_MESSAGES, STORAGE_KEYS } from '@estiba/shared';
import {
  integrationErrorMessage,
  integrationStep,
  INTEGRATION_QUERY_PARAMETERS,
  isOutsideIntegration,
  isOAuthPlatform,
  sandboxStoreUrl,
  storeAddress,
  storeHost,
  readIntegrationQuery,
  shippingTokenFailure,
  shopCreationFailure,
  storeIntegrationError,
  takeIntegrationError,
  validationFailure,
} from './integration.rules';

/** A failed call as the API client rejects it. */
const refused = (status: number, data: unknown = {}) =>
  Object.assign(new Error(`Request failed with status code ${status}`), {
    isAxiosError: true,
    response: { status, data },
  });
const unanswered = () =>
  Object.assign(new Error('Network Error'), { isAxiosError: true, code: 'ERR_NETWORK' });

beforeEach(() => localStorage.clear());

describe('outsideIntegration (spec point 3)', () => {
  it.each([
    [null, true],
    [undefined, true],
    ['', true],
    ['abc123', true],
    ['Fulfillment', true],
    ['fulfillment', false],
    ['from-fulfillment-landing', false],
  ])('state %p → %p', (state, expected) => {
    expect(isOutsideIntegration(state)).toBe(expected);
  });
});

describe('a failed Shopify validation (spec point 8)', () => {
  it('403 says the shop is already registered', () => {
    expect(validationFailure(refused(403, { message: 'Forbidden' }))).toEqual({
      silent: false,
      message: 'This shop is already registered, please try with another one.',
    });
  });

  it('409 returns silently', () => {
    expect(validationFailure(refused(409))).toEqual({ silent: true });
  });

  it.each([[400], [404], [422], [500], [503]])('%p gives the generic message', (status) => {
    expect(validationFailure(refused(status, { message: 'server words' }))).toEqual({
      silent: false,
      message:
        "We're sorry, something went wrong in the process, we're working on it, please try again in a short while.",
    });
  });

  it('no answer and a plain error give the generic message too', () => {
    expect(validationFailure(unanswered())).toEqual({
      silent: false,
      message: ERROR_MESSAGES.integrationFailed,
    });
    expect(validationFailure(new Error('boom'))).toEqual({
      silent: false,
      message: ERROR_MESSAGES.integrationFailed,
    });
  });
});

describe('a failed shop creation and shipping token (spec point 8)', () => {
  it("stores the server's message field", () => {
    expect(shopCreationFailure(refused(400, { message: 'The token is not valid for this store' }))).toBe(
      'The token is not valid for this store',
    );
  });

  it('falls back to the generic message when the server gave none', () => {
    expect(shopCreationFailure(refused(400, { message: '  ' }))).toBe(ERROR_MESSAGES.integrationFailed);
    expect(shopCreationFailure(unanswered())).toBe(ERROR_MESSAGES.integrationFailed);
  });

  it('a shipping-platform token failure is the generic message', () => {
    expect(shippingTokenFailure()).toBe(ERROR_MESSAGES.integrationFailed);
  });
});

describe('the integration-error local-storage key', () => {
  it("is the spec's key, read once then cleared", () => {
    expect(STORAGE_KEYS.integrationError).toBe('integration-error');
    storeIntegrationError('Shop refused');
    expect(localStorage.getItem('integration-error')).toBe('Shop refused');
    expect(takeIntegrationError()).toBe('Shop refused');
    expect(localStorage.getItem('integration-error')).toBeNull();
    expect(takeIntegrationError()).toBeNull();
  });

  it('a blank stored message counts as none (and is cleared)', () => {
    localStorage.setItem('integration-error', ' ');
    expect(takeIntegrationError()).toBeNull();
    expect(localStorage.getItem('integration-error')).toBeNull();
  });

  it('shows the catalogue texts translated and any other text as it came', () => {
    expect(integrationErrorMessage(ERROR_MESSAGES.shopAlreadyRegistered)).toEqual({
      id: 'errors.shopAlreadyRegistered',
    });
    expect(integrationErrorMessage(ERROR_MESSAGES.integrationFailed)).toEqual({
      id: 'errors.integrationFailed',
    });
    expect(integrationErrorMessage('Store closed')).toEqual({ text: 'Store closed' });
  });
});

describe('the /integrations query parameters (spec point 2)', () => {
  it('are the thirteen of the spec, word for word', () => {
    expect(INTEGRATION_QUERY_PARAMETERS).toEqual([
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
    ]);
  });

  it('reads only those, leaving blank ones out', () => {
    const params = new URLSearchParams(
      'shop=a.myshopify.com&name=&foo=bar&ecommerce-name=Shopify&locale=es-MX',
    );
    expect(readIntegrationQuery(params)).toEqual({
      shop: 'a.myshopify.com',
      'ecommerce-name': 'Shopify',
      locale: 'es-MX',
    });
  });

  it('a connector return with a token posts the shop, outside unless the state says fulfillment', () => {
    const query = readIntegrationQuery(
      new URLSearchParams(
        'access_token=tok-1&ecommerce=WooCommerce&name=My%20Shop&url=https://shop.example&storeId=77&state=xyz',
      ),
    );
    expect(integrationStep(query)).toEqual({
      kind: 'connect',
      payload: {
        id: '77',
        url: 'https://shop.example',
        name: 'My Shop',
        ecommerce: 'WooCommerce',
        token: 'tok-1',
        outsideIntegration: true,
      },
    });
    const inside = integrationStep({
      ...query,
      storeId: undefined,
      marketplaceId: 'MLM-9',
      state: 'fulfillment',
    });
    expect(inside).toMatchObject({ kind: 'connect', payload: { id: 'MLM-9', outsideIntegration: false } });
  });

  it("a Shopify shop alone is validated; with the callback's ecommerce-name (or a state) it is the OAuth return", () => {
    expect(integrationStep({ shop: 'a.myshopify.com' })).toEqual({
      kind: 'validate',
      url: 'a.myshopify.com',
    });
    expect(integrationStep({ shop: 'a.myshopify.com', 'ecommerce-name': 'shopify', name: 'a' })).toEqual({
      kind: 'connected',
    });
    expect(integrationStep({ shop: 'a.myshopify.com', state: 'n0nce' })).toEqual({ kind: 'connected' });
    expect(integrationStep({ invitation: 'inv-1', locale: 'es-AR' })).toEqual({ kind: 'none' });
  });
});

describe('a pasted store address', () => {
  it.each([
    ['mystore.myshopify.com', 'mystore.myshopify.com'],
    ['  https://MyStore.myshopify.com/admin/products ', 'https://MyStore.myshopify.com/admin/products'],
    ['http://localhost:4000/sandbox-store/cl-0002', 'http://localhost:4000/sandbox-store/cl-0002'],
    ['mystore', null],
    ['', null],
    ['my store.com', null],
    ['ftp://files.example.com', null],
    ['javascript:alert(1)', null],
  ])('%p → %p (the API normalises it)', (input, expected) => {
    expect(storeAddress(input)).toBe(expected);
  });

  it("the store's host is its id for platforms posted with a token", () => {
    expect(storeHost('https://Woo.Example.com/shop')).toBe('woo.example.com');
    expect(storeHost('woo.example.com')).toBe('woo.example.com');
  });
});

describe('the sandbox store', () => {
  it("is the merchant's own, under the API's address", () => {
    expect(sandboxStoreUrl('http://localhost:4000', 'CL-0002')).toBe(
      'http://localhost:4000/sandbox-store/cl-0002',
    );
    expect(sandboxStoreUrl('https://api.estiba.example/v1/', 'Acme_Co 7')).toBe(
      'https://api.estiba.example/v1/sandbox-store/acme-co-7',
    );
    expect(sandboxStoreUrl('http://localhost:4000', '--')).toBe('http://localhost:4000/sandbox-store/demo');
  });

  it('connects through its authorisation page, like Shopify; other platforms post a token', () => {
    expect([isOAuthPlatform('shopify'), isOAuthPlatform('sandbox'), isOAuthPlatform('woocommerce')]).toEqual([
      true,
      true,
      false,
    ]);
  });
});
