/**
 * @jest-environment node
 */
// Node's environment has the Web Crypto API that jose signs with (jsdom has none), and the API verifies
// with the same library, so this checks the tokens the way the server will read them.
import { decodeProtectedHeader, jwtVerify } from 'jose';
import { recordServerDate, resetServerClock } from '../api/serverClock';
import { SIGNED_PAYLOAD_AUDIENCE, signedPayloadAuthorization, signPayload } from './signedPayload';

const KEY = 'estiba-test-payload-key-0001';
const secret = (key: string) => new TextEncoder().encode(key);
const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);
const NOW_S = NOW / 1000;

describe('signPayload', () => {
  it('signs the fields with HS256, the payload audience, iat now and exp one minute later', async () => {
    const jws = await signPayload({ email: 'dana@demo.test', password: 'Secret123' }, KEY, NOW);
    expect(jws.split('.')).toHaveLength(3);
    expect(decodeProtectedHeader(jws)).toEqual({ alg: 'HS256', typ: 'JWT' });
    const { payload } = await jwtVerify(jws, secret(KEY), {
      algorithms: ['HS256'],
      audience: SIGNED_PAYLOAD_AUDIENCE,
      currentDate: new Date(NOW),
    });
    expect(payload).toEqual({
      email: 'dana@demo.test',
      password: 'Secret123',
      iat: NOW_S,
      exp: NOW_S + 60,
      aud: 'estiba-api:payload',
      jti: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
    });
  });

  it("dates the payload on the API's clock when the browser's is off", async () => {
    // The browser's clock is ten minutes behind the API's, which told it so in a Date header.
    const apiNow = Date.now() + 600_000;
    recordServerDate(new Date(apiNow).toUTCString());
    try {
      const jws = await signPayload({ email: 'dana@demo.test' }, KEY);
      const { payload } = await jwtVerify(jws, secret(KEY), {
        audience: SIGNED_PAYLOAD_AUDIENCE,
        currentDate: new Date(apiNow),
      });
      expect(Math.abs((payload.iat ?? 0) - apiNow / 1000)).toBeLessThan(3);
    } finally {
      resetServerClock();
    }
  });

  it('gives every payload an id of its own, which the API takes once', async () => {
    const ids = new Set<unknown>();
    for (let i = 0; i < 50; i += 1) {
      const { payload } = await jwtVerify(
        await signPayload({ email: 'dana@demo.test' }, KEY, NOW),
        secret(KEY),
        {
          currentDate: new Date(NOW),
        },
      );
      ids.add(payload.jti);
    }
    expect(ids.size).toBe(50);
  });

  it('cannot be verified with another key', async () => {
    const jws = await signPayload({ email: 'dana@demo.test' }, KEY, NOW);
    await expect(
      jwtVerify(jws, secret('another-key'), { algorithms: ['HS256'], currentDate: new Date(NOW) }),
    ).rejects.toThrow('signature verification failed');
  });

  it('is refused once its minute has passed', async () => {
    const jws = await signPayload({ email: 'dana@demo.test' }, KEY, NOW);
    await expect(
      jwtVerify(jws, secret(KEY), { algorithms: ['HS256'], currentDate: new Date(NOW + 61_000) }),
    ).rejects.toThrow('"exp" claim timestamp check failed');
  });

  it('refuses to sign without a key', async () => {
    await expect(signPayload({ email: 'dana@demo.test' }, '')).rejects.toThrow('No payload key');
  });

  it('refuses data fields named like the claims it sets itself', async () => {
    await expect(signPayload({ email: 'a@b.co', exp: 1 }, KEY)).rejects.toThrow('exp');
    await expect(signPayload({ aud: 'estiba-api' }, KEY)).rejects.toThrow('aud');
    await expect(signPayload({ jti: 'mine' }, KEY)).rejects.toThrow('jti');
  });
});

describe('signedPayloadAuthorization', () => {
  it('is the signed payload as a bearer value', async () => {
    const header = await signedPayloadAuthorization({ email: 'dana@demo.test' }, KEY, NOW);
    expect(header).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
    const { payload } = await jwtVerify(header.slice('Bearer '.length), secret(KEY), {
      audience: SIGNED_PAYLOAD_AUDIENCE,
      currentDate: new Date(NOW),
    });
    expect(payload.email).toBe('dana@demo.test');
  });
});
