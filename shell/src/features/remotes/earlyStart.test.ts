import { takeEarlyJson, takeEarlyManifest } from './earlyStart';

afterEach(() => {
  delete window.__estibaEarly;
});

it('hands each early answer out once', async () => {
  const config = Promise.resolve({ apiUrl: 'http://api.test' });
  window.__estibaEarly = { appConfig: config };
  expect(takeEarlyJson('appConfig')).toBe(config);
  expect(takeEarlyJson('appConfig')).toBeUndefined();
  expect(takeEarlyJson('registry')).toBeUndefined();
});

it('hands a manifest response out once, by its registry URL', () => {
  const response = Promise.resolve({ ok: true } as Response);
  window.__estibaEarly = { manifests: { 'http://l/mf-manifest.json': response } };
  expect(takeEarlyManifest('http://o/mf-manifest.json')).toBeUndefined();
  expect(takeEarlyManifest('http://l/mf-manifest.json')).toBe(response);
  expect(takeEarlyManifest('http://l/mf-manifest.json')).toBeUndefined();
});

it('has nothing to hand out when index.html started nothing (tests, other hosts)', () => {
  expect(takeEarlyJson('registry')).toBeUndefined();
  expect(takeEarlyManifest('http://l/mf-manifest.json')).toBeUndefined();
});
