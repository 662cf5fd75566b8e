/**
 * @jest-environment node
 */
// Node environment: a real socket.io server runs in the test, and the client connects to it as the
// browser would (socket.io-client picks its Node transport here).
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { bus } from '../bus/bus';
import type { BusEvents } from '../bus/events';
import {
  connectRealtime,
  disconnectRealtime,
  parseProductsProgress,
  publishDomainEvent,
  REALTIME_DOMAIN_EVENTS,
  REALTIME_EVENTS,
} from './socket';

describe('parseProductsProgress', () => {
  it('reads the JSON string the server sends', () => {
    expect(parseProductsProgress('{"current":3,"total":10,"shop":"Acapella","shopId":"shop-1"}')).toEqual({
      current: 3,
      total: 10,
      shop: 'Acapella',
      shopId: 'shop-1',
    });
  });

  it('reads an object payload and a numeric shop id', () => {
    expect(parseProductsProgress({ current: 0, total: 0, shop: 'Be Shine', shopId: 42 })).toEqual({
      current: 0,
      total: 0,
      shop: 'Be Shine',
      shopId: '42',
    });
  });

  it.each([
    ['broken JSON', '{"current":'],
    ['a JSON number', '5'],
    ['null', null],
    ['a missing total', { current: 1, shop: 'A', shopId: 'a' }],
    ['a text count', { current: '1', total: 2, shop: 'A', shopId: 'a' }],
    ['a negative count', { current: -1, total: 2, shop: 'A', shopId: 'a' }],
    ['an infinite total', { current: 1, total: Number.POSITIVE_INFINITY, shop: 'A', shopId: 'a' }],
    ['a missing shop', { current: 1, total: 2, shopId: 'a' }],
    ['an object shop id', { current: 1, total: 2, shop: 'A', shopId: {} }],
  ])('rejects %s', (_label, raw) => {
    expect(parseProductsProgress(raw)).toBeNull();
  });
});

// Minimal shapes of the socket.io server API used here; its package belongs to the api workspace.
interface ServerSocket {
  handshake: { auth: Record<string, unknown> };
  conn: { transport: { name: string } };
  emit(event: string, ...args: unknown[]): boolean;
}
interface RealtimeServer {
  use(middleware: (socket: ServerSocket, next: (error?: Error) => void) => void): void;
  on(event: 'connection', listener: (socket: ServerSocket) => void): void;
  close(): void;
}
type ServerConstructor = new (http: HttpServer) => RealtimeServer;

/** socket.io is installed in the api package of this workspace, not in shared. */
function loadSocketIoServer(): ServerConstructor {
  const apiPackage = path.resolve(__dirname, '../../../api');
  return (require(require.resolve('socket.io', { paths: [apiPackage] })) as { Server: ServerConstructor })
    .Server;
}

const nextBusEvent = <K extends 'products/progress' | 'notify'>(event: K) =>
  new Promise<BusEvents[K]>((resolve) => {
    const off = bus.on(event, (payload) => {
      off();
      resolve(payload);
    });
  });

