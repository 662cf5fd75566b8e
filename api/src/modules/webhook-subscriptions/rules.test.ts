import fc from 'fast-check';
import { createHmac } from 'node:crypto';
import {
  DISABLE_AFTER_MS,
  EXCERPT_BYTES,
  MAX_ATTEMPTS,
  RETRY_SCHEDULE_MS,
  excerpt,
  isSuccessStatus,
  messageBody,
  newSecret,
  nextRetryDelayMs,
  shouldDisable,
  signature,
  signedHeaders,
  verifySignature,
} from './rules.js';
import { isForbiddenAddress } from './sender.js';

describe('the retry schedule', () => {
  it("is issue 20's exactly: immediately, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h", () => {
    expect(RETRY_SCHEDULE_MS).toEqual([
      0, 5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000,
    ]);
    expect(MAX_ATTEMPTS).toBe(8);
  });

  it('gives the next delay after each failed attempt and null after the eighth', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => nextRetryDelayMs(n))).toEqual(RETRY_SCHEDULE_MS.slice(1));
    expect(nextRetryDelayMs(8)).toBeNull();
    expect(nextRetryDelayMs(9)).toBeNull();
    expect(() => nextRetryDelayMs(0)).toThrow(RangeError);
  });

  it('lets tests shorten the first retry only, never the rest of the schedule', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 2, max: 10 }), (first, attempts) => {
        expect(nextRetryDelayMs(1, { firstRetryDelayMs: first })).toBe(first);
        expect(nextRetryDelayMs(attempts, { firstRetryDelayMs: first })).toBe(nextRetryDelayMs(attempts));
      }),
    );
  });

  it('never waits less the later the attempt', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_ATTEMPTS - 2 }), (n) => {
        expect(nextRetryDelayMs(n + 1)!).toBeGreaterThanOrEqual(nextRetryDelayMs(n)!);
      }),
    );
  });
});

describe('disabling a failing endpoint', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  it('happens once it has failed for 5 days, not before, and never when it is not failing', () => {
    expect(shouldDisable(null, now)).toBe(false);
    expect(shouldDisable(new Date(now.getTime() - DISABLE_AFTER_MS + 1), now)).toBe(false);
    expect(shouldDisable(new Date(now.getTime() - DISABLE_AFTER_MS), now)).toBe(true);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 * 86_400_000 }), (ms) => {
        expect(shouldDisable(new Date(now.getTime() - ms), now)).toBe(ms >= 5 * 86_400_000);
      }),
    );
  });

  it('counts only 2xx as a success', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 599 }), (status) => {
        expect(isSuccessStatus(status)).toBe(status >= 200 && status < 300);
      }),
    );
  });
});

describe('the Standard Webhooks signature', () => {
  it('matches the spec: v1, and base64 HMAC-SHA256 of "id.timestamp.body" keyed with the base64 after whsec_', () => {
    // The example of standardwebhooks.com's reference libraries.
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const id = 'msg_p5jXN8AQM9LWM0D4loKWxJek';
    const body = '{"test": 2432232314}';
    expect(signature(secret, id, 1614265330, body)).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
    const key = Buffer.from('MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', 'base64');
    const mac = createHmac('sha256', key).update(`${id}.1614265330.${body}`).digest('base64');
    expect(signature(secret, id, 1614265330, body)).toBe(`v1,${mac}`);
  });

  it('verifies what it signs, and nothing altered', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string({ minLength: 1 }),
        fc.integer({ min: 0, max: 2_000_000_000 }),
        (body, id, ts) => {
          const secret = newSecret();
          const headers = signedHeaders(secret, id, ts, body);
          expect(verifySignature(secret, headers, body, ts)).toBe(true);
          expect(verifySignature(secret, headers, `${body}x`, ts)).toBe(false);
          expect(verifySignature(newSecret(), headers, body, ts)).toBe(false);
          expect(verifySignature(secret, headers, body, ts + 301)).toBe(false);
        },
      ),
    );
  });

  it('makes secrets whsec_ and 32 random bytes of base64', () => {
    const secret = newSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(32);
    expect(newSecret()).not.toBe(secret);
  });

  it("wraps the event in the spec's envelope of type, timestamp and data", () => {
    const body = messageBody({
      name: 'order.shipped',
      occurredAt: new Date('2026-11-26T10:00:00Z'),
      payload: { orderId: 'o-1' },
    });
    expect(JSON.parse(body)).toEqual({
      type: 'order.shipped',
      timestamp: '2026-11-26T10:00:00.000Z',
      data: { orderId: 'o-1' },
    });
  });
});

describe("an answer's excerpt", () => {
  it('keeps at most 1 KB and never cuts a character in two', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 2000 }), (text) => {
        const bytes = Buffer.from(text);
        const kept = excerpt(bytes);
        expect(Buffer.byteLength(kept)).toBeLessThanOrEqual(EXCERPT_BYTES);
        expect(text.startsWith(kept)).toBe(true);
        if (bytes.length <= EXCERPT_BYTES) expect(kept).toBe(text);
      }),
    );
  });
});

describe('the SSRF guard', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    'fd00::1',
    'fe80::1',
    '::ffff:127.0.0.1',
  ])('refuses %s', (address) => expect(isForbiddenAddress(address)).toBe(true));

  it.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111'])('lets %s through', (address) =>
    expect(isForbiddenAddress(address)).toBe(false),
  );
});
