// Structured logs through Fastify's pino logger: JSON lines with a request id on every line of a request.
// An incoming X-Request-Id (from a proxy or the browser) is kept so one id follows a call across services.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.js';
import { errorSerializers } from './log-serializers.js';

export const REQUEST_ID_HEADER = 'x-request-id';
/** Ids from outside are echoed into logs and headers, so only short, plain ones are trusted. */
const SAFE_REQUEST_ID = /^[\w.:-]{1,128}$/;

export function requestId(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  // Readable lines for a person at a terminal in development; JSON everywhere else.
  const pretty = config.nodeEnv === 'development' && process.stdout.isTTY;
  return {
    level: config.logLevel,
    // Errors are logged without the values a request sent (failed queries' parameters, for one).
    serializers: errorSerializers,
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}
