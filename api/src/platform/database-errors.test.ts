import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { startTestApp, type TestApp } from '../test/app.js';
import { DATABASE_INPUT_MESSAGES, databaseInputError, sqlStateOf } from './database-errors.js';
import { Conflict, ValidationFailed } from './errors.js';

/** What pg and PGlite throw, inside the error drizzle wraps it in. */
const driverError = (code: string) =>
  Object.assign(new Error('refused'), { code, severity: 'ERROR', detail: 'Key (email)=(x@y.z)' });
const wrapped = (code: string) => new Error('Failed query: select 1\nparams: ', { cause: driverError(code) });

describe('databaseInputError', () => {
  it.each([
    ['22021', 400, DATABASE_INPUT_MESSAGES.character],
    ['22P05', 400, DATABASE_INPUT_MESSAGES.character],
    ['22001', 400, DATABASE_INPUT_MESSAGES.tooLong],
    ['22003', 400, DATABASE_INPUT_MESSAGES.outOfRange],
    ['22P02', 400, DATABASE_INPUT_MESSAGES.format],
    ['22012', 400, DATABASE_INPUT_MESSAGES.invalid],
    ['23502', 400, DATABASE_INPUT_MESSAGES.missing],
    ['23503', 400, DATABASE_INPUT_MESSAGES.unknownReference],
    ['23514', 400, DATABASE_INPUT_MESSAGES.notAllowed],
    ['23505', 409, DATABASE_INPUT_MESSAGES.conflict],
    ['54000', 400, DATABASE_INPUT_MESSAGES.tooLarge],
  ])('answers SQLSTATE %s with %i and a reason that names no value', (code, status, message) => {
    const error = databaseInputError(wrapped(code));
    expect(error).toBeInstanceOf(status === 409 ? Conflict : ValidationFailed);
    expect(error?.statusCode).toBe(status);
    expect(error?.message).toBe(message);
  });

  it('leaves errors that are not about the input alone', () => {
    expect(databaseInputError(wrapped('42P01'))).toBeNull(); // undefined_table: our bug, a 500
    expect(databaseInputError(wrapped('57P01'))).toBeNull(); // admin_shutdown
    expect(databaseInputError(Object.assign(new Error('down'), { code: 'ECONNREFUSED' }))).toBeNull();
    expect(databaseInputError(new Error('plain'))).toBeNull();
    expect(sqlStateOf('not an error')).toBeNull();
  });
});

describe('database errors through the error handler', () => {
  let t: TestApp;

  // Values the input guard lets through (or never sees) but the database refuses, run by real queries.
  const refusingRoutes = async (app: FastifyInstance) => {
    const run = (query: ReturnType<typeof sql>) => app.database.db.execute(query).then(() => ({ ok: true }));
    app.get('/test/uuid', async () => run(sql`select ${'secret@example.com'}::uuid`));
    app.get('/test/integer', async () => run(sql`select ${'99999999999'}::int`));
    app.get('/test/nul', async () => run(sql`select ${'secret\u0000value'}::text`));
    app.get('/test/jsonb', async () => run(sql`select ${'{"a":"\\u0000"}'}::jsonb`));
    app.get('/test/duplicate', async () => run(sql`insert into clients select * from clients limit 1`));
    app.get('/test/missing-table', async () => run(sql`select * from no_such_table`));
  };

  beforeAll(async () => {
    t = await startTestApp({ testRoutes: refusingRoutes });
  });

  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it.each([
    ['/test/uuid', 400, DATABASE_INPUT_MESSAGES.format],
    ['/test/integer', 400, DATABASE_INPUT_MESSAGES.outOfRange],
    ['/test/nul', 400, DATABASE_INPUT_MESSAGES.character],
    ['/test/jsonb', 400, DATABASE_INPUT_MESSAGES.character],
    ['/test/duplicate', 409, DATABASE_INPUT_MESSAGES.conflict],
  ])('%s answers %i in the error shape, without the value', async (url, status, message) => {
    const response = await get(url);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ statusCode: status, error: expect.any(String), message });
    expect(response.body).not.toMatch(/secret|99999999999/);
  });

  it('still answers 500 for a database error that is the code’s fault', async () => {
    const response = await get('/test/missing-table');
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('no_such_table');
  });
});

describe('database errors on the hosted accounts pages', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
    // Every new user is refused as too long: input the form's own checks let through.
    await t.testDatabase.database.asOwner((session) =>
      session.exec(`
        create function refuse_new_user() returns trigger language plpgsql as $$
        begin
          raise exception 'value too long' using errcode = '22001';
        end $$;
        create trigger refuse_new_user before insert on users
          for each row execute function refuse_new_user();
      `),
    );
  });

  afterAll(() => t.close());

  it('draws the sign-up page again with a 400, not the 500 page', async () => {
    const query = `redirect_url=${encodeURIComponent(`${t.config.publicAppUrl}/`)}&lang=en-US`;
    const remoteAddress = '10.14.2.1';
    const page = await t.app.inject({ method: 'GET', url: `/accounts/signup?${query}`, remoteAddress });
    const cookie = String(page.headers['set-cookie']).split(';')[0]!;
    const csrfToken = /name="csrf_token" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const response = await t.app.inject({
      method: 'POST',
      url: `/accounts/signup?${query}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      payload: new URLSearchParams({
        name: 'Lucía Fernández',
        company: 'Mercado Lucía',
        email: 'lucia.refused@tienda.ar',
        country: '4',
        areaCode: 'AR',
        phone: '(11) 5555-0199',
        password: 'Mercado2026',
        confirmPassword: 'Mercado2026',
        csrf_token: csrfToken,
      }).toString(),
      remoteAddress,
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<form');
  });
});
