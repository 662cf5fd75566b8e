import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { authorizationCodes, users } from '../../platform/db/schema.js';
import { DEMO_PASSWORD, DEMO_USER_ID } from '../../seed/ids.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp.js';
import { AuthorizationCodes, CODE_ERRORS, hashCode } from './authorization-codes.js';
import { CSRF_COOKIE } from './csrf.js';
import { SIGNUPS_PER_HOUR } from './routes.js';
import { asOperator } from '../../platform/db/scope.js';

const SHELL = 'http://localhost:3000';
const WHITE_LABEL = 'http://fulfillment.tiendasnova.test:3100';
const HAND_OFF = `${SHELL}/authentication?redirect=%2Forders%3Fpage%3D2`;
const CODE = /^[A-Za-z0-9_-]{43}$/;

type Query = Record<string, string>;
type Fields = Record<string, string>;

/** A browser on the pages: keeps its cookie, reads the hidden CSRF token, posts forms from its own address. */
class Visitor {
  cookie = '';

  constructor(
    private readonly t: TestApp,
    readonly ip: string,
  ) {}

  private remember(response: LightMyRequestResponse) {
    const header = response.headers['set-cookie'];
    const value = Array.isArray(header) ? header[0] : header;
    if (value) this.cookie = value.split(';')[0] ?? '';
  }

  async open(path: string, query: Query) {
    const response = await this.t.app.inject({
      method: 'GET',
      url: `${path}?${new URLSearchParams(query)}`,
      headers: this.cookie ? { cookie: this.cookie } : {},
      remoteAddress: this.ip,
    });
    this.remember(response);
    return response;
  }

  async post(path: string, query: Query, fields: Fields, { withCsrf = true } = {}) {
    const page = withCsrf ? await this.open(path, query) : null;
    const token = page ? csrfTokenOf(page.body) : undefined;
    const response = await this.t.app.inject({
      method: 'POST',
      url: `${path}?${new URLSearchParams(query)}`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(this.cookie ? { cookie: this.cookie } : {}),
      },
      payload: new URLSearchParams({ ...fields, ...(token ? { csrf_token: token } : {}) }).toString(),
      remoteAddress: this.ip,
    });
    this.remember(response);
    return response;
  }
}

function csrfTokenOf(body: string): string {
  const token = /name="csrf_token" value="([^"]+)"/.exec(body)?.[1];
  if (!token) throw new Error('the page has no CSRF token');
  return token;
}

const inputValue = (body: string, name: string) =>
  new RegExp(`<input id="${name}" name="${name}"[^>]* value="([^"]*)"`).exec(body)?.[1];

const query = (extra: Query = {}): Query => ({
  site_id: 'estiba-fulfillment',
  redirect_url: HAND_OFF,
  lang: 'en-US',
  ...extra,
});

