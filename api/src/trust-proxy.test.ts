// TRUST_PROXY decides which X-Forwarded-For entries name the client, and rate limits key on that address: a
// client that could choose its own (TRUST_PROXY=true) would get a fresh limit with every made-up address.
import { startTestApp, type TestApp } from './test/app.js';

async function appTrusting(trustProxy: string | undefined): Promise<TestApp> {
  return startTestApp({
    env: { TRUST_PROXY: trustProxy },
    testRoutes: async (app) => {
      app.get('/test/ip', async (request) => ({ ip: request.ip }));
    },
  });
}

async function clientAddress(
  t: TestApp,
  remoteAddress: string,
  forwardedFor: string | undefined,
): Promise<string> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/test/ip',
    remoteAddress,
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  });
  return (response.json() as { ip: string }).ip;
}

describe('the client address behind proxies', () => {
  const apps: TestApp[] = [];
  const start = async (trustProxy: string | undefined) => {
    const t = await appTrusting(trustProxy);
    apps.push(t);
    return t;
  };

  afterAll(async () => {
    await Promise.all(apps.map((t) => t.close()));
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const t = await start(undefined);
    expect(await clientAddress(t, '203.0.113.9', '198.51.100.1')).toBe('203.0.113.9');
  });

  it('with a hop count, takes the address the nearest proxies saw, whatever the client wrote before it', async () => {
    const t = await start('1');
    expect(await clientAddress(t, '10.0.0.2', '1.1.1.1, 198.51.100.7')).toBe('198.51.100.7');
    expect(await clientAddress(t, '10.0.0.2', '2.2.2.2, 3.3.3.3, 198.51.100.7')).toBe('198.51.100.7');
    const twoHops = await start('2');
    expect(await clientAddress(twoHops, '10.0.0.2', '1.1.1.1, 198.51.100.7, 10.0.0.9')).toBe('198.51.100.7');
  });

  it('with the proxies’ addresses, believes only those proxies', async () => {
    const t = await start('10.0.0.0/8, 192.168.1.7');
    expect(await clientAddress(t, '10.0.0.2', '1.1.1.1, 198.51.100.7')).toBe('198.51.100.7');
    expect(await clientAddress(t, '10.0.0.2', '198.51.100.7, 192.168.1.7')).toBe('198.51.100.7');
    // A client reaching the API directly cannot name itself someone else.
    expect(await clientAddress(t, '203.0.113.9', '198.51.100.7')).toBe('203.0.113.9');
  });
});
