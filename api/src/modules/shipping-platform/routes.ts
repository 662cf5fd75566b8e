// HTTP routes of the shipping-platform integration (issue 19): PUT client/{product}/token, and the sandbox
// platform's account opening (POST sandbox-shipping-platform/accounts), which hands a merchant without an account
// at a real platform a token to integrate, and the link to the application's page that takes it.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sessionOf } from '../accounts/authentication.js';
import type { ShippingPlatformTokens } from './adapter.js';
import { SandboxShippingAccounts } from './sandbox-accounts.js';
import { openSandboxAccountSchema, saveShippingTokenSchema } from './schemas.js';
import { ShippingPlatformService } from './service.js';

export interface ShippingPlatformRoutesOptions {
  secret: string;
  publicAppUrl: string;
  /** The platform that checks tokens (default: the sandbox, whose tokens only it accepts). */
  platform?: ShippingPlatformTokens;
}

/** Opening sandbox accounts costs nothing; a few a minute per address is plenty to try it. */
const SANDBOX_ACCOUNTS_PER_MINUTE = 10;

export const shippingPlatformRoutes: FastifyPluginAsyncTypebox<ShippingPlatformRoutesOptions> = async (
  app,
  options,
) => {
  const sandbox = new SandboxShippingAccounts(options.secret);
  const service = new ShippingPlatformService(app.database, options.platform ?? sandbox, options.secret);
  const appUrl = options.publicAppUrl.replace(/\/+$/, '');

  app.put(
    '/client/:product/token',
    { schema: saveShippingTokenSchema, preHandler: app.authenticate },
    async (request) => service.saveToken(sessionOf(request), request.body.token),
  );

  app.post(
    '/sandbox-shipping-platform/accounts',
    {
      schema: openSandboxAccountSchema,
      config: { rateLimit: { max: SANDBOX_ACCOUNTS_PER_MINUTE, timeWindow: 60_000 } },
    },
    async (_request, reply) => {
      const account = sandbox.open();
      const connectUrl = `${appUrl}/shipping-platform?token=${encodeURIComponent(account.token)}`;
      return reply.code(201).send({ ...account, connectUrl });
    },
  );
};
