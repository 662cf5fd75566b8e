import { Redis } from 'ioredis';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { uniqueRedisPrefix } from '../../test/app.js';
import { counterKey, databaseCounters, redisCounters, type AttemptCounters } from './attempt-counters.js';
import { AttemptLimiter, tooManyAttempts } from './attempt-limits.js';
import { TooManyRequests } from '../../platform/errors.js';

const WINDOW_MS = 60_000;
const SHORT_WINDOW_MS = 300;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function behavesAsCounters(name: string, make: () => AttemptCounters) {
  describe(name, () => {
    it('counts hits in a window and reports the time left', async () => {
      const counters = make();
      const key = counterKey('test', `a-${name}`);
      expect(await counters.read(key)).toEqual({ count: 0, resetInMs: 0 });
      await counters.hit(key, WINDOW_MS);
      const second = await counters.hit(key, WINDOW_MS);
      expect(second.count).toBe(2);
      expect(second.resetInMs).toBeGreaterThan(WINDOW_MS - 5000);
      expect(second.resetInMs).toBeLessThanOrEqual(WINDOW_MS);
      expect((await counters.read(key)).count).toBe(2);
    });

    it('starts again after the window and after clear', async () => {
      const counters = make();
      const key = counterKey('test', `b-${name}`);
      await counters.hit(key, SHORT_WINDOW_MS);
      await counters.hit(key, SHORT_WINDOW_MS);
      await sleep(SHORT_WINDOW_MS + 100);
      expect((await counters.read(key)).count).toBe(0);
      expect((await counters.hit(key, WINDOW_MS)).count).toBe(1);
      await counters.clear(key);
      expect((await counters.read(key)).count).toBe(0);
    });

    it('loses no hit when many arrive at once', async () => {
      const counters = make();
      const key = counterKey('test', `c-${name}`);
      await Promise.all(Array.from({ length: 25 }, () => counters.hit(key, WINDOW_MS)));
      expect((await counters.read(key)).count).toBe(25);
    });

    it('backs a limiter that refuses past its maximum', async () => {
      const limiter = new AttemptLimiter(make(), { scope: `limit-${name}`, max: 2, windowMs: WINDOW_MS });
      await limiter.consume('someone@estiba.test');
      await limiter.consume('someone@estiba.test');
      await expect(limiter.consume('someone@estiba.test')).rejects.toBeInstanceOf(TooManyRequests);
      await expect(limiter.assertAllowed('someone@estiba.test')).rejects.toThrow(
        'Too many attempts. Try again in 1 minute.',
      );
      await limiter.assertAllowed('someone-else@estiba.test');
    });
  });
}

describe('attempt counters', () => {
  let testDatabase: TestDatabase;
  let redis: Redis | null = null;

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    if (process.env.REDIS_URL) redis = new Redis(process.env.REDIS_URL);
  });

  afterAll(async () => {
    await testDatabase.destroy();
    await redis?.quit();
  });

  behavesAsCounters('in the database', () => databaseCounters(testDatabase.database.db));

  const withRedis = process.env.REDIS_URL ? describe : describe.skip;
  withRedis('with Redis', () => {
    const prefix = uniqueRedisPrefix();
    behavesAsCounters('in Redis', () => redisCounters(redis!, prefix));
  });

  it('keeps e-mail addresses out of the keys', () => {
    const key = counterKey('sign-in-failures:account', 'demo@estiba.test');
    expect(key).toMatch(/^sign-in-failures:account:[0-9a-f]{64}$/);
  });

  it('words the 429 in minutes and gives Retry-After in seconds', () => {
    expect(tooManyAttempts(90_000)).toMatchObject({
      statusCode: 429,
      message: 'Too many attempts. Try again in 2 minutes.',
      extras: { headers: { 'retry-after': '90' } },
    });
    expect(tooManyAttempts(0).extras.headers).toEqual({ 'retry-after': '1' });
  });
});
