import { claimsPath, fetchRegistry, hintMatches, parseRegistry } from './registry';

it('reads the registry entries and drops invalid or repeated ones', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  expect(
    parseRegistry({
      remotes: [
        { name: 'mf_landing', entry: 'http://localhost:3001/mf-manifest.json', version: '1.2.0' },
        { name: 'mf_orders', entry: 'http://localhost:3004/mf-manifest.json' },
        { name: 'mf_landing', entry: 'http://elsewhere/mf-manifest.json', version: '9' },
        { name: 'bad name!', entry: 'http://x/mf-manifest.json' },
        { name: 'mf_auth' },
      ],
    }),
  ).toEqual([
    { name: 'mf_landing', entry: 'http://localhost:3001/mf-manifest.json', version: '1.2.0' },
    { name: 'mf_orders', entry: 'http://localhost:3004/mf-manifest.json', version: '' },
  ]);
  expect(warn).toHaveBeenCalledTimes(2);
  warn.mockRestore();
});

it('rejects a file without a remotes list', () => {
  expect(() => parseRegistry({})).toThrow('remotes.json has no "remotes" list');
});

/** The part of a fetch Response the registry reads (jsdom has no Response). */
const answer = (status: number, body: unknown) => ({ ok: status < 400, status, json: async () => body });

it('fetches /remotes.json without the cache and fails on an error status', async () => {
  const ok = jest.fn(async () => answer(200, { remotes: [] }));
  await expect(fetchRegistry(undefined, ok as unknown as typeof fetch)).resolves.toEqual([]);
  expect(ok).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
  const down = jest.fn(async () => answer(502, null));
  await expect(fetchRegistry('/remotes.json', down as unknown as typeof fetch)).rejects.toThrow('502');
});

describe('route hints', () => {
  it('keeps the paths a remote claims and ignores a malformed list', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(
      parseRegistry({
        remotes: [
          { name: 'mf_landing', entry: 'http://l/mf-manifest.json', routes: ['/', '/prices', '/prices'] },
          { name: 'mf_orders', entry: 'http://o/mf-manifest.json', routes: ['orders'] },
          { name: 'mf_billing', entry: 'http://b/mf-manifest.json', routes: '/billing-information' },
          { name: 'mf_auth', entry: 'http://a/mf-manifest.json', routes: ['/lo*gin'] },
        ],
      }),
    ).toEqual([
      { name: 'mf_landing', entry: 'http://l/mf-manifest.json', version: '', routes: ['/', '/prices'] },
      // A remote with unusable hints loads at start, as one without hints does.
      { name: 'mf_orders', entry: 'http://o/mf-manifest.json', version: '' },
      { name: 'mf_billing', entry: 'http://b/mf-manifest.json', version: '' },
      { name: 'mf_auth', entry: 'http://a/mf-manifest.json', version: '' },
    ]);
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });

  it.each([
    ['/orders', '/orders', true],
    ['/orders', '/orders/7', true],
    ['/orders/', '/orders/import/overview', true],
    ['/orders', '/ordersx', false],
    ['/orders', '/', false],
    ['/', '/', true],
    ['/', '/prices', false],
    ['/success-stories-*', '/success-stories-be-shine', true],
    ['/success-stories-*', '/success-story', false],
  ])('hint %s covers %s: %s', (hint, path, expected) => {
    expect(hintMatches(hint, path)).toBe(expected);
  });

  it('says a remote without hints claims nothing (it is loaded at start instead)', () => {
    const entry = { name: 'mf_orders', entry: 'http://o/mf-manifest.json', version: '1' };
    expect(claimsPath(entry, '/orders')).toBe(false);
    expect(claimsPath({ ...entry, routes: ['/returns', '/orders'] }, '/orders/create')).toBe(true);
  });
});

describe('the early registry answer of index.html', () => {
  afterEach(() => {
    delete window.__estibaEarly;
  });

  it('is used once instead of a request, then the registry is fetched again', async () => {
    window.__estibaEarly = {
      registry: Promise.resolve({ remotes: [{ name: 'mf_landing', entry: 'http://l/mf-manifest.json' }] }),
    };
    const fetcher = jest.fn(async () => answer(200, { remotes: [] }));
    await expect(fetchRegistry(undefined, fetcher as unknown as typeof fetch)).resolves.toEqual([
      { name: 'mf_landing', entry: 'http://l/mf-manifest.json', version: '' },
    ]);
    expect(fetcher).not.toHaveBeenCalled();
    await expect(fetchRegistry(undefined, fetcher as unknown as typeof fetch)).resolves.toEqual([]);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('fails like a request would when the early request failed, and the retry fetches', async () => {
    window.__estibaEarly = { registry: Promise.reject(new Error('offline')) };
    const fetcher = jest.fn(async () => answer(200, { remotes: [] }));
    await expect(fetchRegistry(undefined, fetcher as unknown as typeof fetch)).rejects.toThrow('offline');
    await expect(fetchRegistry(undefined, fetcher as unknown as typeof fetch)).resolves.toEqual([]);
  });
});
