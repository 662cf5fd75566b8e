import { sql } from 'drizzle-orm';
import { asClient } from '../../platform/db/scope.js';
import {
  ADMIN_USER_ID,
  DEMO_CLIENT_ID,
  DEMO_PASSWORD,
  DEMO_USER_ID,
  OPERATOR_CLIENT_ID,
  OTHER_CLIENT_ID,
  OTHER_USER_ID,
} from '../../seed/ids.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { signPayload } from '../../test/signed-payload.js';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp.js';
import { TokenService } from '../accounts/tokens.js';

const APP_URL = 'https://app.estiba.example';
const LINK = /https:\/\/app\.estiba\.example\/settings\/change-email\?token=([A-Za-z0-9_-]+)/;
const NEW_PASSWORD = 'Renovada2027';

let lastAddress = 0;
const nextAddress = () => `10.23.0.${++lastAddress}`;

describe('account settings (user/account, user/password, user/email)', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let tokens: TokenService;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestApp({
      env: {
        SMTP_URL: smtp.url,
        PUBLIC_APP_URL: `${APP_URL}/`,
        MAIL_FROM: 'Estiba <no-reply@estiba.example>',
      },
    });
    tokens = new TokenService(t.config.jwt);
  });

  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const sessionOf = async (userId: string, clientId: string, role: 'user' | 'admin', tokenVersion = 0) =>
    (await tokens.sign({ userId, clientId, tokenVersion, role })).token;

  const call = (token: string | null, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      remoteAddress: nextAddress(),
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload ? { payload } : {}),
    });

  const login = async (email: string, password: string) =>
    t.app.inject({
      url: '/auth/login',
      remoteAddress: nextAddress(),
      headers: { authorization: `Bearer ${await signPayload({ email, password })}` },
    });

  it("reads and changes the user's own name, company, phone, language and time zone", async () => {
    const demo = await sessionOf(DEMO_USER_ID, DEMO_CLIENT_ID, 'user');
    const read = await call(demo, 'GET', '/user/account');
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      email: 'demo@estiba.test',
      companyName: 'Demo Store Co.',
      timeZone: null,
    });

    const changed = await call(demo, 'PUT', '/user/account', {
      displayName: '  Dana Demo ',
      companyName: 'Demo Store Mexico',
      phone: '+52 5512345678',
      lang: 'es-MX',
      timeZone: 'America/Mexico_City',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({
      displayName: 'Dana Demo',
      email: 'demo@estiba.test',
      companyName: 'Demo Store Mexico',
      phone: '+52 5512345678',
      lang: 'es-MX',
      timeZone: 'America/Mexico_City',
      pendingEmail: null,
    });
    // The session reads the same names, and the time zone the client area dates things in.
    const me = await call(demo, 'GET', '/auth/me');
    expect(me.json()).toMatchObject({
      displayName: 'Dana Demo',
      clientName: 'Demo Store Mexico',
      lang: 'es-MX',
      timeZone: 'America/Mexico_City',
    });

    // Fields not sent stay; an empty phone clears it.
    const partial = await call(demo, 'PUT', '/user/account', { phone: '' });
    expect(partial.json()).toMatchObject({ phone: null, timeZone: 'America/Mexico_City', lang: 'es-MX' });

    // Another merchant's account is untouched and reads its own.
    const other = await sessionOf(OTHER_USER_ID, OTHER_CLIENT_ID, 'user');
    const otherRead = await call(other, 'GET', '/user/account');
    expect(otherRead.json()).toMatchObject({ email: 'other@estiba.test', timeZone: null });
    expect((await call(other, 'GET', '/auth/me')).json()).toMatchObject({ timeZone: null });
    expect(otherRead.json().companyName).not.toBe('Demo Store Mexico');
  });

  it.each([
    [{ displayName: 'Al' }, 'displayName', 'Min character length is 4'],
    [{ phone: '5512345678' }, 'phone', 'Send the phone as the area prefix, a space, then digits only'],
    [{ lang: 'fr-FR' }, 'lang', 'Choose a language from the list'],
    [{ timeZone: 'Mars/Olympus_Mons' }, 'timeZone', 'Choose a time zone from the list'],
    [{ companyName: ' ' }, 'companyName', 'This field is required'],
  ])('refuses %j with the field and its reason', async (body, field, message) => {
    const demo = await sessionOf(DEMO_USER_ID, DEMO_CLIENT_ID, 'user');
    const response = await call(demo, 'PUT', '/user/account', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, fieldErrors: { [field]: message } });
  });

  it("keeps the operator's company name out of reach of its users, who still change their own settings", async () => {
    const admin = await sessionOf(ADMIN_USER_ID, OPERATOR_CLIENT_ID, 'admin');
    const refused = await call(admin, 'PUT', '/user/account', { companyName: 'Not Estiba' });
    expect(refused.statusCode).toBe(403);
    const own = await call(admin, 'PUT', '/user/account', { timeZone: 'Europe/Madrid' });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ timeZone: 'Europe/Madrid', email: 'admin@estiba.test' });
    expect((await call(null, 'GET', '/user/account')).statusCode).toBe(401);
  });

  it('changes the password with the current one and ends every other session', async () => {
    const other = await sessionOf(OTHER_USER_ID, OTHER_CLIENT_ID, 'user');
    const elsewhere = await sessionOf(OTHER_USER_ID, OTHER_CLIENT_ID, 'user');

    const wrong = await call(other, 'PUT', '/user/password', {
      currentPassword: 'Incorrecta2026',
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors).toEqual({ currentPassword: 'The current password is not correct' });

    const weak = await call(other, 'PUT', '/user/password', {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'short',
      confirmPassword: 'short',
    });
    expect(weak.json().fieldErrors.newPassword).toMatch(/^Password must have at least eight characters/);
    const mismatch = await call(other, 'PUT', '/user/password', {
      currentPassword: DEMO_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: 'Renovada2028',
    });
    expect(mismatch.json().fieldErrors).toEqual({ confirmPassword: 'Passwords do not match' });
    // Nothing changed so far.
    expect((await call(elsewhere, 'GET', '/auth/me')).statusCode).toBe(200);

    const changed = await call(other, 'PUT', '/user/password', {
      currentPassword: DEMO_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(changed.statusCode).toBe(200);
    const { token, expiresIn } = changed.json() as { token: string; expiresIn: number };
    expect(expiresIn).toBeGreaterThan(0);

    // This session goes on with its new token; every other one (and its own old token) has ended.
    expect((await call(token, 'GET', '/user/account')).statusCode).toBe(200);
    expect((await call(elsewhere, 'GET', '/auth/me')).statusCode).toBe(401);
    expect((await call(other, 'GET', '/auth/me')).statusCode).toBe(401);
    expect((await login('other@estiba.test', NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login('other@estiba.test', DEMO_PASSWORD)).statusCode).toBe(401);
    // The demo merchant, of another client, keeps its password and sessions.
    expect((await login('demo@estiba.test', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('mails a confirmation link to the new address, changes it when followed and tells the old one', async () => {
    const demo = await sessionOf(DEMO_USER_ID, DEMO_CLIENT_ID, 'user');
    const wrong = await call(demo, 'POST', '/user/email', {
      newEmail: 'dana@estiba.test',
      currentPassword: 'Incorrecta2026',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors).toEqual({ currentPassword: 'The current password is not correct' });
    const invalid = await call(demo, 'POST', '/user/email', {
      newEmail: 'dana@',
      currentPassword: DEMO_PASSWORD,
    });
    expect(invalid.json().fieldErrors).toEqual({ newEmail: 'Please enter a valid email' });
    const taken = await call(demo, 'POST', '/user/email', {
      newEmail: 'staff@estiba.test',
      currentPassword: DEMO_PASSWORD,
    });
    expect(taken.statusCode).toBe(409);

    const asked = await call(demo, 'POST', '/user/email', {
      newEmail: ' Dana@Estiba.test ',
      currentPassword: DEMO_PASSWORD,
    });
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ message: 'sent', email: 'dana@estiba.test' });
    const mail = await smtp.nextMail();
    expect(mail.to).toEqual(['dana@estiba.test']);
    const token = LINK.exec(mail.text)?.[1];
    if (!token) throw new Error(`No link in: ${mail.text}`);
    // Nothing changes until the link is followed; the pending address shows.
    expect((await call(demo, 'GET', '/user/account')).json()).toMatchObject({
      email: 'demo@estiba.test',
      pendingEmail: 'dana@estiba.test',
    });
    // Only the token's hash is stored, and only the demo merchant's client sees its row.
    const rows = await asClient(t.testDatabase.database, DEMO_CLIENT_ID, (tx) =>
      tx.execute(sql`SELECT token_hash FROM email_change_tokens`),
    );
    expect(JSON.stringify(rows)).not.toContain(token);
    const seenByOther = await asClient(t.testDatabase.database, OTHER_CLIENT_ID, (tx) =>
      tx.execute(sql`SELECT token_hash FROM email_change_tokens`),
    );
    expect((seenByOther as unknown as { rows: unknown[] }).rows).toEqual([]);

    expect((await call(null, 'PUT', '/user/email', { token: 'x'.repeat(43) })).statusCode).toBe(400);
    const confirmed = await call(null, 'PUT', '/user/email', { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: 'E-mail changed', email: 'dana@estiba.test' });
    const told = await smtp.nextMail();
    expect(told.to).toEqual(['demo@estiba.test']);
    // In the account's language: the first test set it to es-MX.
    expect(told.subject).toBe('Cambió el correo de tu cuenta de Estiba');
    expect(told.text).toContain('ahora es dana@estiba.test');
    expect(mail.subject).toBe('Confirma tu nuevo correo de Estiba');

    const reused = await call(null, 'PUT', '/user/email', { token });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe('This link is not valid any more. Ask for the change again.');
    expect((await login('dana@estiba.test', DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await call(demo, 'GET', '/user/account')).json()).toMatchObject({
      email: 'dana@estiba.test',
      pendingEmail: null,
    });
  });
});
