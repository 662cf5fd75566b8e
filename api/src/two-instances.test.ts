// Two API processes working as one (issue 20): real child processes of src/main.ts (through tsx, so no build is
// needed) on one PostgreSQL database and one Redis, as two instances behind a load balancer run. An event caused
// through one reaches sockets connected to either; a scheduled job's occurrence runs once; a webhook is delivered
// once although both run the dispatcher; the /v1 rate limit counts a token's calls to both.
//
// PGlite is one process's database, so this needs DATABASE_URL and REDIS_URL (as CI sets them) and is skipped
// without them. The database is a copy of the run's seeded template under a name of its own, dropped afterwards;
// the Redis keys and channels carry a prefix of their own.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import type { Socket } from 'socket.io-client';
import { TokenService } from './modules/accounts/tokens.js';
import { verifySignature } from './modules/webhook-subscriptions/rules.js';
import { startReceiver, type TestReceiver } from './modules/webhook-subscriptions/test-receiver.js';
import { PRUNE_EVENTS_JOB } from './platform/events/plugin.js';
import { DEMO_CLIENT_ID, DEMO_USER_ID } from './seed/ids.js';
import {
  FIXTURE_LOCALES_DIR,
  TEST_FILES_DIR,
  TEST_JWT_SECRET,
  testConfig,
  uniqueRedisPrefix,
} from './test/app.js';
import { createTestDatabase, type TestDatabase } from './test/database.js';
import { TEST_PAYLOAD_KEY } from './test/signed-payload.js';
import { collect, connectSocket, waitFor } from './test/sockets.js';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const servers = process.env.DATABASE_URL && process.env.REDIS_URL ? describe : describe.skip;
/** Starting two processes through tsx, then a scheduler's look every 30 s (pg-boss), on a two-core machine. */
const TIMEOUT_MS = 120_000;
const READY_TIMEOUT_MS = 60_000;
const STOP_GRACE_MS = 10_000;
/** Long enough for a second delivery or a second run to show up if there were one. */
const SETTLE_MS = 3_000;
const RATE_LIMIT = 3;

