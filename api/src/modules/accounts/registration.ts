// Creating an account (GET auth/signup and the hosted sign-up page): a client named after the company (or the
// person), its first user with role 'user' and an argon2id password hash, in one transaction.
import { eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../platform/db/connection.js';
import { clients, countries, users } from '../../platform/db/schema.js';
import { ValidationFailed } from '../../platform/errors.js';
import { ACCOUNT_MESSAGES, checkSignup, type FieldErrors } from './account-rules.js';
import { accountLanguage } from './language.js';
import { hashPassword } from './passwords.js';
import type { UserRow } from './repository.js';

/** PostgreSQL's unique_violation: two sign-ups with one e-mail raced and this one lost. */
const UNIQUE_VIOLATION = '23505';

/** A sign-up refused for its fields: 400 with a message per field (fieldErrors). */
export class SignupRejected extends ValidationFailed {
  constructor(readonly fieldErrors: FieldErrors) {
    super(
      fieldErrors.email === ACCOUNT_MESSAGES.emailTaken && Object.keys(fieldErrors).length === 1
        ? ACCOUNT_MESSAGES.emailTaken
        : ACCOUNT_MESSAGES.invalidSignup,
      { fieldErrors },
    );
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

export async function emailTaken(db: AppDatabase, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return row !== undefined;
}

async function countryExists(db: AppDatabase, id: number): Promise<boolean> {
  const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, id)).limit(1);
  return row !== undefined;
}

/**
 * Validates a sign-up (spec point 5: the field rules, the country exists, the e-mail is free) and creates the
 * client and its user. Throws SignupRejected (400, fieldErrors) when a field is refused. `input` may be what a
 * browser sent, unchecked: every field is checked here.
 */
export async function createAccount(db: AppDatabase, input: Record<string, unknown>): Promise<UserRow> {
  const checked = checkSignup(input);
  if (!checked.input) throw new SignupRejected(checked.fieldErrors);
  const signup = checked.input;
  const fieldErrors: FieldErrors = {};
  if (!(await countryExists(db, signup.countryId))) fieldErrors.countryId = ACCOUNT_MESSAGES.country;
  if (await emailTaken(db, signup.email)) fieldErrors.email = ACCOUNT_MESSAGES.emailTaken;
  if (Object.keys(fieldErrors).length > 0) throw new SignupRejected(fieldErrors);

  const passwordHash = await hashPassword(signup.password);
  try {
    return await db.transaction(async (tx) => {
      const [client] = await tx
        .insert(clients)
        .values({
          id: sql`'CL-' || lpad(nextval('client_number_seq')::text, 4, '0')`,
          name: signup.accountName ?? signup.displayName,
          countryId: signup.countryId,
        })
        .returning({ id: clients.id });
      const [user] = await tx
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
      return user!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new SignupRejected({ email: ACCOUNT_MESSAGES.emailTaken });
    throw error;
  }
}
