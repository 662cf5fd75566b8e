// Access tokens: HS256 JWTs signed with the configured secret, bound to this API (audience and issuer) and to
// the user's token version, so bumping the version on the user row ends every session at once. A token carries
// the time its session began (auth_time), kept across renewals, so no session outlives a fixed maximum however
// often it is renewed.
import { errors, jwtVerify, SignJWT } from 'jose';
import { DEFAULT_SESSION_MAX_AGE_SECONDS } from '../../config.js';
import { Unauthorized } from '../../platform/errors.js';
import { USER_ROLES, type UserRole } from '../../platform/db/schema.js';

/** The one algorithm accepted: an allow-list, so `alg: none` or an asymmetric-key confusion never verifies. */
const ALGORITHM = 'HS256';
const MS_PER_SECOND = 1000;
/** A session's absolute lifetime unless configured (SESSION_MAX_AGE_SECONDS): 30 days after sign-in. */
export const DEFAULT_MAX_SESSION_SECONDS = DEFAULT_SESSION_MAX_AGE_SECONDS;

export interface AccessTokenClaims {
  userId: string;
  clientId: string;
  tokenVersion: number;
  role: UserRole;
}

/** A verified token's claims and when its session began (seconds since the epoch). */
export interface VerifiedAccessToken extends AccessTokenClaims {
  authTime: number;
}

export interface TokenSettings {
  secret: string;
  audience: string;
  issuer: string;
  accessTokenTtlSeconds: number;
  /** The most seconds a session lasts after its sign-in, renewals included; DEFAULT_MAX_SESSION_SECONDS if unset. */
  maxSessionSeconds?: number;
}

export interface SignOptions {
  expiresInSeconds?: number;
  /** Milliseconds since the epoch; for tests. */
  now?: number;
  /** When the session began (seconds since the epoch): a renewal passes its token's; a sign-in leaves it out. */
  authTime?: number;
}

export interface SignedToken {
  token: string;
  /** Seconds until it expires, as the browser stores it (`expires_at`). */
  expiresIn: number;
}

/** The reasons a token is refused, word for word what the 401 says. */
export const TOKEN_ERRORS = {
  missing: 'Authentication required: send the access token as "Authorization: Bearer <token>".',
  malformed: 'The access token is malformed.',
  expired: 'The access token has expired. Sign in again.',
  signature: 'The access token signature is invalid.',
  algorithm: 'The access token algorithm is not allowed.',
  audience: 'The access token was issued for another audience.',
  issuer: 'The access token was issued by another issuer.',
  claims: 'The access token claims are invalid.',
  revoked: 'The session has ended. Sign in again.',
  sessionTooOld: 'The session has reached its maximum length. Sign in again.',
  disabled: 'This user is disabled.',
} as const;

function refusal(error: unknown): Unauthorized {
  if (error instanceof errors.JWTExpired) return new Unauthorized(TOKEN_ERRORS.expired);
  if (error instanceof errors.JWSSignatureVerificationFailed) return new Unauthorized(TOKEN_ERRORS.signature);
  if (error instanceof errors.JOSEAlgNotAllowed || error instanceof errors.JOSENotSupported) {
    return new Unauthorized(TOKEN_ERRORS.algorithm);
  }
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'aud') return new Unauthorized(TOKEN_ERRORS.audience);
    if (error.claim === 'iss') return new Unauthorized(TOKEN_ERRORS.issuer);
    return new Unauthorized(TOKEN_ERRORS.claims);
  }
  return new Unauthorized(TOKEN_ERRORS.malformed);
}

function isRole(value: unknown): value is UserRole {
  return typeof value === 'string' && (USER_ROLES as readonly string[]).includes(value);
}

export class TokenService {
  private readonly key: Uint8Array;

  constructor(private readonly settings: TokenSettings) {
    this.key = new TextEncoder().encode(settings.secret);
  }

  private get maxSessionSeconds(): number {
    return this.settings.maxSessionSeconds ?? DEFAULT_MAX_SESSION_SECONDS;
  }

  /**
   * Signs a token for `claims`, expiring after `expiresInSeconds` or when the session reaches its maximum
   * length, whichever comes first; Unauthorized when the session already has.
   */
  async sign(
    claims: AccessTokenClaims,
    { expiresInSeconds = this.settings.accessTokenTtlSeconds, now = Date.now(), authTime }: SignOptions = {},
  ): Promise<SignedToken> {
    const issuedAt = Math.floor(now / MS_PER_SECOND);
    const sessionStart = authTime ?? issuedAt;
    const expiresAt = Math.min(issuedAt + expiresInSeconds, sessionStart + this.maxSessionSeconds);
    if (expiresAt <= issuedAt) throw new Unauthorized(TOKEN_ERRORS.sessionTooOld);
    const token = await new SignJWT({
      cid: claims.clientId,
      tv: claims.tokenVersion,
      role: claims.role,
      auth_time: sessionStart,
    })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(claims.userId)
      .setAudience(this.settings.audience)
      .setIssuer(this.settings.issuer)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(this.key);
    return { token, expiresIn: expiresAt - issuedAt };
  }

  /** The claims of a valid token; an Unauthorized error saying why otherwise. */
  async verify(token: string, now = Date.now()): Promise<VerifiedAccessToken> {
    let payload;
    try {
      ({ payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        audience: this.settings.audience,
        issuer: this.settings.issuer,
        requiredClaims: ['sub', 'exp', 'iat'],
        currentDate: new Date(now),
      }));
    } catch (error) {
      throw refusal(error);
    }
    const { sub, cid, tv, role, iat } = payload;
    // Tokens signed before sessions carried auth_time began their session when they were issued.
    const authTime = payload.auth_time ?? iat;
    if (
      typeof sub !== 'string' ||
      typeof cid !== 'string' ||
      !Number.isInteger(tv) ||
      !isRole(role) ||
      !Number.isInteger(authTime) ||
      (authTime as number) > (iat as number)
    ) {
      throw new Unauthorized(TOKEN_ERRORS.claims);
    }
    // Also refused here, not only at renewal: a token signed under a longer maximum ends with the new one.
    if (Math.floor(now / MS_PER_SECOND) >= (authTime as number) + this.maxSessionSeconds) {
      throw new Unauthorized(TOKEN_ERRORS.sessionTooOld);
    }
    return { userId: sub, clientId: cid, tokenVersion: tv as number, role, authTime: authTime as number };
  }
}
