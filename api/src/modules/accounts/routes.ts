// HTTP routes of the accounts module.
import type { FastifyInstance } from 'fastify';
import { sessionOf } from './authentication.js';
import { meSchema, type MeQuery } from './schemas.js';

export async function accountsRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: MeQuery }>(
    '/auth/me',
    { schema: meSchema, preHandler: app.authenticate },
    async (request) => app.accounts.sessionUser(sessionOf(request), { withToken: request.query.withToken }),
  );
}
