import {
  newJti,
  signPayload,
  tamperedPayload,
  TEST_PAYLOAD_KEY,
  unsignedPayload,
} from '../test/signed-payload.js';
import { Conflict, Unauthorized } from './errors.js';
import {
  bearerValue,
  INCORRECT_PAYLOAD,
  MAX_SIGNED_PAYLOAD_LENGTH,
  memoryUsedPayloads,
  PAYLOAD_REPLAYED,
  SignedPayloadVerifier,
  type UsedPayloads,
} from './signed-payload.js';

const FIELDS = { email: 'demo@estiba.test', password: 'Estiba2026' };
const verifier = new SignedPayloadVerifier(TEST_PAYLOAD_KEY, memoryUsedPayloads());
const now = () => Math.floor(Date.now() / 1000);

async function expectIncorrect(jws: unknown, required: string[] = []) {
  const failure = verifier.verify(jws, required);
  await expect(failure).rejects.toBeInstanceOf(Conflict);
  await expect(failure).rejects.toThrow(INCORRECT_PAYLOAD);
}

describe('SignedPayloadVerifier', () => {
  it('returns the payload fields without the envelope claims', async () => {
    await expect(verifier.verify(await signPayload(FIELDS), ['email', 'password'])).resolves.toEqual(FIELDS);
  });

  it('accepts a payload a few seconds past its expiry (clock drift) and refuses one 6 s past it', async () => {
    // 3 s rather than 5: the verifier's clock may tick a second after this one.
    await expect(verifier.verify(await signPayload(FIELDS, { issuedAt: now() - 63 }))).resolves.toEqual(
      FIELDS,
    );
    await expectIncorrect(await signPayload(FIELDS, { issuedAt: now() - 66 }));
  });

  it('refuses a payload that claims a long life once it is older than 65 s', async () => {
    await expectIncorrect(await signPayload(FIELDS, { issuedAt: now() - 70, lifetimeSeconds: 3600 }));
  });

  it('refuses a payload signed more than 5 s in the future', async () => {
    await expectIncorrect(await signPayload(FIELDS, { issuedAt: now() + 10 }));
  });

  it('accepts a payload once: the same one again is refused with 401, a new one passes', async () => {
    const jws = await signPayload(FIELDS);
    await expect(verifier.verify(jws)).resolves.toEqual(FIELDS);
    const replay = verifier.verify(jws);
    await expect(replay).rejects.toBeInstanceOf(Unauthorized);
    await expect(replay).rejects.toThrow(PAYLOAD_REPLAYED);
    await expect(verifier.verify(await signPayload(FIELDS))).resolves.toEqual(FIELDS);
  });

  it('refuses a payload without a jti, or with one too short to be random', async () => {
    await expectIncorrect(await signPayload(FIELDS, { jti: null }));
    await expectIncorrect(await signPayload(FIELDS, { jti: 'abc' }));
    await expectIncorrect(await signPayload(FIELDS, { jti: 'x'.repeat(200) }));
  });

  it('keeps a jti until a clock 5 s late would still accept its payload', async () => {
    const asked: number[] = [];
    const used: UsedPayloads = {
      async firstUse(_id, ttlMs) {
        asked.push(ttlMs);
        return true;
      },
    };
    await new SignedPayloadVerifier(TEST_PAYLOAD_KEY, used).verify(await signPayload(FIELDS));
    // Signed now: good for 60 s, 5 s of tolerance, 1 s for whole-second comparisons.
    expect(asked[0]).toBeGreaterThan(64_000);
    expect(asked[0]).toBeLessThanOrEqual(66_000);
  });

  it('does not spend the jti of a payload it refuses', async () => {
    const jti = newJti();
    await expectIncorrect(await signPayload({ email: FIELDS.email }, { jti }), ['email', 'password']);
    await expect(verifier.verify(await signPayload(FIELDS, { jti }))).resolves.toEqual(FIELDS);
  });

  it('refuses alg none', async () => {
    await expectIncorrect(unsignedPayload(FIELDS));
  });

  it('refuses a payload changed after signing', async () => {
    await expectIncorrect(await tamperedPayload(FIELDS, { email: 'other@estiba.test' }));
  });

  it('refuses another key, another algorithm and another audience', async () => {
    await expectIncorrect(await signPayload(FIELDS, { key: 'some-other-key-of-enough-length-0001' }));
    await expectIncorrect(await signPayload(FIELDS, { algorithm: 'HS512' }));
    await expectIncorrect(await signPayload(FIELDS, { audience: 'estiba-api' }));
  });

  it('refuses an expired payload', async () => {
    await expectIncorrect(await signPayload(FIELDS, { issuedAt: now() - 200 }));
  });

  it('refuses a payload missing a required field', async () => {
    await expectIncorrect(await signPayload({ email: FIELDS.email }), ['email', 'password']);
    await expectIncorrect(await signPayload({ ...FIELDS, password: null }), ['email', 'password']);
  });

  it('refuses what is not a JWS at all', async () => {
    for (const value of [
      '',
      'abc',
      'a.b.c',
      '...',
      undefined,
      42,
      { jws: 'x' },
      'x'.repeat(MAX_SIGNED_PAYLOAD_LENGTH + 1),
    ]) {
      await expectIncorrect(value);
    }
  });
});

describe('memoryUsedPayloads', () => {
  it('says first use once per id until its time is up', async () => {
    let clock = 1_000;
    const used = memoryUsedPayloads(() => clock);
    await expect(used.firstUse('a', 500)).resolves.toBe(true);
    await expect(used.firstUse('a', 500)).resolves.toBe(false);
    await expect(used.firstUse('b', 500)).resolves.toBe(true);
    clock += 500;
    await expect(used.firstUse('a', 500)).resolves.toBe(true);
  });
});

describe('bearerValue', () => {
  it('reads the token of a Bearer header only', () => {
    expect(bearerValue('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerValue('bearer  abc')).toBe('abc');
    expect(bearerValue('Basic abc')).toBeNull();
    expect(bearerValue('Bearer')).toBeNull();
    expect(bearerValue(undefined)).toBeNull();
    expect(bearerValue(['Bearer a'])).toBeNull();
  });
});
