// One-time authorization codes: what the hosted accounts pages hand to the site after a sign-in, and what the
// site exchanges (POST /authentication) for an access token. A code is 32 random bytes, kept only as its
// SHA-256, valid two minutes, spent on first use, and bound to the site it was issued for: the origin of the
// redirect target recorded at issue must be the Origin of the exchange. Times are the database's, so every API
// instance agrees on expiry. Knows nothing of HTTP.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { AppDatabase, Database } from '../../platform/db/connection.js';
import { authorizationCodes } from '../../platform/db/schema.js';
import { asOperator } from '../../platform/db/scope.js';
import { Unauthorized } from '../../platform/errors.js';
import { findUserWithClient } from '../accounts/repository.js';
import type { SignedToken, TokenService } from '../accounts/tokens.js';

export const AUTHORIZATION_CODE_TTL_SECONDS = 120;
const CODE_BYTES = 32;
/** The base64url text of 32 bytes; anything else was never issued here. */
const CODE_FORMAT = /^[A-Za-z0-9_-]{43}$/;
/** Spent and expired codes are kept a day, so a late replay is told "already used" rather than "unknown". */
const RETENTION = sql`interval '1 day'`;

/** Why an exchange is refused, word for word what the 401 says. */
export const CODE_ERRORS = {
  missing: 'Send the authorization code from the accounts page in the Authorization header.',
  invalid: 'The authorization code is not valid.',
  used: 'The authorization code has already been used. Sign in again.',
  expired: 'The authorization code has expired. Sign in again.',
  origin: 'The authorization code was issued for another site: exchange it from the page it was sent to.',
  account: 'This account can no longer sign in.',
} as const;

export function hashCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

export interface IssueCode {
  userId: string;
  siteId: string;
  /** The origin of the redirect target: only a page of that origin may exchange the code. */
  redirectOrigin: string;
}

export class AuthorizationCodes {
  /** The codes table carries no client: plain queries, as the API's role. */
  private readonly db: AppDatabase;

  constructor(
    private readonly database: Database,
    private readonly tokens: TokenService,
  ) {
    this.db = database.db;
  }

  async issue({ userId, siteId, redirectOrigin }: IssueCode): Promise<string> {
    const code = randomBytes(CODE_BYTES).toString('base64url');
    await this.db.insert(authorizationCodes).values({
      codeHash: hashCode(code),
      userId,
      siteId,
      redirectOrigin,
      expiresAt: sql`now() + make_interval(secs => ${AUTHORIZATION_CODE_TTL_SECONDS})`,
    });
    await this.db
      .delete(authorizationCodes)
      .where(lt(authorizationCodes.expiresAt, sql`now() - ${RETENTION}`));
    return code;
  }

  /** Spends the code and signs an access token for its user; Unauthorized saying why otherwise. */
  async exchange(code: string | undefined, requestOrigin: string | null): Promise<SignedToken> {
    if (!code) throw new Unauthorized(CODE_ERRORS.missing);
    if (!CODE_FORMAT.test(code)) throw new Unauthorized(CODE_ERRORS.invalid);
    const codeHash = hashCode(code);
    const [found] = await this.db
      .select({
        redirectOrigin: authorizationCodes.redirectOrigin,
        used: sql<boolean>`${authorizationCodes.usedAt} IS NOT NULL`,
        expired: sql<boolean>`${authorizationCodes.expiresAt} <= now()`,
      })
      .from(authorizationCodes)
      .where(eq(authorizationCodes.codeHash, codeHash))
      .limit(1);
    if (!found) throw new Unauthorized(CODE_ERRORS.invalid);
    if (found.used) throw new Unauthorized(CODE_ERRORS.used);
    if (found.expired) throw new Unauthorized(CODE_ERRORS.expired);
    // A mismatch leaves the code unspent: the request was not the site's own, and the site may still use it.
    if (requestOrigin !== found.redirectOrigin) throw new Unauthorized(CODE_ERRORS.origin);

    // The conditions are checked again in the update itself, so two racing exchanges cannot both win.
    const [spent] = await this.db
      .update(authorizationCodes)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(authorizationCodes.codeHash, codeHash),
          isNull(authorizationCodes.usedAt),
          gt(authorizationCodes.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: authorizationCodes.userId });
    if (!spent) throw new Unauthorized(CODE_ERRORS.used);

    // The operator scope: the code names a user, and only the user's row tells whose client they are.
    const account = await asOperator(this.database, (tx) => findUserWithClient(tx, spent.userId));
    if (!account || account.user.disabled) throw new Unauthorized(CODE_ERRORS.account);
    return this.tokens.sign({
      userId: account.user.id,
      clientId: account.user.clientId,
      tokenVersion: account.user.tokenVersion,
      role: account.user.role,
    });
  }
}

/**
 * The origin of the page that sent the exchange, from its Origin header, which a browser sets itself and no
 * page's script can change; null when absent or opaque ("null"). The Referer is never read: a client that is
 * not a browser writes any Referer it likes, and a page can strip or shorten its own with a referrer policy.
 */
export function requestOrigin(origin: string | undefined): string | null {
  if (!origin || origin === 'null') return null;
  try {
    const parsed = new URL(origin);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    // An Origin header is exactly scheme://host[:port]; anything more was not written by a browser.
    return parsed.origin === origin ? parsed.origin : null;
  } catch {
    return null;
  }
}
