import { fetchRegistry, parseRegistry } from './registry';

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
