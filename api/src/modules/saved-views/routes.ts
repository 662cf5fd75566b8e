// HTTP routes of saved views (issue 17): a list's named filters, personal or shared with the client's team.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IDEMPOTENT_REPLAY_HEADER } from '../../platform/idempotency.js';
import { sessionOf } from '../accounts/authentication.js';
import {
  createSavedViewSchema,
  deleteSavedViewSchema,
  listSavedViewsSchema,
  updateSavedViewSchema,
} from './schemas.js';
import { SavedViewsService } from './service.js';

export const savedViewsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const views = new SavedViewsService(app.database);
  const authenticated = { preHandler: app.authenticate };

  app.get('/client/saved-views', { schema: listSavedViewsSchema, ...authenticated }, async (request) =>
    views.list(sessionOf(request), request.query.list),
  );

  app.post(
    '/client/saved-views',
    { schema: createSavedViewSchema, ...authenticated },
    async (request, reply) => {
      const answer = await views.create(sessionOf(request), request.headers['idempotency-key'], request.body);
      if (answer.replayed) reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
      return reply.status(201).send(answer.body);
    },
  );

  app.patch('/client/saved-view/:id', { schema: updateSavedViewSchema, ...authenticated }, async (request) =>
    views.update(sessionOf(request), request.params.id, request.body),
  );

  app.delete(
    '/client/saved-view/:id',
    { schema: deleteSavedViewSchema, ...authenticated },
    async (request, reply) => {
      await views.delete(sessionOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
