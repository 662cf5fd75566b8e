// The merchant's API tokens (issue 20): create (the secret shown once), list, revoke; and the bearer check of the
// public API. No HTTP here.
import type { Database } from '../../platform/db/connection.js';
import { asClient, asOperator } from '../../platform/db/scope.js';
import { Forbidden, NotFound, Unauthorized, ValidationFailed } from '../../platform/errors.js';
import { IdempotencyKeyReused } from '../../platform/idempotency.js';
import type { Session } from '../accounts/service.js';
import {
  findByIdempotencyKey,
  insertToken,
  listTokens,
  revokeToken,
  useToken,
  type TokenCaller,
} from './repository.js';
import type { ApiToken, ApiTokenList, CreateApiTokenBody, CreatedApiToken } from './schemas.js';
import { hashSecret, looksLikeSecret, newSecret } from './secrets.js';

export type { TokenCaller } from './repository.js';

export const API_TOKEN_MESSAGES = {
  merchantsOnly: "API tokens are a merchant's: sign in with the merchant's user.",
  notFound: 'This API token does not exist.',
  nameMissing: 'Give the token a name.',
  missing: 'Send an API token as Authorization: Bearer estiba_live_…',
  invalid: 'This API token is not valid, or it was revoked.',
  keyReused: 'This Idempotency-Key was already used to create another token: use a new key for a new token',
} as const;

/** Tokens act in a merchant user's name; the operator's staff and admins have no client of their own to expose. */
function merchantOf(session: Session): { clientId: string; userId: string } {
  if (session.role !== 'user') throw new Forbidden(API_TOKEN_MESSAGES.merchantsOnly);
  return { clientId: session.clientId, userId: session.userId };
}

const sameScopes = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

export class ApiTokensService {
  constructor(private readonly database: Database) {}

  /**
   * Makes a token once per Idempotency-Key. The secret exists only in this answer: a retry with the same key
   * gets the token back without it (secret null, replayed), since keeping the secret to replay it would store it.
   */
  create(
    session: Session,
    idempotencyKey: string,
    body: CreateApiTokenBody,
  ): Promise<{ created: CreatedApiToken; replayed: boolean }> {
    const actor = merchantOf(session);
    const name = body.name.trim();
    if (!name)
      throw new ValidationFailed(API_TOKEN_MESSAGES.nameMissing, {
        fieldErrors: { name: API_TOKEN_MESSAGES.nameMissing },
      });
    const fresh = newSecret();
    return asClient(this.database, actor.clientId, async (tx) => {
      const token = await insertToken(tx, {
        ...actor,
        name,
        scopes: body.scopes,
        prefix: fresh.shown,
        hash: fresh.hash,
        idempotencyKey,
      });
      if (token) return { created: { token, secret: fresh.secret }, replayed: false };
      const earlier = await findByIdempotencyKey(tx, actor.clientId, idempotencyKey);
      if (!earlier || earlier.name !== name || !sameScopes(earlier.scopes, body.scopes)) {
        throw new IdempotencyKeyReused(API_TOKEN_MESSAGES.keyReused);
      }
      return { created: { token: earlier.token, secret: null }, replayed: true };
    });
  }

  list(session: Session): Promise<ApiTokenList> {
    const actor = merchantOf(session);
    return asClient(this.database, actor.clientId, async (tx) => ({
      tokens: await listTokens(tx, actor.clientId),
    }));
  }

  /** Revoked at once: the next /v1 request with it is refused (every request looks its token up). */
  revoke(session: Session, tokenId: string): Promise<ApiToken> {
    const actor = merchantOf(session);
    return asClient(this.database, actor.clientId, async (tx) => {
      const token = await revokeToken(tx, actor.clientId, tokenId);
      if (!token) throw new NotFound(API_TOKEN_MESSAGES.notFound);
      return token;
    });
  }

  /** The caller a bearer secret stands for; 401 when it is absent, malformed, unknown or revoked. */
  async authenticate(secret: string | null): Promise<TokenCaller> {
    if (!secret) throw new Unauthorized(API_TOKEN_MESSAGES.missing);
    if (!looksLikeSecret(secret)) throw new Unauthorized(API_TOKEN_MESSAGES.invalid);
    const hash = hashSecret(secret);
    const caller = await asOperator(this.database, (tx) => useToken(tx, hash));
    if (!caller) throw new Unauthorized(API_TOKEN_MESSAGES.invalid);
    return caller;
  }
}
