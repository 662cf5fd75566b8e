import { eq } from 'drizzle-orm';
import { clients, users } from '../../platform/db/schema.js';
import { PAYLOAD_REPLAYED } from '../../platform/signed-payload.js';
import { OTHER_USER_ID } from '../../seed/ids.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp.js';
import { signPayload, tamperedPayload, unsignedPayload } from '../../test/signed-payload.js';
import { verifyPassword } from './passwords.js';
import { asOperator } from '../../platform/db/scope.js';

const INCORRECT = { statusCode: 409, error: 'Conflict', message: 'Incorrect Payload' };
const PASSWORD_RULE =
  'Password must have at least eight characters, one uppercase letter, one lowercase letter, one number.';

let counter = 0;
const newSignup = () => ({
  displayName: 'Lucía Fernández',
  accountName: 'Cosméticos Lucía',
  email: `lucia${++counter}@tienda.mx`,
  countryId: 1,
  phone: '+52 5512345678',
  password: 'Tienda2026',
});

let lastAddress = 0;
const nextAddress = () => `10.2.0.${++lastAddress}`;

describe('GET /auth/signup', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_APP_URL: 'https://app.estiba.example' } });
  });

  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const signup = (authorization: string | undefined, remoteAddress = nextAddress(), language = 'es-MX') =>
    t.app.inject({
      method: 'GET',
      url: '/auth/signup',
      remoteAddress,
      headers: { 'accept-language': language, ...(authorization === undefined ? {} : { authorization }) },
    });
  const signedSignup = async (fields: Record<string, unknown>, language?: string) =>
    signup(`Bearer ${await signPayload(fields)}`, undefined, language);
  const userByEmail = async (email: string) => {
    const [row] = await asOperator(t.testDatabase.database, (tx) =>
      tx
        .select({ user: users, client: clients })
        .from(users)
        .innerJoin(clients, eq(clients.id, users.clientId))
        .where(eq(users.email, email)),
    );
    return row;
  };

  it('takes a signed sign-up payload once: the same header again is refused as a replay', async () => {
    const header = `Bearer ${await signPayload(newSignup())}`;
    expect((await signup(header)).statusCode).toBe(200);
    const replay = await signup(header);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(PAYLOAD_REPLAYED);
  });

  it('creates a client and its user, who can then sign in', async () => {
    const fields = { ...newSignup(), email: 'Lucia.Nueva@Tienda.MX' };
    const response = await signedSignup(fields);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Sign-up received' });

    const created = await userByEmail('lucia.nueva@tienda.mx');
    expect(created?.client).toMatchObject({ name: 'Cosméticos Lucía', countryId: 1, billingEnabled: false });
    expect(created?.client.id).toMatch(/^CL-\d{4,}$/);
    expect(created?.user).toMatchObject({
      displayName: 'Lucía Fernández',
      role: 'user',
      lang: 'es-MX',
      phone: '+52 5512345678',
      disabled: false,
      tokenVersion: 0,
    });
    expect(created?.user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(created!.user.passwordHash, 'Tienda2026')).toBe(true);

    const login = await t.app.inject({
      url: '/auth/login',
      remoteAddress: nextAddress(),
      headers: {
        authorization: `Bearer ${await signPayload({ email: 'lucia.nueva@tienda.mx', password: 'Tienda2026' })}`,
      },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({
      clientId: created?.client.id,
      shops: [],
      shippingPlatformId: null,
      user: { displayName: 'Lucía Fernández', clientName: 'Cosméticos Lucía', lang: 'es-MX' },
    });
  });

  it('names the client after the person when no company is given, in English by default', async () => {
    const fields = { ...newSignup(), accountName: undefined };
    expect((await signedSignup(fields, 'fr-FR')).statusCode).toBe(200);
    const created = await userByEmail(fields.email);
    expect(created?.client.name).toBe('Lucía Fernández');
    expect(created?.user.lang).toBe('en-US');
  });

  it('gives each new client its own id', async () => {
    const first = newSignup();
    const second = newSignup();
    await signedSignup(first);
    await signedSignup(second);
    const a = await userByEmail(first.email);
    const b = await userByEmail(second.email);
    expect(a?.client.id).not.toBe(b?.client.id);
  });

  it('answers an e-mail that already has an account exactly like a new one, and tells its owner by e-mail', async () => {
    const [before] = await asOperator(t.testDatabase.database, (tx) =>
      tx.select().from(users).where(eq(users.email, 'demo@estiba.test')),
    );
    const existing = await signedSignup({
      ...newSignup(),
      email: 'DEMO@estiba.test',
      password: 'Intruso2026',
    });
    const fresh = await signedSignup(newSignup());
    expect(existing.statusCode).toBe(200);
    expect(existing.json()).toEqual(fresh.json());
    expect(existing.json()).toEqual({ message: 'Sign-up received' });

    // Nothing about the account changed: no new client, the same password.
    const [after] = await asOperator(t.testDatabase.database, (tx) =>
      tx.select().from(users).where(eq(users.email, 'demo@estiba.test')),
    );
    expect(after).toEqual(before);

    const mail = await smtp.nextMail();
    expect(mail.to).toEqual(['demo@estiba.test']);
    expect(mail.subject).toBe('Your e-mail already has an Estiba account');
    expect(mail.text).toContain('Hello Demo Merchant,');
    expect(mail.text).toContain('Sign in to your account: https://app.estiba.example/login');
    expect(mail.text).toContain('Forgot your password?');
    expect(mail.text).not.toContain('Intruso2026');
    await t.app.mail.settled();
    // The new account was not mailed: only the owner of an existing one is.
    expect(smtp.received).toHaveLength(1);
  });

  it("writes to the owner in the account's language, not the stranger's", async () => {
    await asOperator(t.testDatabase.database, (tx) =>
      tx.update(users).set({ lang: 'es-CO' }).where(eq(users.id, OTHER_USER_ID)),
    );
    try {
      const response = await signedSignup({ ...newSignup(), email: 'other@estiba.test' }, 'en-US');
      expect(response.statusCode).toBe(200);
      const mail = await smtp.nextMail();
      expect(mail.subject).toBe('Tu correo ya tiene una cuenta de Estiba');
      expect(mail.html).toContain('<html lang="es">');
      expect(mail.text).toContain('Hola ');
    } finally {
      await asOperator(t.testDatabase.database, (tx) =>
        tx.update(users).set({ lang: 'en-US' }).where(eq(users.id, OTHER_USER_ID)),
      );
    }
  });

  it('answers two simultaneous sign-ups with one new e-mail alike, creating one account', async () => {
    const fields = newSignup();
    const answers = await Promise.all([signedSignup(fields), signedSignup(fields)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const rows = await asOperator(t.testDatabase.database, (tx) =>
      tx.select().from(users).where(eq(users.email, fields.email)),
    );
    expect(rows).toHaveLength(1);
    // The loser of the race met an existing account, whose owner (the winner) is told.
    expect((await smtp.nextMail()).to).toEqual([fields.email]);
  });

  it('answers every refused field with the messages of spec point 5', async () => {
    const response = await signedSignup({
      displayName: 'Ana',
      email: 'not-an-email',
      countryId: 1,
      phone: '+52 12',
      password: 'weakpass',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Some fields are not valid.',
      fieldErrors: {
        displayName: 'Min character length is 4',
        email: 'Please enter a valid email',
        phone: 'Min character length is 4',
        password: PASSWORD_RULE,
      },
    });
  });

  it('refuses a country that is not in the countries table', async () => {
    const response = await signedSignup({ ...newSignup(), countryId: 9999 });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ countryId: 'Choose a country from the list' });
  });

  it('refuses odd values without a server error', async () => {
    const odd = [
      { countryId: 'x'.repeat(5000) },
      { countryId: 1e308 },
      { displayName: { first: 'Ana' } },
      { phone: 5512345678 },
      { accountName: 'y'.repeat(101) },
      { password: ['Tienda2026'] },
    ];
    for (const change of odd) {
      const response = await signedSignup({ ...newSignup(), ...change });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fieldErrors)).toHaveLength(1);
    }
  });

  it('answers 409 Incorrect Payload to a missing, forged, tampered or expired payload', async () => {
    const fields = newSignup();
    const issuedLongAgo = Math.floor(Date.now() / 1000) - 3600;
    const headers = [
      undefined,
      'Bearer',
      'Token abc',
      `Bearer ${unsignedPayload(fields)}`,
      `Bearer ${await tamperedPayload(fields, { email: 'someone@else.mx' })}`,
      `Bearer ${await signPayload(fields, { issuedAt: issuedLongAgo })}`,
      `Bearer ${await signPayload({ ...fields, displayName: undefined })}`,
    ];
    for (const header of headers) {
      const response = await signup(header);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(INCORRECT);
    }
    expect(await userByEmail(fields.email)).toBeUndefined();
  });

  it('allows 20 sign-ups an hour per address, then 429 with Retry-After', async () => {
    const address = nextAddress();
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await signup(undefined, address)).statusCode).toBe(409);
    }
    const limited = await signup(`Bearer ${await signPayload(newSignup())}`, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Too many attempts. Try again in 60 minutes.');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3500);
  });
});
