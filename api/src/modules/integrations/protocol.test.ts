// Unit tests of Shopify's protocol helpers, the addresses the adapter accepts and the tokens' box. The whole grant
// over real HTTP is in oauth.test.ts.
import { createHmac } from 'node:crypto';
import {
  callbackMessage,
  centsToDecimal,
  decimalToCents,
  nextPageUrl,
  signCallback,
  signWebhook,
  verifyCallbackHmac,
  verifyWebhookHmac,
} from './shopify-protocol.js';
import {
  CALLBACK_ERRORS,
  parseSandboxAddress,
  parseShopifyAddress,
  readOrder,
  ShopifyAdapter,
} from './shopify.js';
import { derivedSecret, TokenBox } from './token-box.js';

const SECRET = 'hush';

describe("Shopify's callback HMAC", () => {
  // The example of Shopify's documentation: code, shop, state and timestamp, hmac left out.
  const query = {
    code: '0907a61c0c8d55e99db179b68161bc00',
    shop: 'some-shop.myshopify.com',
    state: '0.6784241404160823',
    timestamp: '1337178173',
  };

  it('signs the sorted query without hmac, name=value joined with &', () => {
    expect(callbackMessage({ ...query, hmac: 'x' })).toBe(
      'code=0907a61c0c8d55e99db179b68161bc00&shop=some-shop.myshopify.com&state=0.6784241404160823&timestamp=1337178173',
    );
    expect(signCallback(query, SECRET)).toBe(
      createHmac('sha256', SECRET).update(callbackMessage(query)).digest('hex'),
    );
  });

  it('accepts the right hmac in either case and refuses a changed parameter, another key or no hmac', () => {
    const hmac = signCallback(query, SECRET);
    expect(verifyCallbackHmac({ ...query, hmac }, SECRET)).toBe(true);
    expect(verifyCallbackHmac({ ...query, hmac: hmac.toUpperCase() }, SECRET)).toBe(true);
    expect(verifyCallbackHmac({ ...query, state: 'other', hmac }, SECRET)).toBe(false);
    expect(verifyCallbackHmac({ ...query, hmac }, 'another')).toBe(false);
    expect(verifyCallbackHmac(query, SECRET)).toBe(false);
    expect(verifyCallbackHmac({ ...query, hmac: hmac.slice(2) }, SECRET)).toBe(false);
    expect(verifyCallbackHmac({ ...query, hmac: 'zz' + hmac.slice(2) }, SECRET)).toBe(false);
  });
});

describe("Shopify's webhook HMAC", () => {
  const body = Buffer.from('{"id":820982911946154508,"email":"jon@example.com"}');

  it('is the base64 HMAC-SHA256 of the raw body', () => {
    expect(signWebhook(body, SECRET)).toBe(createHmac('sha256', SECRET).update(body).digest('base64'));
    expect(verifyWebhookHmac(body, signWebhook(body, SECRET), SECRET)).toBe(true);
  });

  it('refuses another body (even the same JSON re-spaced), another key, a missing or malformed header', () => {
    const header = signWebhook(body, SECRET);
    expect(
      verifyWebhookHmac(Buffer.from('{"id": 820982911946154508,"email":"jon@example.com"}'), header, SECRET),
    ).toBe(false);
    expect(verifyWebhookHmac(body, header, 'another')).toBe(false);
    expect(verifyWebhookHmac(body, undefined, SECRET)).toBe(false);
    expect(verifyWebhookHmac(body, [header, header], SECRET)).toBe(false);
    expect(verifyWebhookHmac(body, 'not base64!', SECRET)).toBe(false);
  });
});

describe('money and pages', () => {
  it('reads decimal prices into exact cents', () => {
    expect(decimalToCents('12.5')).toBe(1250);
    expect(decimalToCents('0.10')).toBe(10);
    expect(decimalToCents('19.99')).toBe(1999);
    expect(decimalToCents(7)).toBe(700);
    expect(decimalToCents('1.005')).toBeNull();
    expect(decimalToCents('-1.00')).toBeNull();
    expect(decimalToCents(null)).toBeNull();
    expect(centsToDecimal(1999)).toBe('19.99');
    expect(centsToDecimal(5)).toBe('0.05');
  });

  it("follows the Link header's next page only", () => {
    expect(
      nextPageUrl('<https://a/p?page_info=1>; rel="previous", <https://a/p?page_info=2>; rel="next"'),
    ).toBe('https://a/p?page_info=2');
    expect(nextPageUrl('<https://a/p?page_info=1>; rel="previous"')).toBeNull();
    expect(nextPageUrl(null)).toBeNull();
  });
});

