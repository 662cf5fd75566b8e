// Who calls /v1: the bearer token's client, user and scopes. The hook looks the token up on every request (so a
// revoked token is refused at once), and each route names the one scope it needs (403 problem without it). The
// services then run every query as the token's client (asClient), exactly as for a portal session.
import type { FastifyRequest } from 'fastify';
import { Forbidden, Unauthorized } from '../../platform/errors.js';
import type { ApiTokenScope } from '../api-tokens/scopes.js';
import type { ApiTokensService, TokenCaller } from '../api-tokens/service.js';
import type { Session } from '../accounts/service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the /v1 authentication hook; null elsewhere. */
    apiCaller: TokenCaller | null;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

export function bearerSecret(request: FastifyRequest): string | null {
  return BEARER.exec(request.headers.authorization ?? '')?.[1] ?? null;
}

export function callerOf(request: FastifyRequest): TokenCaller {
  if (!request.apiCaller) throw new Unauthorized('Send an API token as Authorization: Bearer estiba_live_…');
  return request.apiCaller;
}

/** The merchant session the domain services expect: the token's maker, in the token's client. */
export function sessionOfCaller(caller: TokenCaller): Session {
  return {
    userId: caller.userId,
    clientId: caller.clientId,
    role: 'user',
    warehouseId: null,
    tokenVersion: 0,
    authTime: 0,
  };
}

export const scopeMessage = (scope: ApiTokenScope) => `This token lacks the scope ${scope}.`;

/** A route's preValidation hook: the caller's token must carry `scope` (checked before the body is read). */
export function requireScope(scope: ApiTokenScope) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!callerOf(request).scopes.includes(scope)) throw new Forbidden(scopeMessage(scope));
  };
}

export function authenticateToken(tokens: ApiTokensService) {
  return async (request: FastifyRequest): Promise<void> => {
    request.apiCaller = await tokens.authenticate(bearerSecret(request));
  };
}
