// The realtime socket (spec point 7): socket.io on the API's own HTTP server. A browser connects with its access
// token (handshake `auth.token`, or a `token` query parameter) and joins its client's room only, so an event
// for one merchant never reaches another. With Redis, events emitted by any API instance reach every socket.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAdapter } from '@socket.io/redis-adapter';
import { Server, type Socket } from 'socket.io';
import { AppError, INTERNAL_ERROR_MESSAGE } from './errors.js';

export interface RealtimeIdentity {
  userId: string;
  clientId: string;
}

export interface RealtimeOptions {
  /** Resolves a token to its caller, or throws an error whose message says why it is refused. */
  authenticate: (token: string) => Promise<RealtimeIdentity>;
  corsOrigins: true | string[];
  /** Added to socket.io's own HTTP answers (the polling transport), which do not pass through Fastify's hooks. */
  securityHeaders: Record<string, string>;
  /** Prefix of the Redis channels, so unrelated deployments (or test runs) sharing a Redis stay apart. */
  channelPrefix: string;
}

export interface Realtime {
  io: Server;
  /** Emits to every socket of one client, on every API instance. */
  emitToClient(clientId: string, event: string, payload: unknown): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

export const clientRoom = (clientId: string): string => `client:${clientId}`;

const UNAUTHORIZED = 401;
const INTERNAL_SERVER_ERROR = 500;
export const MISSING_SOCKET_TOKEN = 'Authentication required: connect with the access token.';

function handshakeToken(socket: Socket): string | null {
  const fromAuth: unknown = socket.handshake.auth?.token;
  if (typeof fromAuth === 'string' && fromAuth !== '') return fromAuth;
  const fromQuery = socket.handshake.query.token;
  return typeof fromQuery === 'string' && fromQuery !== '' ? fromQuery : null;
}

/** socket.io hands `message` and `data` of a middleware error to the client's connect_error. */
function refusal(message: string): Error & { data: { statusCode: number } } {
  return Object.assign(new Error(message), { data: { statusCode: UNAUTHORIZED } });
}

export const realtimePlugin = fp(
  async (app: FastifyInstance, options: RealtimeOptions) => {
    const io = new Server(app.server, {
      cors: { origin: options.corsOrigins, credentials: true },
      serveClient: false,
    });
    io.engine.on('headers', (headers: Record<string, string>) =>
      Object.assign(headers, options.securityHeaders),
    );

    const subscriber = app.redis?.duplicate() ?? null;
    if (app.redis && subscriber) {
      // Connected before the adapter subscribes: a lazy connection still opening when a short-lived app
      // (a test, a quick restart) quits would reject the adapter's pending subscribe with 'Connection is closed'.
      await subscriber.connect();
      io.adapter(createAdapter(app.redis, subscriber, { key: `${options.channelPrefix}socket.io` }));
    }

    io.use((socket, next) => {
      const token = handshakeToken(socket);
      if (!token) return next(refusal(MISSING_SOCKET_TOKEN));
      options.authenticate(token).then(
        (identity) => {
          socket.data.identity = identity;
          next();
        },
        (error: unknown) => {
          if (error instanceof AppError && error.statusCode < INTERNAL_SERVER_ERROR) {
            return next(refusal(error.message));
          }
          app.log.error({ err: error }, 'socket authentication failed');
          next(refusal(INTERNAL_ERROR_MESSAGE));
        },
      );
    });

    io.on('connection', (socket) => {
      const identity = socket.data.identity as RealtimeIdentity;
      void socket.join(clientRoom(identity.clientId));
    });

    app.decorate('realtime', {
      io,
      emitToClient: (clientId, event, payload) => {
        io.to(clientRoom(clientId)).emit(event, payload);
      },
    } satisfies Realtime);

    // Close sockets and the adapter before Fastify closes the HTTP server; io.close() would close that server
    // itself and wait on connections Fastify has not yet ended.
    app.addHook('preClose', async () => {
      io.local.disconnectSockets(true);
      await io.of('/').adapter.close();
      io.engine.close();
    });
    app.addHook('onClose', async () => {
      await subscriber?.quit();
    });
  },
  { name: 'estiba-realtime', dependencies: ['estiba-redis'] },
);
