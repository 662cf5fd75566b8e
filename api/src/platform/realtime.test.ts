import type { AddressInfo } from 'node:net';
import { RedisAdapter } from '@socket.io/redis-adapter';
import { io as connect, type Socket } from 'socket.io-client';
import { DEMO_CLIENT_ID, DEMO_USER_ID, OTHER_CLIENT_ID, OTHER_USER_ID } from '../seed/ids.js';
import { startTestApp, uniqueRedisPrefix, type TestApp } from '../test/app.js';
import { TokenService } from '../modules/accounts/tokens.js';
import { TOKEN_ERRORS } from '../modules/accounts/tokens.js';
import { clientRoom, MISSING_SOCKET_TOKEN } from './realtime.js';

const PRODUCTS_COUNT = 'updated-products-count';
const PROGRESS = JSON.stringify({ current: 3, total: 10, shop: 'Demo Store', shopId: 'shop-1' });

async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

function open(url: string, options: { auth?: { token: string }; query?: { token: string } } = {}): Socket {
  return connect(url, { ...options, transports: ['websocket'], reconnection: false, forceNew: true });
}

/** Resolves once connected; rejects with the server's reason when refused. */
function connected(socket: Socket): Promise<Socket> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

function refusal(socket: Socket): Promise<Error & { data?: unknown }> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('the socket was accepted')));
    socket.once('connect_error', resolve);
  });
}

const next = (socket: Socket, event: string) =>
  new Promise<unknown>((resolve) => socket.once(event, resolve));

describe('the realtime socket', () => {
  let t: TestApp;
  let url: string;
  let tokens: TokenService;
  const sockets: Socket[] = [];

  const track = (socket: Socket) => {
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    t = await startTestApp();
    url = await listen(t);
    tokens = new TokenService(t.config.jwt);
  });

  afterEach(() => {
    sockets.splice(0).forEach((socket) => socket.disconnect());
  });

  afterAll(() => t.close());

  const demoToken = async () =>
    (await tokens.sign({ userId: DEMO_USER_ID, clientId: DEMO_CLIENT_ID, tokenVersion: 0, role: 'user' }))
      .token;
  const otherToken = async () =>
    (await tokens.sign({ userId: OTHER_USER_ID, clientId: OTHER_CLIENT_ID, tokenVersion: 0, role: 'user' }))
      .token;

  it('accepts a valid access token in the handshake auth or the token query', async () => {
    const viaAuth = await connected(track(open(url, { auth: { token: await demoToken() } })));
    expect(viaAuth.connected).toBe(true);
    const viaQuery = await connected(track(open(url, { query: { token: await demoToken() } })));
    expect(viaQuery.connected).toBe(true);
  });

  it('refuses a connection without a token', async () => {
    const error = await refusal(track(open(url)));
    expect(error.message).toBe(MISSING_SOCKET_TOKEN);
    expect(error.data).toEqual({ statusCode: 401 });
  });

  it('refuses a bad or expired token with the reason', async () => {
    const tampered = `${(await demoToken()).slice(0, -4)}AAAA`;
    expect((await refusal(track(open(url, { auth: { token: tampered } })))).message).toMatch(
      /^The access token/,
    );
    const expired = await tokens.sign(
      { userId: DEMO_USER_ID, clientId: DEMO_CLIENT_ID, tokenVersion: 0, role: 'user' },
      { expiresInSeconds: 1, now: Date.now() - 60_000 },
    );
    expect((await refusal(track(open(url, { auth: { token: expired.token } })))).message).toBe(
      TOKEN_ERRORS.expired,
    );
  });

  it("joins only its client's room, so one merchant's events never reach another", async () => {
    const demo = await connected(track(open(url, { auth: { token: await demoToken() } })));
    const other = await connected(track(open(url, { auth: { token: await otherToken() } })));
    const otherEvents: unknown[] = [];
    other.on(PRODUCTS_COUNT, (payload) => otherEvents.push(payload));

    const demoReceived = next(demo, PRODUCTS_COUNT);
    t.app.realtime.emitToClient(DEMO_CLIENT_ID, PRODUCTS_COUNT, PROGRESS);
    expect(await demoReceived).toBe(PROGRESS);

    // Events to one socket arrive in order: once the other merchant gets its own, the first would have come.
    const otherReceived = next(other, 'sentinel');
    t.app.realtime.emitToClient(OTHER_CLIENT_ID, 'sentinel', 'done');
    expect(await otherReceived).toBe('done');
    expect(otherEvents).toEqual([]);

    const inDemoRoom = await t.app.realtime.io.in(clientRoom(DEMO_CLIENT_ID)).fetchSockets();
    expect(inDemoRoom.map((s) => s.id)).toEqual([demo.id]);
    const rooms = await t.app.realtime.io.fetchSockets();
    const demoServerSide = rooms.find((s) => s.id === demo.id)!;
    expect([...demoServerSide.rooms].sort()).toEqual([demo.id, clientRoom(DEMO_CLIENT_ID)].sort());
  });

  const withRedis = process.env.REDIS_URL ? it : it.skip;

  it('uses the Redis adapter exactly when REDIS_URL is set', () => {
    const adapter = t.app.realtime.io.of('/').adapter;
    expect(adapter instanceof RedisAdapter).toBe(Boolean(process.env.REDIS_URL));
  });

  withRedis('delivers an event emitted by one API instance to a socket on another (Redis)', async () => {
    const prefix = uniqueRedisPrefix();
    const first = await startTestApp({ testDatabase: t.testDatabase, redisKeyPrefix: prefix });
    const second = await startTestApp({ testDatabase: t.testDatabase, redisKeyPrefix: prefix });
    try {
      const secondUrl = await listen(second);
      const demo = await connected(track(open(secondUrl, { auth: { token: await demoToken() } })));
      const received = next(demo, PRODUCTS_COUNT);
      first.app.realtime.emitToClient(DEMO_CLIENT_ID, PRODUCTS_COUNT, PROGRESS);
      expect(await received).toBe(PROGRESS);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
