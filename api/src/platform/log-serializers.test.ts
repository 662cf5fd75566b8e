import { DrizzleQueryError } from 'drizzle-orm';
import { issueDemoToken } from '../seed/demo-token.js';
import { startTestApp, type TestApp } from '../test/app.js';
import { captureLogs, type CapturedLogs } from '../test/logs.js';
import { signPayload } from '../test/signed-payload.js';
import { REDACTED, serializeError } from './log-serializers.js';

const EMAIL = 'lucia.secreta@tienda.mx';
const PHONE = '+52 5587654321';
const PASSWORD = 'Secreta2026';
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2g';

/** What pg and PGlite throw for a refused row: the values sit in `detail`, `where`, `params` and the message. */
function driverError() {
  return Object.assign(new Error(`invalid input syntax for type uuid: "${EMAIL}"`), {
    code: '22P02',
    severity: 'ERROR',
    detail: `Key (email)=(${EMAIL}) already exists.`,
    where: `PL/pgSQL function check_user() line 3 at RAISE: ${PHONE}`,
    internalQuery: `select '${EMAIL}'`,
    params: [EMAIL, PHONE, HASH],
    table: 'users',
    column: 'email',
    constraint: 'users_email_unique',
    routine: 'string_to_uuid',
  });
}

describe('serializeError', () => {
  const query = 'insert into "users" ("email", "phone", "password_hash") values ($1, $2, $3)';
  const failed = () => new DrizzleQueryError(query, [EMAIL, PHONE, HASH], driverError());

  it('keeps what failed and where, and drops every value the query carried', () => {
    const serialized = serializeError(failed());
    const text = JSON.stringify(serialized);
    for (const secret of [EMAIL, PHONE, HASH, '$argon2id$']) expect(text).not.toContain(secret);
    expect(serialized).toMatchObject({
      type: 'DrizzleQueryError',
      message: `Failed query: ${query}\nparams: ${REDACTED}`,
      query,
      cause: {
        type: 'Error',
        message: `invalid input syntax for type uuid: ${REDACTED}`,
        code: '22P02',
        table: 'users',
        column: 'email',
        constraint: 'users_email_unique',
        routine: 'string_to_uuid',
      },
    });
    expect(serialized.stack).toContain(`Failed query: ${query}\nparams: ${REDACTED}\n    at `);
    expect(serialized.cause).not.toHaveProperty('detail');
    expect(serialized.cause).not.toHaveProperty('where');
    expect(serialized.cause).not.toHaveProperty('params');
  });

  it('keeps quoted identifiers the error names itself', () => {
    const duplicate = Object.assign(
      new Error('duplicate key value violates unique constraint "users_email_unique"'),
      {
        code: '23505',
        severity: 'ERROR',
        constraint: 'users_email_unique',
      },
    );
    expect(serializeError(duplicate).message).toBe(
      'duplicate key value violates unique constraint "users_email_unique"',
    );
  });

  it('drops properties it does not know, such as a request body, and survives a cycle of causes', () => {
    const error = Object.assign(new Error('boom'), { body: { email: EMAIL }, statusCode: 500 });
    error.cause = error;
    const serialized = serializeError(error);
    expect(JSON.stringify(serialized)).not.toContain(EMAIL);
    expect(serialized).toMatchObject({ type: 'Error', message: 'boom', statusCode: 500 });
    expect(serializeError(`thrown text ${EMAIL}`)).toEqual({ type: 'string', message: REDACTED, stack: '' });
  });
});

describe('the log of a failing sign-up and profile update', () => {
  let t: TestApp;
  let logs: CapturedLogs;

  beforeAll(async () => {
    t = await startTestApp({ env: { LOG_LEVEL: 'info' } });
    // A fault of the database itself (not of the input) as each write reaches it: the worst case for a log,
    // since the error is logged in full and drizzle's message carries the query's parameters.
    await t.testDatabase.database.asOwner((session) =>
      session.exec(`
        create function refuse_user_write() returns trigger language plpgsql as $$
        begin
          raise exception 'users are read-only' using errcode = 'XX000',
            detail = format('email=%s phone=%s name=%s', new.email, new.phone, new.display_name);
        end $$;
        create trigger refuse_user_write before insert or update on users
          for each row execute function refuse_user_write();
      `),
    );
    logs = captureLogs(t.app);
  });

  afterAll(async () => {
    logs?.stop();
    await t?.close();
  });

  const logged = () => logs.lines.join('\n');

  it('logs the failed sign-up without its e-mail, phone, password or hash', async () => {
    const payload = await signPayload({
      displayName: 'Lucía Secreta',
      email: EMAIL,
      countryId: 1,
      phone: PHONE,
      password: PASSWORD,
    });
    const response = await t.app.inject({
      method: 'GET',
      url: '/auth/signup',
      headers: { authorization: `Bearer ${payload}` },
      remoteAddress: '10.14.1.1',
    });
    expect(response.statusCode).toBe(500);
    const failure = logs.entries().find((entry) => entry.msg === 'unexpected error');
    expect(failure).toMatchObject({ err: { type: 'DrizzleQueryError', cause: { code: 'XX000' } } });
    for (const secret of [EMAIL, PHONE, PASSWORD, '$argon2id$', 'Lucía Secreta']) {
      expect(logged()).not.toContain(secret);
    }
  });

  it('logs the failed profile update without the new name', async () => {
    const token = (await issueDemoToken('demo@estiba.test', t.config.jwt)).token;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/update',
      headers: { authorization: `Bearer ${token}` },
      payload: { user: { displayName: 'Nombre Muy Secreto' } },
    });
    expect(response.statusCode).toBe(500);
    const failures = logs.entries().filter((entry) => entry.msg === 'unexpected error');
    expect(failures.at(-1)).toMatchObject({ err: { type: 'DrizzleQueryError', cause: { code: 'XX000' } } });
    expect(logged()).not.toContain('Nombre Muy Secreto');
    expect(logged()).not.toContain('demo@estiba.test');
  });
});
