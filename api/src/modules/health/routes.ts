// GET /health: for load balancers and the start script. Answers only when the database answers too.
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { errorResponseRef } from '../../platform/error-handler.js';
import { ServiceUnavailable } from '../../platform/errors.js';

export const HEALTH_PATH = '/health';

const healthSchema = {
  tags: ['health'],
  summary: 'Liveness and database check',
  response: {
    200: {
      type: 'object',
      required: ['status', 'database'],
      properties: {
        status: { type: 'string', enum: ['ok'] },
        database: { type: 'string', enum: ['pglite', 'postgres'] },
      },
    },
    503: errorResponseRef,
  },
} as const;

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get(HEALTH_PATH, { schema: healthSchema }, async (request) => {
    try {
      await app.database.db.execute(sql`SELECT 1`);
    } catch (error) {
      request.log.error({ err: error }, 'database health check failed');
      throw new ServiceUnavailable('The database is not answering.');
    }
    return { status: 'ok', database: app.database.kind };
  });
}
