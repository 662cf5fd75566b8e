// The shared Redis connection when REDIS_URL is set: rate limits count in it and socket.io instances exchange
// events through it, so several API processes behave as one. Without it both fall back to process memory.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    redis: Redis | null;
  }
}

/** Fail a command quickly instead of queueing requests while Redis is unreachable. */
const MAX_RETRIES_PER_REQUEST = 1;
const CONNECT_TIMEOUT_MS = 2000;

export const redisPlugin = fp(
  async (app: FastifyInstance, options: { url: string | null }) => {
    if (!options.url) {
      app.decorate('redis', null);
      return;
    }
    const redis = new Redis(options.url, {
      maxRetriesPerRequest: MAX_RETRIES_PER_REQUEST,
      connectTimeout: CONNECT_TIMEOUT_MS,
      lazyConnect: true,
    });
    redis.on('error', (error) => app.log.error({ err: error }, 'redis connection error'));
    await redis.connect();
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      await redis.quit();
    });
  },
  { name: 'estiba-redis' },
);
