import { handOffUrl, redirectPolicy } from './redirect.js';

describe('where the hosted pages may send a code', () => {
  const production = redirectPolicy({
    corsOrigins: ['https://app.estiba.com', 'https://admin.estiba.com/'],
    publicAppUrl: 'https://app.estiba.com',
    brandHosts: ['fulfillment.tiendasnova.test'],
  });
  const development = redirectPolicy({
    corsOrigins: true,
    publicAppUrl: 'http://localhost:3000',
    brandHosts: [],
  });

  it.each([
    'https://app.estiba.com/authentication?redirect=%2Forders',
    'https://admin.estiba.com/setup',
    'https://fulfillment.tiendasnova.test/authentication',
    'http://fulfillment.tiendasnova.test:3100/authentication',
  ])('allows %s in production', (url) => {
    expect(production.parse(url)?.href).toBe(new URL(url).href);
  });

  it.each([
    'http://app.estiba.com/authentication',
    'https://app.estiba.com.evil.example/',
    'https://evil.example/?https://app.estiba.com',
    'http://localhost:3000/authentication',
    'ftp://app.estiba.com/',
    'javascript:alert(1)',
    '//app.estiba.com/authentication',
    'https://user@app.estiba.com/',
    `https://app.estiba.com/${'a'.repeat(2100)}`,
    '',
  ])('refuses %s in production', (url) => {
    expect(production.parse(url)).toBeNull();
  });

  it('allows this machine’s loopback hosts on any port only with CORS_ORIGINS=* (development)', () => {
    expect(development.parse('http://localhost:3100/authentication')).not.toBeNull();
    expect(development.parse('http://127.0.0.1:3000/setup')).not.toBeNull();
    expect(development.parse('https://evil.example/')).toBeNull();
    // Development's default, the web application's origin alone: other local ports are strangers.
    const byDefault = redirectPolicy({
      corsOrigins: ['http://localhost:3000'],
      publicAppUrl: 'http://localhost:3000',
      brandHosts: [],
    });
    expect(byDefault.parse('http://localhost:3000/authentication')).not.toBeNull();
    expect(byDefault.parse('http://localhost:3100/authentication')).toBeNull();
    expect(byDefault.parse('http://127.0.0.1:3000/setup')).toBeNull();
  });

  it('adds the code and the language, keeping the target’s own query', () => {
    const target = new URL(
      'https://app.estiba.com/authentication?redirect=%2Forders%3Fpage%3D2&lang=en-US#top',
    );
    const url = new URL(handOffUrl(target, 'CODE', 'es-CO'));
    expect(url.searchParams.get('redirect')).toBe('/orders?page=2');
    expect(url.searchParams.get('authorization')).toBe('CODE');
    expect(url.searchParams.getAll('lang')).toEqual(['es-CO']);
    expect(url.hash).toBe('#top');
  });
});
