// Per-account and per-address limits the plain per-route rate limit cannot express: failed sign-ins per
// account (100 an hour) and per address (a burst of 10 a minute), and reset requests per account (5 an hour).
// Counted whether or not the e-mail has an account, so a 429 never tells which e-mails exist.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { TooManyRequests } from '../../platform/errors.js';
import type { UsedPayloads } from '../../platform/signed-payload.js';
import { counterKey, databaseCounters, redisCounters, type AttemptCounters } from './attempt-counters.js';
import { databaseUsedPayloads, redisUsedPayloads } from './used-payloads.js';

declare module 'fastify' {
  interface FastifyInstance {
    attemptLimits: AttemptLimits;
    /** The `jti`s of spent signed payloads, for every route that verifies one. */
    usedPayloads: UsedPayloads;
  }
}

const MS_PER_SECOND = 1000;
const SECONDS_PER_MINUTE = 60;
const MINUTE_MS = 60 * MS_PER_SECOND;
const HOUR_MS = 60 * MINUTE_MS;

export interface LimitPolicy {
  /** What is counted, part of the counter key. */
  scope: string;
  max: number;
  windowMs: number;
}

/** CONTRACT4 "Rate limits"; the per-route ones (requests per address) sit on the routes themselves. */
export const ATTEMPT_POLICIES = {
  signInFailuresPerAccount: { scope: 'sign-in-failures:account', max: 100, windowMs: HOUR_MS },
  signInFailuresPerAddress: { scope: 'sign-in-failures:ip', max: 10, windowMs: MINUTE_MS },
  resetRequestsPerAccount: { scope: 'reset-requests:account', max: 5, windowMs: HOUR_MS },
} as const satisfies Record<string, LimitPolicy>;

/** The 429 of CONTRACT4: minutes in the message, seconds in Retry-After. */
export function tooManyAttempts(retryAfterMs: number): TooManyRequests {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / MS_PER_SECOND));
  const minutes = Math.ceil(seconds / SECONDS_PER_MINUTE);
  return new TooManyRequests(
    `Too many attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    { headers: { 'retry-after': String(seconds) } },
  );
}

export class AttemptLimiter {
  constructor(
    private readonly counters: AttemptCounters,
    private readonly policy: LimitPolicy,
  ) {}

  private key(subject: string): string {
    return counterKey(this.policy.scope, subject);
  }

  /** Throws the 429 when the subject has used up its window, without counting this attempt. */
  async assertAllowed(subject: string): Promise<void> {
    const state = await this.counters.read(this.key(subject));
    if (state.count >= this.policy.max) throw tooManyAttempts(state.resetInMs);
  }

  /** Counts a failure (or a request) against the subject. */
  async record(subject: string): Promise<void> {
    await this.counters.hit(this.key(subject), this.policy.windowMs);
  }

  /** Counts this attempt and throws the 429 when it goes over the limit. */
  async consume(subject: string): Promise<void> {
    const state = await this.counters.hit(this.key(subject), this.policy.windowMs);
    if (state.count > this.policy.max) throw tooManyAttempts(state.resetInMs);
  }

  async clear(subject: string): Promise<void> {
    await this.counters.clear(this.key(subject));
  }
}

export interface AttemptLimits {
  signInFailuresPerAccount: AttemptLimiter;
  signInFailuresPerAddress: AttemptLimiter;
  resetRequestsPerAccount: AttemptLimiter;
}

export function attemptLimits(counters: AttemptCounters): AttemptLimits {
  return {
    signInFailuresPerAccount: new AttemptLimiter(counters, ATTEMPT_POLICIES.signInFailuresPerAccount),
    signInFailuresPerAddress: new AttemptLimiter(counters, ATTEMPT_POLICIES.signInFailuresPerAddress),
    resetRequestsPerAccount: new AttemptLimiter(counters, ATTEMPT_POLICIES.resetRequestsPerAccount),
  };
}

/** `app.attemptLimits` and `app.usedPayloads`, on Redis when configured and on the database otherwise. */
export const attemptLimitsPlugin = fp(
  async (app: FastifyInstance, options: { keyPrefix: string }) => {
    const counters = app.redis
      ? redisCounters(app.redis, `${options.keyPrefix}attempts:`)
      : databaseCounters(app.database.db);
    app.decorate('attemptLimits', attemptLimits(counters));
    app.decorate(
      'usedPayloads',
      app.redis
        ? redisUsedPayloads(app.redis, `${options.keyPrefix}payloads:`)
        : databaseUsedPayloads(app.database.db),
    );
  },
  { name: 'estiba-attempt-limits', dependencies: ['estiba-database', 'estiba-redis'] },
);
