// The pure rules of outgoing webhooks: the retry schedule, the Standard Webhooks signature
// (https://www.standardwebhooks.com: `webhook-id`, `webhook-timestamp`, `webhook-signature: v1,<base64>` of
// HMAC-SHA256 over "id.timestamp.body" with the secret's base64 bytes after `whsec_`), when an endpoint is
// disabled, and how much of an answer is kept.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Issue 20's schedule: the delay before each attempt of a round — immediately, then 5 s, 5 min, … 10 h. */
export const RETRY_SCHEDULE_MS: readonly number[] = [
  0,
  5 * SECOND,
  5 * MINUTE,
  30 * MINUTE,
  2 * HOUR,
  5 * HOUR,
  10 * HOUR,
  10 * HOUR,
];
/** Attempts of a round before its delivery is given up as failed. */
export const MAX_ATTEMPTS = RETRY_SCHEDULE_MS.length;

/** An endpoint failing without a success for this long is disabled and its merchant told. */
export const DISABLE_AFTER_MS = 5 * DAY;

/** The answer's excerpt kept per attempt. */
export const EXCERPT_BYTES = 1024;

export const SECRET_PREFIX = 'whsec_';
/** Random bytes of a new secret (the spec asks for 24 to 64). */
const SECRET_BYTES = 32;

export interface ScheduleOptions {
  /** The first retry's delay instead of the schedule's 5 s (tests and e2e only; the schedule itself stays). */
  firstRetryDelayMs?: number;
}

/**
 * The delay before the next attempt once `attemptsMade` attempts of the round have failed, or null when the
 * round is over (the delivery failed).
 */
export function nextRetryDelayMs(attemptsMade: number, options: ScheduleOptions = {}): number | null {
  if (!Number.isInteger(attemptsMade) || attemptsMade < 1) throw new RangeError('attemptsMade must be ≥ 1');
  if (attemptsMade >= MAX_ATTEMPTS) return null;
  if (attemptsMade === 1 && options.firstRetryDelayMs !== undefined) return options.firstRetryDelayMs;
  return RETRY_SCHEDULE_MS[attemptsMade]!;
}

/** True when an endpoint failing since `failingSince` (null: not failing) is to be disabled at `now`. */
export function shouldDisable(failingSince: Date | null, now: Date): boolean {
  return failingSince !== null && now.getTime() - failingSince.getTime() >= DISABLE_AFTER_MS;
}

/** 2xx is a success; anything else (a redirect included, since none is followed) is a failure. */
export function isSuccessStatus(status: number): boolean {
  return status >= 200 && status <= 299;
}

/** A new signing secret, `whsec_` and base64. */
export function newSecret(): string {
  return SECRET_PREFIX + randomBytes(SECRET_BYTES).toString('base64');
}

function secretKey(secret: string): Buffer {
  if (!secret.startsWith(SECRET_PREFIX)) throw new Error('A webhook secret starts with whsec_');
  return Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
}

/** The `webhook-signature` value: `v1,` and the base64 HMAC-SHA256 of "id.timestamp.body". */
export function signature(secret: string, id: string, timestamp: number, body: string): string {
  const mac = createHmac('sha256', secretKey(secret)).update(`${id}.${timestamp}.${body}`).digest('base64');
  return `v1,${mac}`;
}

export interface WebhookHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/** The three headers of a message sent at `timestamp` (seconds since the epoch). */
export function signedHeaders(secret: string, id: string, timestamp: number, body: string): WebhookHeaders {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signature(secret, id, timestamp, body),
  };
}

/** How far a receiver lets a timestamp stray from its clock (the spec's suggestion). */
export const TIMESTAMP_TOLERANCE_SECONDS = 5 * 60;

/**
 * A receiver's check, as the spec describes it: the headers are there, the timestamp is recent, and one of the
 * space-separated `v1,` signatures matches (compared in constant time).
 */
export function verifySignature(
  secret: string,
  headers: Partial<Record<keyof WebhookHeaders, string | undefined>>,
  body: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  const id = headers['webhook-id'];
  const timestamp = Number(headers['webhook-timestamp']);
  const signatures = headers['webhook-signature'];
  if (!id || !signatures || !Number.isInteger(timestamp)) return false;
  if (Math.abs(nowSeconds - timestamp) > TIMESTAMP_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(signature(secret, id, timestamp, body));
  return signatures
    .split(' ')
    .map((one) => Buffer.from(one))
    .some((given) => given.length === expected.length && timingSafeEqual(given, expected));
}

/** The message body: the spec's envelope of type, time and data. */
export function messageBody(event: { name: string; occurredAt: Date; payload: object }): string {
  return JSON.stringify({ type: event.name, timestamp: event.occurredAt.toISOString(), data: event.payload });
}

/** The first EXCERPT_BYTES bytes of an answer as text, never cutting a character in two. */
export function excerpt(bytes: Buffer): string {
  const text = bytes.subarray(0, EXCERPT_BYTES).toString('utf8');
  // A character cut at the limit decodes as U+FFFD (3 bytes): drop it and anything that would overflow.
  let out = text.endsWith('\uFFFD') && bytes.length > EXCERPT_BYTES ? text.slice(0, -1) : text;
  while (Buffer.byteLength(out) > EXCERPT_BYTES) out = out.slice(0, -1);
  return out;
}
