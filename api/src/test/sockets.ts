// Realtime test helpers: an app listening on a free port, sockets connected as a demo user, and waiting for
// something the server does in the background (a job, the event relay) without a fixed sleep.
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { TokenService } from '../modules/accounts/tokens.js';
import type { TestApp } from './app.js';

export async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

/** A bearer token for a seeded user. */
export async function tokenFor(
  t: TestApp,
  user: { userId: string; clientId: string; role?: 'admin' | 'staff' | 'user' },
): Promise<string> {
  const tokens = new TokenService(t.config.jwt);
  return (await tokens.sign({ role: 'user', ...user, tokenVersion: 0 })).token;
}

/** A socket connected with the token (rejects when refused). */
export function connectSocket(url: string, token: string): Promise<Socket> {
  const socket = connect(url, {
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** Every payload of one event a socket receives, in order. */
export function collect(socket: Socket, event: string): unknown[] {
  const received: unknown[] = [];
  socket.on(event, (payload: unknown) => received.push(payload));
  return received;
}

const WAIT_STEP_MS = 25;

/** Resolves with the first truthy value of `probe`, polled; rejects after `timeoutMs` naming what it waited for. */
export async function waitFor<T>(
  what: string,
  probe: () => T | Promise<T>,
  timeoutMs = 10_000,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
}
