// HTTP routes of the account settings (issue 19): GET and PUT user/account, PUT user/password, POST user/email
// (ask for the change) and PUT user/email (confirm it with the mailed link's token, no session needed: the link
// may be opened in another browser). Password checks are limited per address, as sign-in's are.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sessionOf } from '../accounts/authentication.js';
import { perAddressLimit } from '../accounts/route-limits.js';
import {
  changePasswordSchema,
  confirmEmailChangeSchema,
  getAccountSchema,
  requestEmailChangeSchema,
  updateAccountSchema,
} from './schemas.js';
import { AccountSettingsService } from './service.js';

const HOUR_MS = 3_600_000;
/** Guessing the current password with a stolen session costs as much as guessing it at sign-in. */
const PASSWORD_CHECKS_PER_ADDRESS = 20;

export interface AccountSettingsRoutesOptions {
  publicAppUrl: string;
}

export const accountSettingsRoutes: FastifyPluginAsyncTypebox<AccountSettingsRoutesOptions> = async (
  app,
  options,
) => {
  const service = new AccountSettingsService(app.database, app.tokens, app.mail, options);
  const limited = { rateLimit: perAddressLimit(PASSWORD_CHECKS_PER_ADDRESS, HOUR_MS) };

  app.get('/user/account', { schema: getAccountSchema, preHandler: app.authenticate }, (request) =>
    service.get(sessionOf(request)),
  );

  app.put('/user/account', { schema: updateAccountSchema, preHandler: app.authenticate }, (request) =>
    service.update(sessionOf(request), request.body),
  );

  app.put(
    '/user/password',
    { schema: changePasswordSchema, preHandler: app.authenticate, config: limited },
    (request) => service.changePassword(sessionOf(request), request.body),
  );

  app.post(
    '/user/email',
    { schema: requestEmailChangeSchema, preHandler: app.authenticate, config: limited },
    async (request, reply) => {
      const answer = await service.requestEmailChange(sessionOf(request), request.body);
      return reply.code(202).send(answer);
    },
  );

  app.put('/user/email', { schema: confirmEmailChangeSchema, config: limited }, (request) =>
    service.confirmEmailChange(request.body.token),
  );
};