describe('store addresses', () => {
  it('takes a Shopify store however the merchant pastes it', () => {
    const demo = {
      platform: 'shopify',
      domain: 'demo.myshopify.com',
      baseUrl: 'https://demo.myshopify.com',
      handle: 'demo',
    };
    expect(parseShopifyAddress('demo.myshopify.com')).toEqual(demo);
    expect(parseShopifyAddress('https://Demo.myshopify.com/admin/products')).toEqual(demo);
    expect(parseShopifyAddress('https://admin.shopify.com/store/demo/orders')).toEqual(demo);
    expect(parseShopifyAddress('https://demo.myshopify.com.evil.example')).toBeNull();
    expect(parseShopifyAddress('https://evil.example/demo.myshopify.com')).toBeNull();
    expect(parseShopifyAddress('ftp://demo.myshopify.com')).toBeNull();
    expect(parseShopifyAddress('')).toBeNull();
  });

  it("takes the sandbox store only on this API's own origin", () => {
    expect(
      parseSandboxAddress('http://127.0.0.1:4000/sandbox-store/My-Shop/admin', 'http://127.0.0.1:4000'),
    ).toEqual({
      platform: 'sandbox',
      domain: '127.0.0.1:4000/sandbox-store/my-shop',
      baseUrl: 'http://127.0.0.1:4000/sandbox-store/my-shop',
      handle: 'my-shop',
    });
    expect(
      parseSandboxAddress('http://127.0.0.1:4001/sandbox-store/my-shop', 'http://127.0.0.1:4000'),
    ).toBeNull();
    expect(parseSandboxAddress('http://127.0.0.1:4000/other/my-shop', 'http://127.0.0.1:4000')).toBeNull();
    expect(parseSandboxAddress('http://127.0.0.1:4000/sandbox-store/', 'http://127.0.0.1:4000')).toBeNull();
  });
});

describe("the adapter's callback checks", () => {
  const address = parseShopifyAddress('demo.myshopify.com')!;
  const now = 1_700_000_000_000;
  const adapter = new ShopifyAdapter(
    { apiKey: 'key', apiSecret: SECRET },
    parseShopifyAddress,
    fetch,
    () => now,
  );
  const signed = (query: Record<string, string>) => ({ ...query, hmac: signCallback(query, SECRET) });
  const base = { code: 'c0de', shop: 'demo.myshopify.com', state: 's', timestamp: String(now / 1000) };

  it('hands back the code of a signed, fresh callback for this store', () => {
    expect(adapter.verifyCallback(address, signed(base))).toEqual({ code: 'c0de' });
  });

  it('refuses a bad signature first, then another store, an old answer, no code', () => {
    expect(() => adapter.verifyCallback(address, { ...signed(base), code: 'changed' })).toThrow(
      CALLBACK_ERRORS.signature,
    );
    expect(() => adapter.verifyCallback(address, signed({ ...base, shop: 'evil.myshopify.com' }))).toThrow(
      CALLBACK_ERRORS.store,
    );
    expect(() =>
      adapter.verifyCallback(address, signed({ ...base, timestamp: String(now / 1000 - 90_000) })),
    ).toThrow(CALLBACK_ERRORS.expired);
    expect(() => adapter.verifyCallback(address, signed({ ...base, code: '' }))).toThrow(
      CALLBACK_ERRORS.code,
    );
  });

  it('builds the authorisation address with client_id, scope, redirect_uri and state', () => {
    const url = new URL(
      adapter.authorizationUrl(address, { state: 'st', redirectUri: 'https://api.example/cb' }),
    );
    expect(url.origin + url.pathname).toBe('https://demo.myshopify.com/admin/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'key',
      scope: 'read_products,read_orders,write_fulfillments,read_fulfillments',
      redirect_uri: 'https://api.example/cb',
      state: 'st',
    });
  });
});

describe('reading an Admin API order', () => {
  it('keeps the reference, money in cents and the address', () => {
    const order = readOrder({
      id: 450789469,
      name: '#1001',
      email: 'bob@example.com',
      currency: 'mxn',
      total_price: '598.94',
      created_at: '2026-11-26T04:00:00Z',
      shipping_address: {
        first_name: 'Bob',
        last_name: 'Norman',
        address1: 'Av. 1',
        city: 'CDMX',
        zip: '01000',
        country_code: 'mx',
      },
      line_items: [{ id: 1, variant_id: 2, sku: ' TS-01 ', title: 'Tee', quantity: 2, price: '199.00' }],
    });
    expect(order).toMatchObject({
      externalId: '450789469',
      reference: '#1001',
      currency: 'MXN',
      totalCents: 59894,
      shippingAddress: { name: 'Bob Norman', countryCode: 'MX', address2: null },
      lines: [{ externalId: '1', variantId: '2', sku: 'TS-01', quantity: 2, priceCents: 19900 }],
    });
  });
});

describe('the token box', () => {
  const box = new TokenBox('a-secret-that-is-long-enough-for-tests-0001');

  it('opens what it sealed for the same shop, and nothing else', () => {
    const sealed = box.seal('shpat_123', 'shop-a');
    expect(sealed).not.toContain('shpat_123');
    expect(box.open(sealed, 'shop-a')).toBe('shpat_123');
    expect(box.open(sealed, 'shop-b')).toBeNull();
    expect(new TokenBox('another-secret-that-is-long-enough-0001').open(sealed, 'shop-a')).toBeNull();
    const [v, nonce, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(box.open([v, nonce, tag, flipped.toString('base64url')].join('.'), 'shop-a')).toBeNull();
    expect(box.open('garbage', 'shop-a')).toBeNull();
    expect(box.seal('shpat_123', 'shop-a')).not.toBe(sealed);
  });

  it('derives a separate secret per purpose', () => {
    expect(derivedSecret('s', 'a')).not.toBe(derivedSecret('s', 'b'));
    expect(derivedSecret('s', 'a')).toBe(derivedSecret('s', 'a'));
  });
});
