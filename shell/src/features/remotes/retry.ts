// One retry loop for everything the shell fetches from another origin at run time.
import { CHUNK_RETRY_COUNT, CHUNK_RETRY_DELAY_MS } from '@estiba/shared';

export type Wait = (ms: number) => Promise<void>;

export const wait: Wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export interface RetryOptions {
  /** Attempts after the first one (spec point 4: 4). */
  retries?: number;
  /** Pause between attempts (spec point 4: 1 s). */
  delayMs?: number;
  wait?: Wait;
}

/** Runs `attempt`, and on failure retries it `retries` more times, `delayMs` apart; rethrows the last error. */
export async function withRetry<T>(
  attempt: () => Promise<T>,
  { retries = CHUNK_RETRY_COUNT, delayMs = CHUNK_RETRY_DELAY_MS, wait: pause = wait }: RetryOptions = {},
): Promise<T> {
  let lastError: unknown;
  for (let tries = 0; tries <= retries; tries += 1) {
    if (tries > 0) await pause(delayMs);
    try {
      return await attempt();
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}
