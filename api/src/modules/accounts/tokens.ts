// Access tokens: HS256 JWTs signed with the configured secret, bound to this API (audience and issuer) and to
// the user's token version, so bumping the version on the user row ends every session at once.
import { errors, jwtVerify, SignJWT } from 'jose';
import { Unauthorized } from '../../platform/errors.js';
import { USER_ROLES, type UserRole } from '../../platform/db/schema.js';

/** The one algorithm accepted: an allow-list, so `alg: none` or an asymmetric-key confusion never verifies. */
const ALGORITHM = 'HS256';
const MS_PER_SECOND = 1000;

export interface AccessTokenClaims {
  userId: string;
  clientId: string;
  tokenVersion: number;
  role: UserRole;
}

export interface TokenSettings {
  secret: string;
  audience: string;
  issuer: string;
  accessTokenTtlSeconds: number;
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

  async sign(
    claims: AccessTokenClaims,
    { expiresInSeconds = this.settings.accessTokenTtlSeconds, now = Date.now() } = {},
  ): Promise<SignedToken> {
    const issuedAt = Math.floor(now / MS_PER_SECOND);
    const token = await new SignJWT({ cid: claims.clientId, tv: claims.tokenVersion, role: claims.role })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(claims.userId)
      .setAudience(this.settings.audience)
      .setIssuer(this.settings.issuer)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + expiresInSeconds)
      .sign(this.key);
    return { token, expiresIn: expiresInSeconds };
  }

  /** The claims of a valid token; an Unauthorized error saying why otherwise. */
  async verify(token: string): Promise<AccessTokenClaims> {
    let payload;
    try {
      ({ payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        audience: this.settings.audience,
        issuer: this.settings.issuer,
        requiredClaims: ['sub', 'exp', 'iat'],
      }));
    } catch (error) {
      throw refusal(error);
    }
    const { sub, cid, tv, role } = payload;
    if (typeof sub !== 'string' || typeof cid !== 'string' || !Number.isInteger(tv) || !isRole(role)) {
      throw new Unauthorized(TOKEN_ERRORS.claims);
    }
    return { userId: sub, clientId: cid, tokenVersion: tv as number, role };
  }
}
