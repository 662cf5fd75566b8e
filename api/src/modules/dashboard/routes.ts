// HTTP routes of the dashboard's onboarding steps (issue 20): the steps, and the spec's POST dashboard/steps/update.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sessionOf } from '../accounts/authentication.js';
import { listStepsSchema, stepUpdateSchema } from './schemas.js';
import { DashboardService } from './service.js';

export const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const dashboard = new DashboardService(app.database);
  const authenticated = { preHandler: app.authenticate };

  app.get('/dashboard/steps', { schema: listStepsSchema, ...authenticated }, (request) =>
    dashboard.steps(sessionOf(request)),
  );

  app.post('/dashboard/steps/update', { schema: stepUpdateSchema, ...authenticated }, (request) =>
    dashboard.completeStep(sessionOf(request), request.body),
  );
};
