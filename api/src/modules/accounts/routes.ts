// HTTP routes of the accounts module: the session (auth/me), the profile update, and sign-in and sign-up.
import type { FastifyInstance } from 'fastify';
import { sessionOf } from './authentication.js';
import { updateProfile, type ProfileChanges } from './profile.js';
import { meSchema, type MeQuery } from './schemas.js';
import { signInRoutes } from './sign-in-routes.js';
import { userUpdateSchema } from './sign-in-schemas.js';
import { named } from '../../platform/plugin-name.js';

export interface AccountsRoutesOptions {
  /** Key of the browsers' signed payloads (PAYLOAD_KEY). */
  payloadKey: string;
  /** PUBLIC_APP_URL: the sign-in link in the e-mail to an account's owner when someone signs up with it. */
  publicAppUrl?: string;
}

export async function accountsRoutes(app: FastifyInstance, options: AccountsRoutesOptions): Promise<void> {
  app.get<{ Querystring: MeQuery }>(
    '/auth/me',
    { schema: meSchema, preHandler: app.authenticate },
    async (request) => app.accounts.sessionUser(sessionOf(request), { withToken: request.query.withToken }),
  );

  app.post<{ Body: { user: ProfileChanges } }>(
    '/api/auth/user/update',
    { schema: userUpdateSchema, preHandler: app.authenticate },
    async (request) => {
      const session = sessionOf(request);
      await updateProfile(app.database, session, request.body.user);
      return app.accounts.sessionUser(session);
    },
  );

  await app.register(named(signInRoutes), {
    payloadKey: options.payloadKey,
    publicAppUrl: options.publicAppUrl,
  });
}
