// The API's public address (PUBLIC_API_URL), from configuration. Absolute URLs the API emits (logo links) start
// with it, never with the request's Host or X-Forwarded-Host: a caller choosing the host could otherwise plant
// links to its own server in answers that shared caches keep for everyone.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where browsers reach this API, without a trailing slash. */
    publicApiUrl: string;
  }
}

export const publicUrlPlugin = fp(
  async (app: FastifyInstance, options: { publicApiUrl: string }) => {
    app.decorate('publicApiUrl', options.publicApiUrl);
  },
  { name: 'estiba-public-url' },
);