interface Instance {
  name: string;
  url: string;
  child: ChildProcess;
  /** The last of what it printed, for the failure's message. */
  output: () => string;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

async function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: { ...process.env, ...env, PORT: String(port), PUBLIC_API_URL: url },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const keep = (chunk: Buffer) => (printed = (printed + chunk.toString('utf8')).slice(-4000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const instance = { name, url, child, output: () => printed };
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (exited(child)) throw new Error(`API ${name} exited while starting:\n${printed}`);
    try {
      if ((await fetch(`${url}/health`, { signal: AbortSignal.timeout(2000) })).ok) return instance;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`API ${name} did not answer within ${READY_TIMEOUT_MS} ms:\n${printed}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** SIGTERM (a graceful stop), then SIGKILL for one that lingers. */
async function stopInstance({ child }: Instance): Promise<void> {
  if (exited(child)) return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

servers('two API processes on one database and Redis (needs DATABASE_URL and REDIS_URL)', () => {
  let database: TestDatabase;
  let receiver: TestReceiver;
  let a: Instance;
  let b: Instance;
  let token: string;
  const redisKeyPrefix = uniqueRedisPrefix();
  const probe = randomUUID();
  const sockets: Socket[] = [];
  /** Every process that started, so afterAll stops it even when the other one failed to. */
  const running: Instance[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    receiver = await startReceiver();
    const env = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: database.url!,
      REDIS_URL: process.env.REDIS_URL!,
      REDIS_KEY_PREFIX: redisKeyPrefix,
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      JWT_SECRET: TEST_JWT_SECRET,
      PAYLOAD_KEY: TEST_PAYLOAD_KEY,
      LOCALES_DIR: FIXTURE_LOCALES_DIR,
      FILES_DIR: TEST_FILES_DIR,
      JOB_POLLING_INTERVAL_MS: '500',
      WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true',
      PUBLIC_API_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
    };
    const started = await Promise.allSettled([startInstance('A', env), startInstance('B', env)]);
    for (const result of started) if (result.status === 'fulfilled') running.push(result.value);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw (failed as PromiseRejectedResult).reason;
    [a, b] = started.map((result) => (result as PromiseFulfilledResult<Instance>).value) as [
      Instance,
      Instance,
    ];
    // The daily prune made due every minute, with a mark of this file in its data (the last test looks at it, so
    // the wait for the schedulers' next look, up to 30 s, runs beside the other tests): both processes' schedulers
    // read the schedule from the database, and each occurrence must become one job, run by one process, once.
    await owner("UPDATE pgboss.schedule SET cron = '* * * * *', data = $2 WHERE name = $1", [
      PRUNE_EVENTS_JOB,
      JSON.stringify({ probe }),
    ]);
    const tokens = new TokenService(testConfig().jwt);
    token = (
      await tokens.sign({ userId: DEMO_USER_ID, clientId: DEMO_CLIENT_ID, tokenVersion: 0, role: 'user' })
    ).token;
  }, TIMEOUT_MS);

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await Promise.all(running.map(stopInstance));
    await receiver?.close();
    await database?.destroy();
    const redis = new Redis(process.env.REDIS_URL!);
    try {
      const keys = await redis.keys(`${redisKeyPrefix}*`);
      if (keys.length > 0) await redis.del(...keys);
    } finally {
      redis.disconnect();
    }
  }, TIMEOUT_MS);

  /** Fails with what both processes printed, which says more than a status. */
  const explain = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      const printed = running.map((i) => `--- API ${i.name}:\n${i.output() || '(nothing)'}`).join('\n');
      throw new Error(`${(error as Error).message}\n${printed}`, { cause: error });
    }
  };

  const call = async (instance: Instance, method: string, url: string, body?: object, bearer = token) => {
    const response = await fetch(`${instance.url}${url}`, {
      method,
      headers: {
        authorization: `Bearer ${bearer}`,
        ...(body ? { 'content-type': 'application/json', 'idempotency-key': randomUUID() } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  const owner = <T>(text: string, values: unknown[] = []) =>
    database.database.asOwner((tx) => tx.query<T & Record<string, unknown>>(text, values));

  const createOrder = async (instance: Instance) => {
    const [product] = await owner<{ id: string }>(
      'SELECT id FROM products WHERE client_id = $1 AND NOT is_bundle ORDER BY sku LIMIT 1',
      [DEMO_CLIENT_ID],
    );
    const created = await call(instance, 'POST', '/client/order', {
      warehouseId: 'WH-MX-CDMX',
      address: {
        customerName: 'Lucía Fernández',
        customerEmail: 'lucia@example.mx',
        customerPhone: '+52 55 1234 5678',
        line1: 'Av. Insurgentes Sur 1602',
        line2: null,
        city: 'Ciudad de México',
        region: 'CDMX',
        postalCode: '03940',
        countryCode: 'MX',
      },
      lines: [{ productId: product!.id, quantity: 1, unitPriceMinor: 12_550 }],
    });
    expect(created.status).toBe(201);
    return created.body.id as string;
  };

  it(
    "brings an order created through A to the merchant's sockets on A and on B, and its webhook once",
    () =>
      explain(async () => {
        const subscribed = await call(b, 'POST', '/client/webhook-subscriptions', {
          url: receiver.url,
          topics: ['order.created'],
        });
        expect(subscribed.status).toBe(201);
        const secret = subscribed.body.secret as string;

        const onA = await connectSocket(a.url, token);
        const onB = await connectSocket(b.url, token);
        sockets.push(onA, onB);
        const [heardOnA, heardOnB] = [collect(onA, 'order.created'), collect(onB, 'order.created')];

        const orderId = await createOrder(a);
        // The relay emits each event once, from whichever process claims it: one socket hears it through the
        // Redis adapter whichever that was.
        const ofOrder = (heard: unknown[]) =>
          heard.filter((p) => (p as { orderId?: string }).orderId === orderId);
        await waitFor(
          'the order on both sockets',
          () => ofOrder(heardOnA).length && ofOrder(heardOnB).length,
        );

        const [delivered] = await receiver.waitFor(1, 20_000);
        await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
        expect(ofOrder(heardOnA)).toHaveLength(1);
        expect(ofOrder(heardOnB)).toHaveLength(1);
        // Both processes ran the dispatcher on the commit's notification; one delivery, one attempt.
        expect(receiver.received).toHaveLength(1);
        expect(JSON.parse(delivered!.body)).toMatchObject({ type: 'order.created', data: { orderId } });
        expect(verifySignature(secret, delivered!.headers as Record<string, string>, delivered!.body)).toBe(
          true,
        );
        const attempts = await owner<{ count: string }>(
          `SELECT count(*) FROM webhook_attempts t JOIN webhook_deliveries d ON d.id = t.delivery_id
            WHERE d.subscription_id = $1`,
          [(subscribed.body.subscription as { id: string }).id],
        );
        expect(Number(attempts[0]!.count)).toBe(1);
      }),
    TIMEOUT_MS,
  );

  it(
    "counts a token's /v1 calls to both processes against one limit",
    () =>
      explain(async () => {
        const created = await call(a, 'POST', '/client/api-tokens', {
          name: `two-instances-${randomUUID()}`,
          scopes: ['orders:read'],
        });
        expect(created.status).toBe(201);
        const secret = created.body.secret as string;
        const statuses: number[] = [];
        for (const instance of [a, b, a, b]) {
          statuses.push((await call(instance, 'GET', '/v1/orders?limit=1', undefined, secret)).status);
        }
        expect(statuses).toEqual([200, 200, 200, 429]);
      }),
    TIMEOUT_MS,
  );
  it(
    "runs a scheduled job's occurrence once, though both processes keep the schedule",
    () =>
      explain(async () => {
        const runs = () =>
          owner<{ id: string; state: string; retry_count: number; created_on: Date }>(
            "SELECT id, state, retry_count, created_on FROM pgboss.job WHERE name = $1 AND data->>'probe' = $2",
            [PRUNE_EVENTS_JOB, probe],
          );
        await waitFor(
          'a run of the schedule',
          async () => (await runs()).some((run) => run.state === 'completed'),
          60_000,
        );
        await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
        const sent = await owner<{ slot: Date; count: string }>(
          `SELECT singleton_on AS slot, count(*) FROM pgboss.job
            WHERE name = '__pgboss__send-it' AND data->'data'->>'probe' = $1 GROUP BY singleton_on`,
          [probe],
        );
        // One send per minute's occurrence, and one run of each, completed at its first attempt.
        expect(sent.length).toBeGreaterThanOrEqual(1);
        expect(sent.every((slot) => Number(slot.count) === 1)).toBe(true);
        const done = await runs();
        expect(done.filter((run) => run.state === 'completed')).toHaveLength(done.length);
        expect(done.length).toBeLessThanOrEqual(sent.length);
        expect(done.every((run) => run.retry_count === 0)).toBe(true);
      }),
    TIMEOUT_MS,
  );
});
