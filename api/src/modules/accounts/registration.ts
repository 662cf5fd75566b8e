// Creating an account (GET auth/signup and the hosted sign-up page): a client named after the company (or the
// person), its first user with role 'user' and an argon2id password hash, in one transaction. A sign-up with
// an e-mail that already has an account is not refused: the caller answers it like any other and the owner is
// told by e-mail, so sign-up never tells a stranger which e-mails have accounts (as the password reset).
import { eq, sql } from 'drizzle-orm';
import type { AppDatabase, Database } from '../../platform/db/connection.js';
import { clients, countries, users } from '../../platform/db/schema.js';
import { asOperator } from '../../platform/db/scope.js';
import { ValidationFailed } from '../../platform/errors.js';
import type { MailQueue } from '../../platform/mail/plugin.js';
import { accountExistsMail } from './account-exists-email.js';
import { ACCOUNT_MESSAGES, checkSignup, type FieldErrors } from './account-rules.js';
import { accountLanguage } from './language.js';
import { hashPassword } from './passwords.js';
import type { UserRow } from './repository.js';

/** PostgreSQL's unique_violation: two sign-ups with one e-mail raced and this one lost. */
const UNIQUE_VIOLATION = '23505';

/** A sign-up refused for its fields: 400 with a message per field (fieldErrors). */
export class SignupRejected extends ValidationFailed {
  constructor(readonly fieldErrors: FieldErrors) {
    super(ACCOUNT_MESSAGES.invalidSignup, { fieldErrors });
  }
}

/** What a valid sign-up led to: a new account, or the account that already had the e-mail (left unchanged). */
export type SignupOutcome = { kind: 'created'; user: UserRow } | { kind: 'existing'; user: UserRow };

function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

/** In the operator scope: a sign-up has no client yet, and the e-mail may be any client's. */
async function userWithEmail(database: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await asOperator(database, (tx) =>
    tx.select().from(users).where(eq(users.email, email)).limit(1),
  );
  return row;
}

async function countryExists(db: AppDatabase, id: number): Promise<boolean> {
  const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, id)).limit(1);
  return row !== undefined;
}

/**
 * Validates a sign-up (spec point 5: the field rules, the country exists) and creates the client and its user;
 * when the e-mail already has an account, creates nothing and returns that account (`existing`). Throws
 * SignupRejected (400, fieldErrors) when a field is refused, which never depends on the e-mail having an
 * account. `input` may be what a browser sent, unchecked: every field is checked here.
 */
export async function createAccount(
  database: Database,
  input: Record<string, unknown>,
): Promise<SignupOutcome> {
  const checked = checkSignup(input);
  if (!checked.input) throw new SignupRejected(checked.fieldErrors);
  const signup = checked.input;
  if (!(await countryExists(database.db, signup.countryId))) {
    throw new SignupRejected({ countryId: ACCOUNT_MESSAGES.country });
  }

  // Hashed in both cases, so an existing e-mail answers in about the time a new account takes.
  const passwordHash = await hashPassword(signup.password);
  const existing = await userWithEmail(database, signup.email);
  if (existing) return { kind: 'existing', user: existing };
  try {
    // The operator scope creates the client and its first user: the new client is nobody's caller yet.
    const user = await asOperator(database, async (tx) => {
      const [client] = await tx
        .insert(clients)
        .values({
          id: sql`'CL-' || lpad(nextval('client_number_seq')::text, 4, '0')`,
          name: signup.accountName ?? signup.displayName,
          countryId: signup.countryId,
        })
        .returning({ id: clients.id });
      const [row] = await tx
        .insert(users)
        .values({
          clientId: client!.id,
          email: signup.email,
          passwordHash,
          displayName: signup.displayName,
          role: 'user',
          lang: accountLanguage(signup.lang),
          phone: signup.phone,
        })
        .returning();
      return row!;
    });
    return { kind: 'created', user };
  } catch (error) {
    // Another sign-up with this e-mail won the race: this one met an existing account after all.
    const winner = isUniqueViolation(error) ? await userWithEmail(database, signup.email) : undefined;
    if (winner) return { kind: 'existing', user: winner };
    throw error;
  }
}

/** The product's sign-in page, for the links in e-mails; null when the application's address is not known. */
export function signInPageUrl(publicAppUrl: string | undefined): string | null {
  return publicAppUrl ? `${publicAppUrl.replace(/\/+$/, '')}/login` : null;
}

/**
 * Tells the owner of an existing account that someone signed up with its e-mail, in the background (the
 * answer must not wait for, or reveal, the mail). A disabled account is told nothing, as with the reset.
 */
export function notifyExistingAccount(mail: MailQueue, user: UserRow, signInLink: string | null): void {
  if (user.disabled) return;
  mail.sendLater(
    accountExistsMail({
      to: user.email,
      displayName: user.displayName,
      lang: accountLanguage(user.lang),
      signInLink,
    }),
  );
}
