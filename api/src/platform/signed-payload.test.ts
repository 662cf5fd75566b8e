import { DEVELOPMENT_PAYLOAD_KEY } from '../config.js';
import { signPayload, tamperedPayload, unsignedPayload } from '../test/signed-payload.js';
import { Conflict } from './errors.js';
import {
  bearerValue,
  INCORRECT_PAYLOAD,
  MAX_SIGNED_PAYLOAD_LENGTH,
  SignedPayloadVerifier,
} from './signed-payload.js';

const FIELDS = { email: 'demo@estiba.test', password: 'Estiba2026' };
const verifier = new SignedPayloadVerifier(DEVELOPMENT_PAYLOAD_KEY);
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

  it('accepts a payload signed 100 s ago that a slow clock says is still fresh', async () => {
    const jws = await signPayload(FIELDS, { issuedAt: now() - 100, lifetimeSeconds: 120 });
    await expect(verifier.verify(jws)).resolves.toEqual(FIELDS);
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

  it('refuses an expired payload and one older than two minutes', async () => {
    await expectIncorrect(await signPayload(FIELDS, { issuedAt: now() - 200 }));
    await expectIncorrect(await signPayload(FIELDS, { issuedAt: now() - 180, lifetimeSeconds: 3600 }));
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