describe('connectRealtime with a socket.io server', () => {
  const TOKEN = 'token-1';
  let http: HttpServer;
  let io: RealtimeServer;
  let url: string;
  let onConnection: (socket: ServerSocket) => void;
  let handshakeTokens: unknown[];

  beforeAll(async () => {
    const Server = loadSocketIoServer();
    http = createServer();
    io = new Server(http);
    io.use((socket, next) => {
      handshakeTokens.push(socket.handshake.auth.token);
      next(socket.handshake.auth.token === TOKEN ? undefined : new Error('unauthorized'));
    });
    io.on('connection', (socket) => onConnection(socket));
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  });

  beforeEach(() => {
    handshakeTokens = [];
    onConnection = () => undefined;
  });

  afterEach(() => {
    disconnectRealtime();
  });

  afterAll(async () => {
    io.close();
    await new Promise((resolve) => http.close(resolve));
  });

  it('authenticates with the token and publishes product-update progress on the bus', async () => {
    onConnection = (socket) =>
      socket.emit(
        REALTIME_EVENTS.productsCount,
        JSON.stringify({ current: 4, total: 8, shop: 'Acapella', shopId: 'shop-1' }),
      );
    const progress = nextBusEvent('products/progress');
    void connectRealtime(TOKEN, url);
    expect(await progress).toEqual({ current: 4, total: 8, shop: 'Acapella', shopId: 'shop-1' });
    expect(handshakeTokens).toEqual([TOKEN]);
  });

  it('opens with WebSocket, so several API processes behind a load balancer need no sticky sessions', async () => {
    const transport = new Promise<string>((resolve) => {
      onConnection = (socket) => resolve(socket.conn.transport.name);
    });
    void connectRealtime(TOKEN, url);
    expect(await transport).toBe('websocket');
  });

  it("tells the person 'Error updating products' for an invalid payload", async () => {
    onConnection = (socket) => socket.emit(REALTIME_EVENTS.productsCount, 'not json');
    const notice = nextBusEvent('notify');
    void connectRealtime(TOKEN, url);
    expect(await notice).toEqual({ id: 'products.updateError', severity: 'error' });
  });

  it('forwards the stock, receiving, job progress, order and return events the server emits to the bus', async () => {
    expect(REALTIME_DOMAIN_EVENTS).toEqual([
      'stock.changed',
      'receiving_order.status_changed',
      'receiving_box.received',
      'receiving_box.discrepancy_resolved',
      'job.progress',
      'order.created',
      'order.status_changed',
      'order.shipped',
      'order.comment_added',
      'return.status_changed',
      'charge.created',
      'invoice.issued',
      'invoice.paid',
      'charge_dispute.changed',
      'notification.created',
      'notification.read',
    ]);
    const progress = {
      id: 'job-1',
      kind: 'import.products',
      status: 'running',
      current: 500,
      total: 620,
      result: null,
      error: null,
    } as const;
    onConnection = (socket) => {
      socket.emit('stock.changed', { productId: 'p-1', warehouseId: 'WH-MX-CDMX', available: 7 });
      socket.emit('receiving_box.received', { receivingOrderId: 'ro-1', boxId: 'b-2' });
      socket.emit('receiving_box.discrepancy_resolved', {
        receivingOrderId: 'ro-1',
        boxId: 'b-3',
        by: 'u-2',
      });
      socket.emit('job.progress', progress);
      socket.emit('return.status_changed', { returnId: 'r-1', warehouseId: 'WH-MX-CDMX', to: 'restocked' });
    };
    const returned = new Promise<BusEvents['return.status_changed']>((resolve) => {
      const off = bus.on('return.status_changed', (payload) => {
        off();
        resolve(payload);
      });
    });
    const job = new Promise<BusEvents['job.progress']>((resolve) => {
      const off = bus.on('job.progress', (payload) => {
        off();
        resolve(payload);
      });
    });
    const stock = new Promise<BusEvents['stock.changed']>((resolve) => {
      const off = bus.on('stock.changed', (payload) => {
        off();
        resolve(payload);
      });
    });
    const box = new Promise<BusEvents['receiving_box.received']>((resolve) => {
      const off = bus.on('receiving_box.received', (payload) => {
        off();
        resolve(payload);
      });
    });
    const resolvedBox = new Promise<BusEvents['receiving_box.discrepancy_resolved']>((resolve) => {
      const off = bus.on('receiving_box.discrepancy_resolved', (payload) => {
        off();
        resolve(payload);
      });
    });
    void connectRealtime(TOKEN, url);
    expect(await stock).toEqual({ productId: 'p-1', warehouseId: 'WH-MX-CDMX', available: 7 });
    expect(await box).toEqual({ receivingOrderId: 'ro-1', boxId: 'b-2' });
    expect(await resolvedBox).toEqual({ receivingOrderId: 'ro-1', boxId: 'b-3', by: 'u-2' });
    expect(await job).toEqual(progress);
    expect(await returned).toEqual({ returnId: 'r-1', warehouseId: 'WH-MX-CDMX', to: 'restocked' });
  });

  it('forwards the billing events, so the open month and the invoices update live (issue 18)', async () => {
    const charge = {
      chargeId: 'ch-1',
      clientId: 'CL-0002',
      warehouseId: 'WH-MX-CDMX',
      invoiceId: 'inv-1',
      kind: 'reception',
      amountCents: 1250,
      currency: 'MXN',
      occurredAt: '2026-11-26T04:00:00.000Z',
    };
    const issued = {
      invoiceId: 'inv-0',
      warehouseId: 'WH-MX-CDMX',
      periodMonth: '2026-10-01',
      totalCents: 99,
    };
    onConnection = (socket) => {
      socket.emit('charge.created', { warehouseId: 'WH-MX-CDMX' });
      socket.emit('charge.created', charge);
      socket.emit('invoice.issued', issued);
    };
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const charges: BusEvents['charge.created'][] = [];
    const chargeSeen = new Promise<void>((resolve) => {
      const off = bus.on('charge.created', (payload) => {
        charges.push(payload);
        off();
        resolve();
      });
    });
    const invoice = new Promise<BusEvents['invoice.issued']>((resolve) => {
      const off = bus.on('invoice.issued', (payload) => {
        off();
        resolve(payload);
      });
    });
    void connectRealtime(TOKEN, url);
    await chargeSeen;
    // The charge without its id was dropped; the other arrived as sent.
    expect(charges).toEqual([charge]);
    expect(await invoice).toEqual(issued);
  });

  it('forwards a charge dispute’s change, so both sides see its thread live, and drops one without its id', async () => {
    const changed = {
      disputeId: 'd-1',
      chargeId: 'c-1',
      clientId: 'CL-0002',
      warehouseId: 'WH-MX-CDMX',
      status: 'credited',
    } as const;
    onConnection = (socket) => {
      socket.emit('charge_dispute.changed', { chargeId: 'c-1' });
      socket.emit('charge_dispute.changed', changed);
    };
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const seen: BusEvents['charge_dispute.changed'][] = [];
    const arrived = new Promise<void>((resolve) => {
      const off = bus.on('charge_dispute.changed', (payload) => {
        seen.push(payload);
        off();
        resolve();
      });
    });
    void connectRealtime(TOKEN, url);
    await arrived;
    expect(seen).toEqual([changed]);
    jest.restoreAllMocks();
  });

  it('forwards a new notification to the notifications centre, and drops one without its id', async () => {
    const created = {
      notificationId: '41',
      notification: {
        id: '41',
        kind: 'order.shipped',
        payload: { orderId: 'o-1' },
        readAt: null,
        createdAt: '2026-11-26T08:00:00.000Z',
      },
    };
    onConnection = (socket) => {
      socket.emit('notification.created', { notification: created.notification });
      socket.emit('notification.created', created);
    };
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const seen: BusEvents['notification.created'][] = [];
    const arrived = new Promise<void>((resolve) => {
      const off = bus.on('notification.created', (payload) => {
        seen.push(payload);
        off();
        resolve();
      });
    });
    void connectRealtime(TOKEN, url);
    await arrived;
    expect(seen).toEqual([created]);
    jest.restoreAllMocks();
  });

  it("forwards a comment added to an order's thread, so an open order shows it live", async () => {
    const added = {
      orderId: 'o-7',
      warehouseId: 'WH-MX-CDMX',
      commentId: 'c-1',
      authorRole: 'staff',
      hasFile: false,
    } as const;
    onConnection = (socket) => {
      socket.emit('order.comment_added', { warehouseId: 'WH-MX-CDMX' });
      socket.emit('order.comment_added', added);
    };
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const seen: BusEvents['order.comment_added'][] = [];
    const comment = new Promise<void>((resolve) => {
      const off = bus.on('order.comment_added', (payload) => {
        seen.push(payload);
        off();
        resolve();
      });
    });
    void connectRealtime(TOKEN, url);
    await comment;
    // The one without its order id was dropped; the other arrived as sent.
    expect(seen).toEqual([added]);
    expect(console.warn).toHaveBeenCalledWith(
      'realtime: ignoring a order.comment_added event without its ids',
    );
    jest.restoreAllMocks();
  });

  it('keeps one connection: connecting again closes the earlier socket', async () => {
    const first = (await connectRealtime(TOKEN, url))!;
    await new Promise((resolve) => first.once('connect', () => resolve(undefined)));
    const second = (await connectRealtime(TOKEN, url))!;
    expect(first.connected).toBe(false);
    await new Promise((resolve) => second.once('connect', () => resolve(undefined)));
    expect(second.connected).toBe(true);
    disconnectRealtime();
    expect(second.connected).toBe(false);
  });

  it('opens nothing when a logout comes while the library is still loading', async () => {
    const pending = connectRealtime(TOKEN, url);
    disconnectRealtime();
    expect(await pending).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(handshakeTokens).toEqual([]);
  });
});