describe('hosted accounts (the sandbox of the hosted sign-in)', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let nextIp = 1;
  const visitor = () => new Visitor(t, `198.51.100.${nextIp++}`);

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestApp({
      env: { CORS_ORIGINS: `${SHELL},http://localhost:3001`, PUBLIC_APP_URL: SHELL, SMTP_URL: smtp.url },
    });
  });

  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const exchange = (
    code: string | undefined,
    origin: string | null = SHELL,
    extra: Record<string, string> = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/authentication',
      headers: {
        ...(code === undefined ? {} : { authorization: code }),
        ...(origin === null ? {} : { origin }),
        'accept-language': 'es-MX',
        ...extra,
      },
    });

  const codeFrom = (response: LightMyRequestResponse) => {
    const location = new URL(String(response.headers.location));
    return { location, code: location.searchParams.get('authorization') ?? '' };
  };

  describe('pages', () => {
    it('draws the sign-in page with the default brand, in English, with a strict policy', async () => {
      const response = await visitor().open('/accounts/login', query());
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'none'");
      expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
      expect(csp).toContain(`form-action 'self' ${SHELL}`);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['set-cookie']).toMatch(
        new RegExp(
          `^${CSRF_COOKIE}=[A-Za-z0-9_-]{43}; Path=/accounts; Max-Age=7200; HttpOnly; SameSite=Strict$`,
        ),
      );

      const html = response.body;
      expect(html).toContain('<html lang="en-US">');
      expect(html).toContain('<title>Sign in to Estiba</title>');
      expect(html).toContain('<h1>Sign in to Estiba</h1>');
      expect(html).toMatch(
        /<img src="data:image\/svg\+xml;base64,[A-Za-z0-9+/=]+" alt="Estiba" width="160" height="40">/,
      );
      expect(html).toContain('<label for="email">Email</label>');
      expect(html).toContain('<label for="password">Password</label>');
      expect(html).toContain('<main>');
      // The one stylesheet is exactly what the policy's hash allows.
      const style = /<style>([^<]*)<\/style>/.exec(html)?.[1] ?? '';
      expect(csp).toContain(`'sha256-${createHash('sha256').update(style).digest('base64')}'`);
      // Nothing is loaded from anywhere: no scripts, no external stylesheets or images.
      expect(html).not.toMatch(/<script|<link|src="http/);
      // The sign-up link keeps the whole query.
      const signup = /href="(signup\?[^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
      expect(Object.fromEntries(new URL(signup ?? '', 'http://api/accounts/').searchParams)).toEqual(query());
    });

    it('shows the brand of the site id and the Spanish texts for an es-* language', async () => {
      const response = await visitor().open(
        '/accounts/signup',
        query({
          site_id: 'tiendasnova-fulfillment',
          redirect_url: `${WHITE_LABEL}/authentication`,
          lang: 'es-AR',
        }),
      );
      expect(response.statusCode).toBe(200);
      const html = response.body;
      expect(html).toContain('<html lang="es-AR">');
      expect(html).toContain('<h1>Crea tu cuenta de Tiendas Nova</h1>');
      expect(html).toContain('alt="Tiendas Nova" width="200" height="40"');
      expect(html).toContain('<label for="confirmPassword">Confirmar contraseña</label>');
      // Countries come from the countries table, named in Spanish.
      expect(html).toMatch(/<option value="1">México<\/option>/);
      expect(html).toContain('<option value="MX">+52 (México)</option>');
      expect(String(response.headers['content-security-policy'])).toContain(
        `form-action 'self' ${WHITE_LABEL}`,
      );
      const login = /href="(login\?[^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&') ?? '';
      expect(new URL(login, 'http://api/accounts/').searchParams.get('lang')).toBe('es-AR');
      expect(html).toContain('>Inicia sesión</a>');
    });

    it('uses the default brand for an unknown site id, and en-US for an unknown language', async () => {
      const response = await visitor().open('/accounts/login', query({ site_id: 'nobody', lang: 'fr-FR' }));
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<html lang="en-US">');
      expect(response.body).toContain('<h1>Sign in to Estiba</h1>');
    });

    it('escapes everything taken from the query', async () => {
      const attack = '"><script>alert(1)</script>';
      const response = await visitor().open('/accounts/login', {
        site_id: attack,
        redirect_url: `${SHELL}/authentication?redirect=${attack}`,
        lang: attack,
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('<script');
      expect(response.body).not.toContain('<script>alert');
      expect(response.body).toContain('site_id=%22%3E%3Cscript%3Ealert%281%29%3C%2Fscript%3E');
    });

    it.each([
      ['missing', undefined],
      ['relative', '/authentication'],
      ['a script URL', 'javascript:alert(1)'],
      ['another site', 'https://evil.example/authentication'],
      ['a look-alike host', 'http://localhost:3000.evil.example/authentication'],
      ['credentials in the URL', 'http://user:pass@localhost:3000/authentication'],
    ])('refuses a redirect_url that is %s with a 400 page', async (_case, redirectUrl) => {
      const params = query();
      if (redirectUrl === undefined) delete params.redirect_url;
      else params.redirect_url = redirectUrl;
      for (const path of ['/accounts/login', '/accounts/signup']) {
        const response = await visitor().open(path, params);
        expect(response.statusCode).toBe(400);
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(response.body).toContain('<h1 id="form">This sign-in link cannot be used</h1>');
        expect(response.body).not.toContain('<form');
        expect(String(response.headers['content-security-policy'])).toContain("form-action 'none'");
      }
    });

    it('refuses a post to a disallowed redirect_url without signing in', async () => {
      const response = await visitor().post(
        '/accounts/login',
        query({ redirect_url: 'https://evil.example/' }),
        { email: 'demo@estiba.test', password: DEMO_PASSWORD },
        { withCsrf: false },
      );
      expect(response.statusCode).toBe(400);
      expect(response.headers.location).toBeUndefined();
    });
  });

  describe('sign-in form', () => {
    it('refuses a post without the CSRF token, keeping the e-mail', async () => {
      const response = await visitor().post(
        '/accounts/login',
        query(),
        { email: 'demo@estiba.test', password: DEMO_PASSWORD },
        { withCsrf: false },
      );
      expect(response.statusCode).toBe(403);
      expect(response.headers.location).toBeUndefined();
      expect(response.body).toContain('This form has expired. Please try again.');
      expect(inputValue(response.body, 'email')).toBe('demo@estiba.test');
      // A fresh token comes with the page, so the next try works.
      expect(response.headers['set-cookie']).toContain(`${CSRF_COOKIE}=`);
    });

    it('refuses a token that belongs to another browser', async () => {
      const mine = visitor();
      const token = csrfTokenOf((await mine.open('/accounts/login', query())).body);
      const theirs = visitor();
      await theirs.open('/accounts/login', query());
      const response = await t.app.inject({
        method: 'POST',
        url: `/accounts/login?${new URLSearchParams(query())}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: theirs.cookie },
        payload: new URLSearchParams({
          email: 'demo@estiba.test',
          password: DEMO_PASSWORD,
          csrf_token: token,
        }).toString(),
        remoteAddress: theirs.ip,
      });
      expect(response.statusCode).toBe(403);
    });

    it('shows the login rules for empty and short values', async () => {
      const empty = await visitor().post('/accounts/login', query(), { email: '', password: '' });
      expect(empty.statusCode).toBe(400);
      expect(empty.body).toContain('<p class="error" id="email-error">This field is required</p>');
      expect(empty.body).toContain('<p class="error" id="password-error">This field is required</p>');
      expect(empty.body).toContain('aria-describedby="email-error"');

      const short = await visitor().post('/accounts/login', query(), { email: 'a@b', password: 'short' });
      expect(short.statusCode).toBe(400);
      expect(short.body).toContain('id="email-error">Min character length is 4<');
      expect(short.body).toContain('id="password-error">Min character length is 8<');
    });

    it('draws the page again with 401 for a wrong password, keeping the e-mail only', async () => {
      const response = await visitor().post('/accounts/login', query({ lang: 'es-CL' }), {
        email: 'demo@estiba.test',
        password: 'WrongPassword1',
      });
      expect(response.statusCode).toBe(401);
      expect(response.body).toContain('<html lang="es-CL">');
      expect(response.body).toContain('id="password-error">Usuario o contraseña incorrectos<');
      expect(inputValue(response.body, 'email')).toBe('demo@estiba.test');
      expect(inputValue(response.body, 'password')).toBe('');
      expect(response.body).not.toContain('WrongPassword1');
    });

    it('answers an unknown e-mail exactly like a wrong password', async () => {
      const response = await visitor().post('/accounts/login', query(), {
        email: 'nobody@estiba.test',
        password: DEMO_PASSWORD,
      });
      expect(response.statusCode).toBe(401);
      expect(response.body).toContain('id="password-error">Invalid username or password<');
      expect(response.body).not.toContain('email-error');
    });

    it('draws the page again, never a 500, for a body it cannot read', async () => {
      const url = `/accounts/login?${new URLSearchParams(query())}`;
      const plain = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/xml' },
        payload: '<email>demo@estiba.test</email>',
      });
      expect(plain.statusCode).toBe(415);
      expect(plain.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(plain.body).toContain('We could not read the form. Please fill it in and send it again.');

      const huge = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `email=${'a'.repeat(20_000)}`,
      });
      expect(huge.statusCode).toBe(413);
      expect(huge.body).toContain('<form');

      const json = await t.app.inject({
        method: 'POST',
        url,
        payload: { email: 42, password: ['x'] },
      });
      expect(json.statusCode).toBe(403);

      // A parameter sent twice is not a site id.
      const repeated = await t.app.inject({
        method: 'GET',
        url: `/accounts/login?${new URLSearchParams(query())}&site_id=again`,
      });
      expect(repeated.statusCode).toBe(400);
      expect(repeated.headers['content-type']).toBe('text/html; charset=utf-8');
    });

    it('redirects to redirect_url with a one-time code and the language, keeping its query', async () => {
      const response = await visitor().post('/accounts/login', query({ lang: 'es-MX' }), {
        email: ' Demo@Estiba.test ',
        password: DEMO_PASSWORD,
      });
      expect(response.statusCode).toBe(303);
      const { location, code } = codeFrom(response);
      expect(location.origin + location.pathname).toBe(`${SHELL}/authentication`);
      expect(location.searchParams.get('redirect')).toBe('/orders?page=2');
      expect(location.searchParams.get('lang')).toBe('es-MX');
      expect(code).toMatch(CODE);

      // Stored hashed, bound to the site and the origin, for two minutes.
      const [row] = await t.testDatabase.database.db
        .select({
          codeHash: authorizationCodes.codeHash,
          userId: authorizationCodes.userId,
          siteId: authorizationCodes.siteId,
          redirectOrigin: authorizationCodes.redirectOrigin,
          seconds: sql<number>`extract(epoch from ${authorizationCodes.expiresAt} - ${authorizationCodes.createdAt})::int`,
        })
        .from(authorizationCodes)
        .where(eq(authorizationCodes.codeHash, hashCode(code)));
      expect(row).toEqual({
        codeHash: hashCode(code),
        userId: DEMO_USER_ID,
        siteId: 'estiba-fulfillment',
        redirectOrigin: SHELL,
        seconds: 120,
      });
      const raw = await t.testDatabase.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(authorizationCodes)
        .where(eq(authorizationCodes.codeHash, code));
      expect(raw[0]?.n).toBe(0);
    });

    it('answers 429 with Retry-After after a burst of failed sign-ins from one address', async () => {
      const person = visitor();
      const statuses: number[] = [];
      let last: LightMyRequestResponse | undefined;
      for (let attempt = 0; attempt < 11; attempt += 1) {
        last = await person.post('/accounts/login', query({ lang: 'es-MX' }), {
          email: `guess${attempt}@estiba.test`,
          password: 'WrongPassword1',
        });
        statuses.push(last.statusCode);
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(statuses[10]).toBe(429);
      expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
      expect(last?.body).toContain('Demasiados intentos. Vuelve a intentarlo en 1 minuto.');
      expect(inputValue(last?.body ?? '', 'email')).toBe('guess10@estiba.test');
      // Even the right password waits until the window closes.
      const right = await person.post('/accounts/login', query(), {
        email: 'demo@estiba.test',
        password: DEMO_PASSWORD,
      });
      expect(right.statusCode).toBe(429);
      expect(right.body).toContain('Too many attempts. Try again in 1 minute.');
    });

    it('answers 429 after too many sign-ups from one address', async () => {
      const person = visitor();
      const statuses: number[] = [];
      for (let attempt = 0; attempt <= SIGNUPS_PER_HOUR; attempt += 1) {
        statuses.push((await person.post('/accounts/signup', query(), { name: 'x' })).statusCode);
      }
      expect(statuses.slice(0, SIGNUPS_PER_HOUR).every((status) => status === 400)).toBe(true);
      const limited = await person.post('/accounts/signup', query(), { name: 'Lucía', email: 'lucia@' });
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
      expect(limited.body).toContain('Too many attempts. Try again in 60 minutes.');
      expect(inputValue(limited.body, 'name')).toBe('Lucía');
    });
  });

  describe('sign-up form', () => {
    const newAccount = (email: string): Fields => ({
      name: 'Lucía Fernández',
      company: 'Mercado Lucía',
      email,
      country: '4',
      areaCode: 'AR',
      phone: '(11) 5555-0199',
      password: 'Mercado2026',
      confirmPassword: 'Mercado2026',
    });

    it('shows the register rules with spec point 5’s messages, keeping values but not passwords', async () => {
      const response = await visitor().post('/accounts/signup', query(), {
        name: 'Lu',
        company: '',
        email: 'lucia@',
        country: '',
        areaCode: '',
        phone: '12',
        password: 'weakpass',
        confirmPassword: 'different',
      });
      expect(response.statusCode).toBe(400);
      const html = response.body;
      expect(html).toContain('id="name-error">Min character length is 4<');
      expect(html).toContain('id="email-error">Please enter a valid email<');
      expect(html).toContain('id="country-error">This field is required<');
      expect(html).toContain('id="phone-error">Min character length is 4<');
      expect(html).toContain(
        'id="password-error">Password must have at least eight characters, one uppercase letter, one lowercase letter, one number.<',
      );
      expect(html).toContain('id="confirmPassword-error">Passwords do not match<');
      expect(html).toContain('role="alert"');
      expect(inputValue(html, 'name')).toBe('Lu');
      expect(inputValue(html, 'email')).toBe('lucia@');
      expect(inputValue(html, 'password')).toBe('');
      expect(html).not.toContain('weakpass');
    });

    it('escapes what the person typed when the form is drawn again', async () => {
      const response = await visitor().post('/accounts/signup', query(), {
        ...newAccount('x'),
        name: '<img src=x onerror=alert(1)>',
      });
      expect(response.statusCode).toBe(400);
      expect(response.body).not.toContain('<img src=x');
      expect(response.body).toContain('value="&lt;img src=x onerror=alert(1)&gt;"');
    });

    it('creates the account and signs the person in through the hand-off', async () => {
      const response = await visitor().post(
        '/accounts/signup',
        query({ lang: 'es-AR' }),
        newAccount('lucia@mercado.test'),
      );
      expect(response.statusCode).toBe(303);
      const { location, code } = codeFrom(response);
      expect(location.searchParams.get('lang')).toBe('es-AR');
      const exchanged = await exchange(code);
      expect(exchanged.statusCode).toBe(200);
      const me = await t.app.inject({
        method: 'GET',
        url: '/auth/me',
        headers: { authorization: `Bearer ${exchanged.json().token}` },
      });
      expect(me.json()).toMatchObject({
        email: 'lucia@mercado.test',
        displayName: 'Lucía Fernández',
        clientName: 'Mercado Lucía',
        role: ['user'],
      });
    });

    it('never says an e-mail has an account: it asks to check the e-mail, and tells the owner there', async () => {
      const response = await visitor().post('/accounts/signup', query(), newAccount('DEMO@estiba.test'));
      expect(response.statusCode).toBe(200);
      expect(response.headers.location).toBeUndefined();
      expect(response.body).toContain('<h1 id="form">Check your e-mail</h1>');
      expect(response.body).toContain('We have sent a message to demo@estiba.test with what to do next.');
      expect(response.body).not.toContain('already');
      // The way on is signing in, back to the same site.
      const back = new URLSearchParams(query()).toString().replaceAll('&', '&amp;');
      expect(response.body).toContain(`<a href="login?${back}">Sign in</a>`);

      const mail = await smtp.nextMail();
      expect(mail.to).toEqual(['demo@estiba.test']);
      expect(mail.subject).toBe('Your e-mail already has an Estiba account');
      expect(mail.text).toContain(`Sign in to your account: ${SHELL}/login`);
      const [demo] = await asOperator(t.testDatabase.database, (tx) =>
        tx.select().from(users).where(eq(users.id, DEMO_USER_ID)),
      );
      expect(demo?.displayName).toBe('Demo Merchant');
    });

    it('answers in Spanish on a Spanish page', async () => {
      const response = await visitor().post(
        '/accounts/signup',
        query({ lang: 'es-CL' }),
        newAccount('other@estiba.test'),
      );
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('Revisa tu correo electrónico');
      await smtp.nextMail();
    });
  });

  describe('POST /authentication (the code exchange)', () => {
    let codes: AuthorizationCodes;
    const issue = (redirectOrigin = SHELL) =>
      codes.issue({ userId: DEMO_USER_ID, siteId: 'estiba-fulfillment', redirectOrigin });

    beforeAll(() => {
      codes = new AuthorizationCodes(t.testDatabase.database, t.app.tokens);
    });

    it('gives an access token once, and refuses the same code afterwards', async () => {
      const code = await issue();
      const first = await exchange(code);
      expect(first.statusCode).toBe(200);
      const body = first.json();
      expect(body).toEqual({ token: expect.any(String), expiresIn: t.config.jwt.accessTokenTtlSeconds });
      expect(await t.app.tokens.verify(body.token)).toMatchObject({ userId: DEMO_USER_ID });

      const again = await exchange(code);
      expect(again.statusCode).toBe(401);
      expect(again.json().message).toBe(CODE_ERRORS.used);
    });

    it('ignores whatever type a client labels its empty body with (a browser script may send a form type)', async () => {
      const code = await issue();
      for (const contentType of ['application/x-www-form-urlencoded', 'text/plain', 'application/json']) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/authentication',
          headers: { authorization: code, origin: SHELL, 'content-type': contentType },
        });
        // The code was used by the first call: what matters is that none of them is a 415 or a 400.
        expect([200, 401]).toContain(response.statusCode);
      }
    });

    it('lets only one of two simultaneous exchanges win', async () => {
      const code = await issue();
      const statuses = (await Promise.all([exchange(code), exchange(code), exchange(code)])).map(
        (response) => response.statusCode,
      );
      expect(statuses.sort()).toEqual([200, 401, 401]);
    });

    it('refuses an expired code', async () => {
      const code = await issue();
      await t.testDatabase.database.db
        .update(authorizationCodes)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(authorizationCodes.codeHash, hashCode(code)));
      const response = await exchange(code);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(CODE_ERRORS.expired);
    });

    it('refuses a code sent from another origin, and leaves it for the right one', async () => {
      const code = await issue();
      const foreign = await exchange(code, 'https://evil.example');
      expect(foreign.statusCode).toBe(401);
      expect(foreign.json().message).toBe(CODE_ERRORS.origin);
      expect((await exchange(code, null)).statusCode).toBe(401);

      const own = await exchange(code, SHELL);
      expect(own.statusCode).toBe(200);
    });

    it('ignores the Referer: a forged one of the right site does not stand in for the Origin', async () => {
      const code = await issue();
      const forged = await exchange(code, null, { referer: `${SHELL}/authentication` });
      expect(forged.statusCode).toBe(401);
      expect(forged.json().message).toBe(CODE_ERRORS.origin);
      const mixed = await exchange(code, 'https://evil.example', { referer: `${SHELL}/authentication` });
      expect(mixed.json().message).toBe(CODE_ERRORS.origin);
      // Left unspent for the site's own page.
      expect((await exchange(code, SHELL, { referer: 'https://evil.example/' })).statusCode).toBe(200);
    });

    it("binds the code to the site it was issued for: another brand's origin cannot use it", async () => {
      const code = await issue(WHITE_LABEL);
      expect((await exchange(code, SHELL)).json().message).toBe(CODE_ERRORS.origin);
      expect((await exchange(code, WHITE_LABEL)).statusCode).toBe(200);
    });

    it('refuses an Origin that no browser writes', async () => {
      const code = await issue();
      for (const origin of [
        'null',
        `${SHELL}/`,
        `${SHELL}/authentication`,
        'javascript:alert(1)',
        'nonsense',
      ]) {
        expect((await exchange(code, origin)).json().message).toBe(CODE_ERRORS.origin);
      }
      expect((await exchange(code, SHELL)).statusCode).toBe(200);
    });

    it('refuses a missing, malformed or unknown code', async () => {
      const missing = await exchange(undefined);
      expect(missing.statusCode).toBe(401);
      expect(missing.json().message).toBe(CODE_ERRORS.missing);
      expect((await exchange('not a code')).json().message).toBe(CODE_ERRORS.invalid);
      const unknown = await exchange('A'.repeat(43));
      expect(unknown.statusCode).toBe(401);
      expect(unknown.json().message).toBe(CODE_ERRORS.invalid);
    });

    it('refuses the code of an account disabled since', async () => {
      const code = await issue();
      await asOperator(t.testDatabase.database, (tx) =>
        tx.update(users).set({ disabled: true }).where(eq(users.id, DEMO_USER_ID)),
      );
      try {
        const response = await exchange(code);
        expect(response.statusCode).toBe(401);
        expect(response.json().message).toBe(CODE_ERRORS.account);
      } finally {
        await asOperator(t.testDatabase.database, (tx) =>
          tx.update(users).set({ disabled: false }).where(eq(users.id, DEMO_USER_ID)),
        );
      }
    });
  });
});
