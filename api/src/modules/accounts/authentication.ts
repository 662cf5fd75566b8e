// Makes authentication available to every module: `app.authenticate` is the preHandler a protected route lists,
// `request.auth` is the caller's session afterwards, and `app.accounts` verifies tokens for other transports
// (the realtime socket). Registered with fastify-plugin so the decorators reach sibling modules.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Unauthorized } from '../../platform/errors.js';
import { AccountsService, type Session } from './service.js';
import { TOKEN_ERRORS, TokenService, type TokenSettings } from './tokens.js';

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountsService;
    tokens: TokenService;
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** Set by `app.authenticate`; null on routes that do not require it. */
    auth: Session | null;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

function bearerToken(request: FastifyRequest): string {
  const match = BEARER.exec(request.headers.authorization ?? '');
  if (!match?.[1]) throw new Unauthorized(TOKEN_ERRORS.missing);
  return match[1];
}

/** The authenticated caller of a route that lists `app.authenticate`. */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.auth) throw new Unauthorized(TOKEN_ERRORS.missing);
  return request.auth;
}

export const authenticationPlugin = fp(
  async (app: FastifyInstance, options: { jwt: TokenSettings }) => {
    const tokens = new TokenService(options.jwt);
    const accounts = new AccountsService(app.database, tokens);
    app.decorate('tokens', tokens);
    app.decorate('accounts', accounts);
    app.decorateRequest('auth', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      request.auth = await accounts.authenticate(bearerToken(request));
    });
  },
  { name: 'estiba-authentication', dependencies: ['estiba-database'] },
);