describe('publishDomainEvent', () => {
  afterEach(() => jest.restoreAllMocks());

  it('forwards a stock change to the bus under its domain name, from an object or its JSON text', () => {
    const seen: BusEvents['stock.changed'][] = [];
    const off = bus.on('stock.changed', (payload) => seen.push(payload));
    publishDomainEvent('stock.changed', { productId: 'p-1', warehouseId: 'WH-MX-CDMX', onHand: 5 });
    publishDomainEvent('stock.changed', JSON.stringify({ productId: 'p-2', warehouseId: 'WH-MX-MTY' }));
    off();
    expect(seen).toEqual([
      { productId: 'p-1', warehouseId: 'WH-MX-CDMX', onHand: 5 },
      { productId: 'p-2', warehouseId: 'WH-MX-MTY' },
    ]);
  });

  it('forwards an order status change with its order id, and drops one without', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const seen: BusEvents['order.status_changed'][] = [];
    const off = bus.on('order.status_changed', (payload) => seen.push(payload));
    const change = {
      orderId: 'o-1',
      warehouseId: 'WH-MX-CDMX',
      statusColumn: 'fulfillment',
      from: 'pending',
      to: 'processing',
    } as const;
    publishDomainEvent('order.status_changed', change);
    publishDomainEvent('order.status_changed', { warehouseId: 'WH-MX-CDMX', to: 'processing' });
    off();
    expect(seen).toEqual([change]);
  });

  it.each([
    ['no warehouse', { productId: 'p-1' }],
    ['broken JSON', '{"productId":'],
    ['null', null],
  ])('drops a stock change with %s', (_label, raw) => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const seen: unknown[] = [];
    const off = bus.on('stock.changed', (payload) => seen.push(payload));
    publishDomainEvent('stock.changed', raw);
    off();
    expect(seen).toEqual([]);
  });

  it('forwards receiving order and box events that name their order', () => {
    const seen: unknown[] = [];
    const offs = [
      bus.on('receiving_order.status_changed', (payload) => seen.push(payload)),
      bus.on('receiving_box.received', (payload) => seen.push(payload)),
    ];
    publishDomainEvent('receiving_order.status_changed', { receivingOrderId: 'ro-1', status: 'arrived' });
    publishDomainEvent('receiving_box.received', { receivingOrderId: 'ro-1', boxId: 'b-1' });
    offs.forEach((off) => off());
    expect(seen).toEqual([
      { receivingOrderId: 'ro-1', status: 'arrived' },
      { receivingOrderId: 'ro-1', boxId: 'b-1' },
    ]);
  });
});
