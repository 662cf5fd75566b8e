// HTTP routes of the notifications centre (issue 19, /apps/mail): the list, mark one read, mark all read.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sessionOf } from '../accounts/authentication.js';
import { listNotificationsSchema, readAllNotificationsSchema, readNotificationSchema } from './schemas.js';
import { NotificationsService } from './service.js';

export const notificationsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const notifications = new NotificationsService(app.database);
  const authenticated = { preHandler: app.authenticate };

  app.get('/client/notifications', { schema: listNotificationsSchema, ...authenticated }, (request) =>
    notifications.list(sessionOf(request), request.query.limit),
  );

  // Before /:id/read, though Fastify's router tells the static segment apart anyway.
  app.post(
    '/client/notifications/read-all',
    { schema: readAllNotificationsSchema, ...authenticated },
    (request) => notifications.markAllRead(sessionOf(request)),
  );

  app.post(
    '/client/notifications/:id/read',
    { schema: readNotificationSchema, ...authenticated },
    (request) => notifications.markRead(sessionOf(request), request.params.id),
  );
};
