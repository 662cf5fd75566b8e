// Hands the one database to every module as `app.database`. The caller that opened it closes it, after the
// server has stopped, so in-flight requests finish first.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from './connection.js';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

export const databasePlugin = fp(
  async (app: FastifyInstance, options: { database: Database }) => {
    app.decorate('database', options.database);
  },
  { name: 'estiba-database' },
);
