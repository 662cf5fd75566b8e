import { API_CONTENT_SECURITY_POLICY } from '../../platform/security-headers.js';
import { startTestApp, type TestApp } from '../../test/app.js';

describe('GET /media/logos/:kind/:slug.svg', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(() => t.close());

  it('serves a carrier wordmark as SVG, cached for a long time', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/media/logos/carriers/dhl-express.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=2592000');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // Embedded by the web application's origins; opened on its own, allowed to load and run nothing.
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);
    expect(response.body).not.toMatch(/style|<script|href/);
    expect(response.body).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="240" height="80" viewBox="0 0 240 80"/,
    );
    expect(response.body).toContain('<title>DHL Express</title>');
    expect(response.body).toContain('>DHL Express</text>');
  });

  it('escapes the brand name (J&T Express)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/media/logos/carriers/jt-express.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('aria-label="J&amp;T Express"');
    expect(response.body).toContain('>J&amp;T Express</text>');
    expect(response.body).not.toContain('J&T');
  });

  it('serves e-commerce platform wordmarks', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/media/logos/ecommerce-platforms/tiendanube.svg',
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Tiendanube</title>');
  });

  it('answers 304 when the browser already has this version', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/media/logos/carriers/estafeta.svg' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.app.inject({
      method: 'GET',
      url: '/media/logos/carriers/estafeta.svg',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers 404 for an unknown kind or slug', async () => {
    for (const url of [
      '/media/logos/carriers/unknown-carrier.svg',
      '/media/logos/warehouses/estafeta.svg',
      '/media/logos/ecommerce-platforms/estafeta.svg',
      '/media/logos/carriers/Estafeta.svg',
      '/media/logos/carriers/..%2Fsecret.svg',
      '/media/logos/carriers/estafeta.png',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
    }
    const unknown = await t.app.inject({ method: 'GET', url: '/media/logos/carriers/unknown-carrier.svg' });
    expect(unknown.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Logo not found' });
  });
});
