// The realtime socket (spec point 7): socket.io on the API's own HTTP server. A browser connects with its access
// token (handshake `auth.token`, or a `token` query parameter) and joins its client's room, so an event for one
// merchant never reaches another. The operator's users also hear of what happens at warehouses: a staff user's
// socket joins the room of the warehouse they work at (users.warehouse_id, read when the socket connects: a
// move to another warehouse takes effect on the next connection), an admin's joins the every-warehouse room
// (admins work across warehouses, as their staff routes do). A domain event that names a warehouse goes to its
// client's room and to that warehouse's and the every-warehouse room (emitToWarehouse); merchants never join a
// warehouse room. With Redis, events emitted by any API instance reach every socket.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAdapter } from '@socket.io/redis-adapter';
import { Server, type Socket } from 'socket.io';
import { AppError, INTERNAL_ERROR_MESSAGE } from './errors.js';

export interface RealtimeIdentity {
  userId: string;
  clientId: string;
  role: 'admin' | 'staff' | 'user';
  /** A staff user's warehouse; null for everyone else (and a staff user not assigned to one yet). */
  warehouseId: string | null;
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
  /**
   * Emits to every socket of the client and, when `warehouseId` is given, to the staff of that warehouse and the
   * admins: once per socket, whichever of those rooms it is in.
   */
  emitToClientAndWarehouse(
    target: { clientId: string; warehouseId: string | null },
    event: string,
    payload: unknown,
  ): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

export const clientRoom = (clientId: string): string => `client:${clientId}`;
export const warehouseRoom = (warehouseId: string): string => `warehouse:${warehouseId}`;
/** The admins' room: every warehouse's events (a separate name, so no warehouse id can collide with it). */
export const EVERY_WAREHOUSE_ROOM = 'warehouses:every';

/** The rooms a socket joins: its client's, and the warehouse rooms of the operator's users. */
export function roomsOf(identity: RealtimeIdentity): string[] {
  const rooms = [clientRoom(identity.clientId)];
  if (identity.role === 'admin') rooms.push(EVERY_WAREHOUSE_ROOM);
  else if (identity.role === 'staff' && identity.warehouseId) rooms.push(warehouseRoom(identity.warehouseId));
  return rooms;
}

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
      void socket.join(roomsOf(identity));
    });

    app.decorate('realtime', {
      io,
      emitToClient: (clientId, event, payload) => {
        io.to(clientRoom(clientId)).emit(event, payload);
      },
      emitToClientAndWarehouse: ({ clientId, warehouseId }, event, payload) => {
        const rooms = [clientRoom(clientId)];
        if (warehouseId) rooms.push(warehouseRoom(warehouseId), EVERY_WAREHOUSE_ROOM);
        // One emit to the rooms' union: a socket in several of them gets the event once.
        io.to(rooms).emit(event, payload);
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
