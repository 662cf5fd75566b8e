// HTTP routes of the identity profile (spec point 7: GET and PATCH /api/v2/users/{sub}, bearer).
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../accounts/authentication.js';
import {
  getProfileSchema,
  patchProfileSchema,
  type PatchProfileBody,
  type ProfileParams,
} from './schemas.js';
import { IdentityProfileService } from './service.js';

export async function identityProfileRoutes(app: FastifyInstance): Promise<void> {
  const profiles = new IdentityProfileService(app.database);

  app.get<{ Params: ProfileParams }>(
    '/api/v2/users/:sub',
    { schema: getProfileSchema, preHandler: app.authenticate },
    async (request) => profiles.get(sessionOf(request), request.params.sub),
  );

  app.patch<{ Params: ProfileParams; Body: PatchProfileBody }>(
    '/api/v2/users/:sub',
    { schema: patchProfileSchema, preHandler: app.authenticate },
    async (request) => profiles.update(sessionOf(request), request.params.sub, request.body.user_metadata),
  );
}
