// Rate limiting, available to every route but applied to none by default: a route opts in with
// `config: { rateLimit: { max, timeWindow } }`. Counters live in Redis when configured, so the limit holds
// across API instances; otherwise in process memory.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { TooManyRequests } from './errors.js';

export const rateLimitPlugin = fp(
  async (app: FastifyInstance, options: { keyPrefix: string }) => {
    await app.register(rateLimit, {
      global: false,
      ...(app.redis ? { redis: app.redis, nameSpace: `${options.keyPrefix}rate-limit:` } : {}),
      errorResponseBuilder: (_request, context) =>
        new TooManyRequests(`Too many requests. Try again in ${context.after}.`),
    });
  },
  { name: 'estiba-rate-limit', dependencies: ['estiba-redis'] },
);
