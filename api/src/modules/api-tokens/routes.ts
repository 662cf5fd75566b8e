// The merchant's API-token routes (issue 20, /api-token): list, create (the secret shown once), revoke.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { errorResponseRef } from '../../platform/error-schema.js';
import { IDEMPOTENT_REPLAY_HEADER } from '../../platform/idempotency.js';
import { sessionOf } from '../accounts/authentication.js';
import { ApiToken, ApiTokenList, ApiTokenParams, CreateApiTokenBody, CreatedApiToken } from './schemas.js';
import { ApiTokensService } from './service.js';

const errors = { 400: errorResponseRef, 401: errorResponseRef, 403: errorResponseRef, 404: errorResponseRef };
const security = [{ bearerAuth: [] }];
const tags = ['api-tokens'];

export const apiTokensRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = new ApiTokensService(app.database);
  const authenticated = { preHandler: app.authenticate };

  app.get(
    '/client/api-tokens',
    {
      schema: {
        tags,
        summary: "The merchant's API tokens, newest first (revoked ones too)",
        security,
        response: { 200: ApiTokenList, ...errors },
      },
      ...authenticated,
    },
    async (request) => service.list(sessionOf(request)),
  );

  app.post(
    '/client/api-tokens',
    {
      schema: {
        tags,
        summary: 'Creates an API token; its secret is in this answer only',
        description:
          'Idempotency-Key is required: a retry with the same key and body answers the same token with secret ' +
          'null (header Idempotent-Replayed: true), since the secret is never stored; another body answers 422.',
        security,
        headers: Type.Object({ 'idempotency-key': Type.String({ minLength: 1, maxLength: 200 }) }),
        body: CreateApiTokenBody,
        response: { 201: CreatedApiToken, 200: CreatedApiToken, ...errors, 422: errorResponseRef },
      },
      ...authenticated,
    },
    async (request, reply) => {
      const { created, replayed } = await service.create(
        sessionOf(request),
        request.headers['idempotency-key'],
        request.body,
      );
      if (replayed) reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
      return reply.status(replayed ? 200 : 201).send(created);
    },
  );

  app.post(
    '/client/api-tokens/:id/revoke',
    {
      schema: {
        tags,
        summary: 'Revokes an API token at once: the next request with it answers 401',
        security,
        params: ApiTokenParams,
        response: { 200: ApiToken, ...errors },
      },
      ...authenticated,
    },
    async (request) => service.revoke(sessionOf(request), request.params.id),
  );
};
