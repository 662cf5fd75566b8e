import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { passwordResetTokens, users } from '../../platform/db/schema.js';
import { DEMO_CLIENT_ID, DEMO_PASSWORD, DEMO_USER_ID, OTHER_USER_ID, STAFF_USER_ID } from '../../seed/ids.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { PAYLOAD_REPLAYED } from '../../platform/signed-payload.js';
import { signPayload, tamperedPayload, unsignedPayload } from '../../test/signed-payload.js';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../../test/smtp.js';
import { TokenService } from '../accounts/tokens.js';
import { asOperator } from '../../platform/db/scope.js';

const APP_URL = 'https://app.estiba.example';
const LINK = /https:\/\/app\.estiba\.example\/forget-password\?token=([A-Za-z0-9_-]+)/;
const NEW_PASSWORD = 'Renovada2027';

let lastAddress = 0;
const nextAddress = () => `10.3.0.${++lastAddress}`;

describe('password reset (POST and PUT /auth/new-password)', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestApp({
      env: {
        SMTP_URL: smtp.url,
        PUBLIC_APP_URL: `${APP_URL}/`,
        MAIL_FROM: 'Estiba <no-reply@estiba.example>',
      },
    });
  });

  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const ask = (body: unknown, remoteAddress = nextAddress()) =>
    t.app.inject({ method: 'POST', url: '/auth/new-password', payload: body as object, remoteAddress });

  const reset = async (token: string | undefined, fields: Record<string, unknown>, jws?: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/auth/new-password',
      remoteAddress: nextAddress(),
      headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
      payload: { encriptedPayload: jws ?? (await signPayload(fields)) },
    });

  const login = async (email: string, password: string) =>
    t.app.inject({
      url: '/auth/login',
      remoteAddress: nextAddress(),
      headers: { authorization: `Bearer ${await signPayload({ email, password })}` },
    });

  /** Asks for a reset e-mail and returns the message that arrived and the token of its link. */
  async function mailedToken(email: string): Promise<{ mail: ReceivedMail; token: string }> {
    const response = await ask({ email, language: 'en-US' });
    expect(response.statusCode).toBe(200);
    const mail = await smtp.nextMail();
    const token = LINK.exec(mail.text)?.[1];
    if (!token) throw new Error(`No reset link in: ${mail.text}`);
    return { mail, token };
  }

  const tokenRow = (token: string) =>
    t.testDatabase.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, createHash('sha256').update(token).digest('hex')));

  it('mails a link that sets a new password once and ends every session', async () => {
    const tokens = new TokenService(t.config.jwt);
    const { token: session } = await tokens.sign({
      userId: DEMO_USER_ID,
      clientId: DEMO_CLIENT_ID,
      tokenVersion: 0,
      role: 'user',
    });
    const me = () => t.app.inject({ url: '/auth/me', headers: { authorization: `Bearer ${session}` } });
    expect((await me()).statusCode).toBe(200);

    const { mail, token } = await mailedToken('Demo@Estiba.test');
    expect(mail.to).toEqual(['demo@estiba.test']);
    expect(mail.from).toBe('no-reply@estiba.example');
    expect(mail.subject).toBe('Reset your Estiba password');
    expect(mail.text).toContain('Hello Demo Merchant,');
    expect(mail.text).toContain('expires in 1 hour');
    expect(mail.html).toContain(`href="${APP_URL}/forget-password?token=${token}"`);
    expect(mail.html).toContain('<html lang="en">');

    // Only the hash is stored.
    const [row] = await tokenRow(token);
    expect(row).toMatchObject({ userId: DEMO_USER_ID, usedAt: null });
    const raw = await t.testDatabase.database.db.execute(sql`SELECT * FROM password_reset_tokens`);
    expect(JSON.stringify(raw)).not.toContain(token);
    const lifetime = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(lifetime).toBe(3_600_000);

    const changed = await reset(token, { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ message: 'Password changed' });

    expect((await login('demo@estiba.test', NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login('demo@estiba.test', DEMO_PASSWORD)).statusCode).toBe(401);
    // The session from before the change has ended.
    const ended = await me();
    expect(ended.statusCode).toBe(401);
    expect(ended.json().message).toBe('The session has ended. Sign in again.');

    // The link works once.
    const reused = await reset(token, { password: 'Otra2028x', confirmPassword: 'Otra2028x' });
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Unauthorized.' });
  });

  it('writes in the account language', async () => {
    await asOperator(t.testDatabase.database, (tx) =>
      tx
        .update(users)
        .set({ lang: 'es-AR', displayName: 'Staff <Bodega>' })
        .where(eq(users.id, STAFF_USER_ID)),
    );
    const { mail, token } = await mailedToken('staff@estiba.test');
    expect(mail.subject).toBe('Restablece tu contraseña de Estiba');
    expect(mail.text).toContain('Hola Staff <Bodega>:');
    expect(mail.text).toContain('vence en 1 hora');
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.html).toContain('Hola Staff &lt;Bodega&gt;:');
    expect(mail.html).toContain(`${APP_URL}/forget-password?token=${token}`);
  });

  it('answers an e-mail without an account exactly like one with, and sends nothing', async () => {
    const before = smtp.received.length;
    const unknown = await ask({ email: 'nobody@estiba.test' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ message: 'sent' });
    await t.app.mail.settled();
    expect(smtp.received.length).toBe(before);
  });

  it('sends nothing to a disabled account', async () => {
    await asOperator(t.testDatabase.database, (tx) =>
      tx.update(users).set({ disabled: true }).where(eq(users.id, OTHER_USER_ID)),
    );
    try {
      const before = smtp.received.length;
      expect((await ask({ email: 'other@estiba.test' })).json()).toEqual({ message: 'sent' });
      await t.app.mail.settled();
      expect(smtp.received.length).toBe(before);
    } finally {
      await asOperator(t.testDatabase.database, (tx) =>
        tx.update(users).set({ disabled: false }).where(eq(users.id, OTHER_USER_ID)),
      );
    }
  });

  it('refuses an expired link', async () => {
    const { token } = await mailedToken('admin@estiba.test');
    const { db } = t.testDatabase.database;
    await db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.tokenHash, createHash('sha256').update(token).digest('hex')));
    const response = await reset(token, { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Unauthorized.');
  });

  it('keeps the link usable after a mismatch, a weak password or a bad payload', async () => {
    const { token } = await mailedToken('admin@estiba.test');

    const mismatch = await reset(token, { password: NEW_PASSWORD, confirmPassword: 'Renovada2028' });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json()).toEqual({
      statusCode: 422,
      error: 'Unprocessable Entity',
      message: 'Password and Confirm password did not match.',
    });

    const weak = await reset(token, { password: 'weakpass', confirmPassword: 'weakpass' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe(
      'Password must have at least eight characters, one uppercase letter, one lowercase letter, one number.',
    );

    const fields = { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    for (const jws of [
      unsignedPayload(fields),
      await tamperedPayload({ password: 'x', confirmPassword: 'x' }, fields),
      await signPayload(fields, { issuedAt: Math.floor(Date.now() / 1000) - 600 }),
      await signPayload({ password: NEW_PASSWORD }),
      'not a jws',
    ]) {
      const refused = await reset(token, fields, jws);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('Incorrect Payload');
    }

    expect((await tokenRow(token))[0]?.usedAt).toBeNull();
    expect((await reset(token, fields)).statusCode).toBe(200);
  });

  it('takes a signed password payload once: sent again with another link, it is refused as a replay', async () => {
    const fields = { password: NEW_PASSWORD, confirmPassword: 'Renovada2028' };
    const jws = await signPayload(fields);
    const { token } = await mailedToken('other@estiba.test');
    expect((await reset(token, fields, jws)).statusCode).toBe(422);
    const replay = await reset(token, fields, jws);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(PAYLOAD_REPLAYED);
  });

  it('ends older links once one of them is used', async () => {
    const first = await mailedToken('other@estiba.test');
    const second = await mailedToken('other@estiba.test');
    const fields = { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    expect((await reset(second.token, fields)).statusCode).toBe(200);
    expect((await reset(first.token, fields)).statusCode).toBe(401);
  });

  it('refuses a missing, malformed or unknown reset token with 401 Unauthorized.', async () => {
    const fields = { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    for (const token of [undefined, '', 'short', 'x'.repeat(43), 'a'.repeat(5000)]) {
      const response = await reset(token, fields);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Unauthorized.');
    }
  });

  it('answers bad request bodies with 400', async () => {
    for (const body of [
      {},
      { email: 42 },
      { email: 'x'.repeat(300) },
      { email: 'not-an-email' },
      { language: 'es' },
    ]) {
      const response = await ask(body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/auth/new-password',
      remoteAddress: nextAddress(),
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(notJson.statusCode).toBe(400);
    const noBody = await t.app.inject({
      method: 'PUT',
      url: '/auth/new-password',
      remoteAddress: nextAddress(),
    });
    expect(noBody.statusCode).toBe(400);
  });

  it('allows 5 requests an hour per e-mail, then 429 with Retry-After', async () => {
    const email = 'limited@estiba.test';
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await ask({ email })).statusCode).toBe(200);
    const limited = await ask({ email: 'LIMITED@estiba.test' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Too many attempts. Try again in 60 minutes.');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3500);
  });

  it('allows 20 requests an hour per address, then 429', async () => {
    const address = nextAddress();
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await ask({ email: `someone${attempt}@estiba.test` }, address)).statusCode).toBe(200);
    }
    const limited = await ask({ email: 'someone-else@estiba.test' }, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
