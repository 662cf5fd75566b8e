import { io as connect, type Socket } from 'socket.io-client';
import { DEMO_CLIENT_ID, DEMO_USER_ID, OTHER_CLIENT_ID, OTHER_USER_ID } from '../../seed/ids.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { listen, tokenFor, waitFor } from '../../test/sockets.js';
import { asClient } from '../db/scope.js';
import { recordEvent } from './outbox.js';
import { SYNC_PROGRESS_CATCH_UP_SECONDS } from './progress-catch-up.js';

/** A socket whose updated-products-count events are collected from before it connects (the catch-up is at once). */
async function connectCollecting(url: string, token: string): Promise<{ socket: Socket; counts: unknown[] }> {
  const socket = connect(url, {
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  const counts: unknown[] = [];
  socket.on('updated-products-count', (payload: string) => counts.push(JSON.parse(payload)));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return { socket, counts };
}

/** Resolves once the server has answered a round trip: whatever it sent the socket before has arrived. */
const settled = (t: TestApp, socket: Socket) =>
  new Promise<void>((resolve) => {
    socket.once('sentinel', () => resolve());
    t.app.realtime.io.to(socket.id!).emit('sentinel');
  });

describe("a sync's progress missed while the page loaded", () => {
  let t: TestApp;
  let url: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await startTestApp({ env: { EVENT_CATCH_UP_INTERVAL_MS: '200' } });
    url = await listen(t);
  });

  afterAll(async () => {
    sockets.forEach((socket) => socket.disconnect());
    await t.close();
  });

  const progress = (shopId: string, current: number, total: number) =>
    asClient(t.app.database, DEMO_CLIENT_ID, (tx) =>
      recordEvent(tx, {
        clientId: DEMO_CLIENT_ID,
        name: 'products.sync_progress',
        payload: { current, total, shop: `Shop ${shopId}`, shopId },
      }),
    );
  const undelivered = async () => {
    const [row] = await t.testDatabase.database.asOwner((owner) =>
      owner.query<{ count: number }>('SELECT count(*)::int AS count FROM events WHERE delivered_at IS NULL'),
    );
    return row!.count;
  };

  it("reaches a merchant's socket that connects just after, once per shop and only its latest, and no one else's", async () => {
    await progress('a', 5, 12);
    await progress('a', 12, 12);
    await progress('b', 3, 40);
    await waitFor('the relay delivered them', async () => (await undelivered()) === 0);

    const demo = await connectCollecting(
      url,
      await tokenFor(t, { userId: DEMO_USER_ID, clientId: DEMO_CLIENT_ID }),
    );
    const other = await connectCollecting(
      url,
      await tokenFor(t, { userId: OTHER_USER_ID, clientId: OTHER_CLIENT_ID }),
    );
    sockets.push(demo.socket, other.socket);
    await waitFor('the catch-up', () => demo.counts.length === 2);
    await settled(t, other.socket);
    expect(demo.counts).toEqual(
      expect.arrayContaining([
        { current: 12, total: 12, shop: 'Shop a', shopId: 'a' },
        { current: 3, total: 40, shop: 'Shop b', shopId: 'b' },
      ]),
    );
    expect(other.counts).toEqual([]);
  });

  it('leaves progress older than the window alone', async () => {
    await t.testDatabase.database.asOwner((owner) =>
      owner.query(
        `UPDATE events SET delivered_at = delivered_at - make_interval(secs => ${SYNC_PROGRESS_CATCH_UP_SECONDS + 1})`,
      ),
    );
    const demo = await connectCollecting(
      url,
      await tokenFor(t, { userId: DEMO_USER_ID, clientId: DEMO_CLIENT_ID }),
    );
    sockets.push(demo.socket);
    await settled(t, demo.socket);
    // The catch-up's read may answer after the sentinel: give it the time a read takes, then expect nothing.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(demo.counts).toEqual([]);
  });
});
