// Per-address request limits of the accounts routes (@fastify/rate-limit, counted in Redis when configured),
// answered with the same 429 as the per-account limits: minutes in the message, seconds in Retry-After.
import type { RateLimitOptions } from '@fastify/rate-limit';
import { tooManyAttempts } from './attempt-limits.js';

export function perAddressLimit(max: number, timeWindowMs: number): RateLimitOptions {
  return {
    max,
    timeWindow: timeWindowMs,
    errorResponseBuilder: (_request, context) => tooManyAttempts(context.ttl),
  };
}
