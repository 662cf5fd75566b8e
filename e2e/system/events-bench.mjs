// `npm run bench`'s event parts (issue 20), each beside a limit measured in the same run:
//
// - fanout: one event fanned out to 1,000 sockets (BENCH_FANOUT_SOCKETS) connected to the built API as the demo
//   merchant (all in its client's room). The event is an order created through POST /client/order: the outbox
//   records it in the order's transaction and the relay emits it once committed. Each socket's receipt is timed
//   from the moment the request was sent (bench and sockets share one clock: one process), over 20 events
//   (BENCH_FANOUT_EVENTS) after 2 of warm-up; p50/p99 of all receipts, and of the spread from an event's first
//   receipt to each socket's (the fan-out itself). The limit: a bare socket.io server (the API's own version,
//   no authentication, no database) emitting to the same 1,000 sockets when asked by an HTTP request, timed the
//   same way. With REDIS_URL the API emits through the Redis adapter, as several processes do.
// - webhooks: 1,000 events (BENCH_WEBHOOK_EVENTS; a CSV of as many orders imported at once) delivered to a
//   receiver in the bench's process answering 200 at once: deliveries per second from the first receipt to the
//   last, every delivery signed and none twice. The limit: the same number of signed POSTs of the same size
//   sent by a bare loop with the API's delivery concurrency (20) to the same receiver. On the embedded PGlite,
//   and on PostgreSQL when DATABASE_URL is set.
//
// `BENCH_ONLY=fanout` or `BENCH_ONLY=webhooks npm run bench` measures one alone.
import { spawn } from 'node:child_process';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { postgresDatabase, startApi } from './catalogue-bench.mjs';
import { demoToken, importOnce } from './imports-bench.mjs';
import { ordersCsv } from './orders-import-bench.mjs';
import { ROOT, bold, log, portIsFree, runSecret, stopChildren, waitForUrl } from './lib.mjs';

export const FANOUT_SOCKETS = Number(process.env.BENCH_FANOUT_SOCKETS || 1000);
export const FANOUT_EVENTS = Number(process.env.BENCH_FANOUT_EVENTS || 20);
const FANOUT_WARM_UP_EVENTS = 2;
/** Sockets connecting at once: the handshakes authenticate, and a thousand at once would time out. */
const CONNECT_BATCH = 50;
const RECEIPT_TIMEOUT_MS = 30_000;
export const WEBHOOK_EVENTS = Number(process.env.BENCH_WEBHOOK_EVENTS || 1000);
/** The API's delivery batch (webhook-subscriptions/routes.ts DELIVERY_BATCH): deliveries in flight per process. */
const DELIVERY_CONCURRENCY = 20;
const DELIVERY_TIMEOUT_MS = 10 * 60_000;
const apiRequire = createRequire(join(ROOT, 'api', 'package.json'));

const round2 = (value) => Math.round(value * 100) / 100;
const percentile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const summary = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50Ms: round2(percentile(sorted, 0.5)),
    p99Ms: round2(percentile(sorted, 0.99)),
    maxMs: round2(sorted[sorted.length - 1]),
  };
};
const machine = (loadBefore) => ({
  cpus: cpus().length,
  loadAverage: { before: round2(loadBefore), after: round2(loadavg()[0]) },
});

// ---------------------------------------------------------------------------------------------
// Fan-out

/** `count` sockets connected to `url`, a few dozen handshakes at a time. */
async function connectSockets(url, count, auth) {
  const { io } = apiRequire('socket.io-client');
  const sockets = [];
  for (let i = 0; i < count; i += CONNECT_BATCH) {
    const batch = Array.from({ length: Math.min(CONNECT_BATCH, count - i) }, () => {
      const socket = io(url, { auth, transports: ['websocket'], reconnection: false, forceNew: true });
      sockets.push(socket);
      return new Promise((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', (error) => reject(new Error(`a socket was refused: ${error.message}`)));
      });
    });
    await Promise.all(batch);
  }
  return sockets;
}

/**
 * Sends `events` events through `cause` (which resolves with the event's id once its request is answered) and
 * times each socket's receipt of `event` from the request's start; the first few are warm-up.
 */
async function timeFanout(sockets, event, cause, events) {
  const receipts = new Map();
  const handlers = sockets.map((socket) => {
    const handler = (payload) => {
      const at = performance.now();
      const id = payload?.orderId;
      if (!receipts.has(id)) receipts.set(id, []);
      receipts.get(id).push(at);
    };
    socket.on(event, handler);
    return [socket, handler];
  });
  const fromRequest = [];
  const fromAnswer = [];
  const spread = [];
  const answers = [];
  try {
    for (let i = 0; i < FANOUT_WARM_UP_EVENTS + events; i += 1) {
      const started = performance.now();
      const id = await cause();
      const answered = performance.now();
      const deadline = Date.now() + RECEIPT_TIMEOUT_MS;
      while ((receipts.get(id)?.length ?? 0) < sockets.length) {
        if (Date.now() > deadline)
          throw new Error(`${receipts.get(id)?.length ?? 0} of ${sockets.length} sockets got event ${id}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      if (i < FANOUT_WARM_UP_EVENTS) continue;
      const times = receipts.get(id);
      const first = Math.min(...times);
      answers.push(answered - started);
      for (const at of times) {
        fromRequest.push(at - started);
        fromAnswer.push(at - answered);
        spread.push(at - first);
      }
      // The next event once the sockets are quiet, so one fan-out does not queue behind another.
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    for (const [socket, handler] of handlers) socket.off(event, handler);
  }
  return {
    fromRequest: summary(fromRequest),
    // The change is committed before its answer is sent: from there on it is the relay and the fan-out.
    fromAnswer: summary(fromAnswer),
    spread: summary(spread),
    answer: summary(answers),
  };
}

/** socket.io alone: GET /emit?id=… emits `order.created` to every socket, then answers. */
async function startBareSocketIo(port) {
  if (!(await portIsFree(port))) throw new Error(`port ${port} (bare socket.io) is in use`);
  const program = `
    const { createServer } = require('node:http');
    const { Server } = require(${JSON.stringify(apiRequire.resolve('socket.io'))});
    const http = createServer((req, res) => {
      const url = new URL(req.url, 'http://localhost');
      if (url.pathname === '/emit') io.emit('order.created', { orderId: url.searchParams.get('id') });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"ok":true}');
    });
    const io = new Server(http, { serveClient: false });
    http.listen(${port}, '127.0.0.1');
  `;
  const bare = spawn(process.execPath, ['-e', program], { stdio: ['ignore', 'ignore', 'inherit'] });
  await waitForUrl(`http://127.0.0.1:${port}/health`, {
    timeoutMs: 20_000,
    isAlive: () => bare.exitCode === null && bare.signalCode === null,
  });
  return bare;
}

async function postJson(url, token, body) {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify(body),
  });
  if (response.status !== 201)
    throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

const ORDER_ADDRESS = {
  customerName: 'Cliente de prueba',
  customerEmail: 'cliente@example.mx',
  customerPhone: '+52 55 1234 5678',
  line1: 'Av. Insurgentes Sur 1602',
  line2: null,
  city: 'Ciudad de México',
  region: 'CDMX',
  postalCode: '03940',
  countryCode: 'MX',
};

const closeAll = (sockets) => sockets.forEach((socket) => socket.disconnect());

/** The fan-out through the API, then through bare socket.io, to the same number of sockets. */
export async function fanoutFigures(ports) {
  const loadBefore = loadavg()[0];
  const tempDir = mkdtempSync(join(tmpdir(), 'estiba-fanout-bench-'));
  const secret = runSecret();
  const redis = process.env.REDIS_URL
    ? {
        REDIS_URL: process.env.REDIS_URL,
        REDIS_KEY_PREFIX: `estiba-bench-${randomBytes(6).toString('hex')}:`,
      }
    : {};
  let api;
  try {
    log(`fanout: the API${redis.REDIS_URL ? ' (Redis adapter)' : ''}, ${FANOUT_SOCKETS} sockets`);
    api = await startApi(ports.api, tempDir, null, { JWT_SECRET: secret, ...redis });
    const apiUrl = `http://127.0.0.1:${ports.api}`;
    const token = demoToken(secret);
    const product = await postJson(`${apiUrl}/products`, token, {
      sku: `BENCH-FANOUT-${Date.now().toString(36)}`,
      name: 'Producto de la prueba de difusión',
      lengthCm: '30',
      widthCm: '25',
      heightCm: '2.5',
      weightKg: '0.250',
    });
    const order = {
      warehouseId: 'WH-MX-CDMX',
      address: ORDER_ADDRESS,
      lines: [{ productId: product.id, quantity: 1, unitPriceMinor: 12_550 }],
    };
    const sockets = await connectSockets(apiUrl, FANOUT_SOCKETS, { token });
    let throughApi;
    try {
      throughApi = await timeFanout(
        sockets,
        'order.created',
        async () => (await postJson(`${apiUrl}/client/order`, token, order)).id,
        FANOUT_EVENTS,
      );
    } finally {
      closeAll(sockets);
    }
    await stopChildren([api]);
    api = null;

    log(`fanout: bare socket.io, ${FANOUT_SOCKETS} sockets`);
    const bare = await startBareSocketIo(ports.bare);
    let bareFigures;
    try {
      const bareUrl = `http://127.0.0.1:${ports.bare}`;
      const bareSockets = await connectSockets(bareUrl, FANOUT_SOCKETS, {});
      try {
        bareFigures = await timeFanout(
          bareSockets,
          'order.created',
          async () => {
            const id = randomUUID();
            const response = await fetch(`${bareUrl}/emit?id=${id}`);
            await response.arrayBuffer();
            return id;
          },
          FANOUT_EVENTS,
        );
      } finally {
        closeAll(bareSockets);
      }
    } finally {
      await stopChildren([bare]);
    }
    return {
      date: new Date().toISOString(),
      sockets: FANOUT_SOCKETS,
      events: FANOUT_EVENTS,
      adapter: redis.REDIS_URL ? 'redis' : 'in-process',
      measures:
        "each socket's receipt of order.created from the start of the request causing it (POST /client/order: " +
        'the order, its outbox row, the commit, the relay; bare: GET /emit), all sockets in the bench process; ' +
        "fromAnswer: from the request's answer (the commit is before it); spread: from the event's first " +
        "receipt to each socket's",
      api: throughApi,
      bare: bareFigures,
      machine: machine(loadBefore),
    };
  } finally {
    if (api) await stopChildren([api]);
    rmSync(tempDir, { recursive: true, force: true });
  }
}

export function printFanout(figures) {
  console.log(
    `\n${bold(`Event fan-out to ${figures.sockets} sockets, ${figures.events} events (${figures.adapter} adapter)`)}`,
  );
  const row = (name, f) =>
    console.log(
      `  ${name.padEnd(5)} request to receipt p50 ${f.fromRequest.p50Ms} ms, p99 ${f.fromRequest.p99Ms} ms; ` +
        `from its answer p50 ${f.fromAnswer.p50Ms} ms, p99 ${f.fromAnswer.p99Ms} ms; first to last socket ` +
        `p50 ${f.spread.p50Ms} ms, p99 ${f.spread.p99Ms} ms; answer p50 ${f.answer.p50Ms} ms`,
    );
  row('API', figures.api);
  row('bare', figures.bare);
}

// ---------------------------------------------------------------------------------------------
// Webhooks

/** A receiver answering 200 at once, recording when each delivery arrived and its webhook-id. */
async function startReceiver() {
  const arrivals = [];
  const ids = new Set();
  let duplicates = 0;
  let unsigned = 0;
  let waiter = null;
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const id = req.headers['webhook-id'];
      if (!req.headers['webhook-signature']) unsigned += 1;
      if (ids.has(id)) duplicates += 1;
      else ids.add(id);
      arrivals.push(performance.now());
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('ok');
      if (waiter && ids.size >= waiter.count) waiter.resolve();
    });
  });
  // The API opens a connection per delivery; a busy run may hold many.
  server.maxConnections = 10_000;
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/hooks`,
    arrivals,
    counts: () => ({ unique: ids.size, duplicates, unsigned }),
    reset() {
      arrivals.length = 0;
      ids.clear();
      duplicates = 0;
      unsigned = 0;
    },
    until(count, timeoutMs) {
      if (ids.size >= count) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`the receiver got ${ids.size} of ${count} webhooks`)),
          timeoutMs,
        );
        waiter = {
          count,
          resolve: () => {
            clearTimeout(timer);
            waiter = null;
            resolve();
          },
        };
      });
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const deliveryRate = (arrivals, count) => {
  const span = arrivals[arrivals.length - 1] - arrivals[0];
  return { spanSeconds: round2(span / 1000), perSecond: Math.round(((count - 1) * 1000) / span) };
};

async function measureWebhooks(name, port, databaseUrl, receiver, bytes) {
  const tempDir = mkdtempSync(join(tmpdir(), `estiba-webhooks-bench-${name}-`));
  const secret = runSecret();
  log(`webhooks: the API on ${name}, ${WEBHOOK_EVENTS} events`);
  const api = await startApi(port, tempDir, databaseUrl, {
    JWT_SECRET: secret,
    JOB_POLLING_INTERVAL_MS: '500',
    WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true',
  });
  try {
    const apiUrl = `http://127.0.0.1:${port}`;
    const token = demoToken(secret);
    await postJson(`${apiUrl}/client/webhook-subscriptions`, token, {
      url: receiver.url,
      topics: ['order.created'],
    });
    receiver.reset();
    const started = performance.now();
    const imported = await importOnce(apiUrl, token, bytes, 'orders');
    await receiver.until(WEBHOOK_EVENTS, DELIVERY_TIMEOUT_MS);
    // A moment more, so a second delivery of one would be counted.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const arrivals = [...receiver.arrivals].sort((a, b) => a - b);
    return {
      ...receiver.counts(),
      ...deliveryRate(arrivals.slice(0, WEBHOOK_EVENTS), WEBHOOK_EVENTS),
      importSeconds: round2(imported.doneMs / 1000),
      uploadToLastDeliverySeconds: round2((arrivals[WEBHOOK_EVENTS - 1] - started) / 1000),
    };
  } finally {
    await stopChildren([api]);
    rmSync(tempDir, { recursive: true, force: true });
  }
}

/** What delivering costs at the least: signed POSTs of the API's size, DELIVERY_CONCURRENCY in flight. */
async function bareDeliveries(receiver, count, bodyBytes) {
  const secret = randomBytes(32);
  const target = new URL(receiver.url);
  let next = 0;
  const one = (i) => {
    const id = `msg_bare_${i}`;
    const timestamp = Math.floor(Date.now() / 1000);
    const body = JSON.stringify({ type: 'order.created', data: { n: i } }).padEnd(bodyBytes);
    const signature = createHmac('sha256', secret).update(`${id}.${timestamp}.${body}`).digest('base64');
    return new Promise((resolve, reject) => {
      const req = request(
        target,
        {
          method: 'POST',
          headers: {
            'webhook-id': id,
            'webhook-timestamp': String(timestamp),
            'webhook-signature': `v1,${signature}`,
            'content-type': 'application/json',
            'content-length': String(Buffer.byteLength(body)),
          },
        },
        (res) => {
          res.resume();
          res.on('end', resolve);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  };
  receiver.reset();
  await Promise.all(
    Array.from({ length: DELIVERY_CONCURRENCY }, async () => {
      while (next < count) await one(next++);
    }),
  );
  const arrivals = [...receiver.arrivals].sort((a, b) => a - b);
  return { ...receiver.counts(), ...deliveryRate(arrivals, count) };
}

/** Webhook deliveries on PGlite, then on PostgreSQL when DATABASE_URL is set, each beside the bare loop. */
export async function webhookFigures(port) {
  const loadBefore = loadavg()[0];
  const bytes = ordersCsv(WEBHOOK_EVENTS);
  const receiver = await startReceiver();
  try {
    const databases = { pglite: await measureWebhooks('pglite', port, null, receiver, bytes) };
    if (process.env.DATABASE_URL) {
      const database = await postgresDatabase(process.env.DATABASE_URL);
      try {
        databases.postgres = await measureWebhooks('postgres', port, database.url, receiver, bytes);
      } finally {
        await database.drop();
      }
    } else {
      databases.postgres = { skipped: 'DATABASE_URL is not set' };
    }
    log(`webhooks: bare signed POSTs, ${WEBHOOK_EVENTS}`);
    // An order.created message of the API is about 250 bytes.
    const bare = await bareDeliveries(receiver, WEBHOOK_EVENTS, 250);
    return {
      date: new Date().toISOString(),
      events: WEBHOOK_EVENTS,
      concurrency: DELIVERY_CONCURRENCY,
      measures:
        'deliveries a second from the first receipt to the last at a receiver answering 200 at once, the events ' +
        `from an import of ${WEBHOOK_EVENTS} orders (one order.created each); bare: as many signed POSTs from ` +
        `${DELIVERY_CONCURRENCY} loops in the bench's process to the same receiver`,
      databases,
      bare,
      machine: machine(loadBefore),
    };
  } finally {
    await receiver.close();
  }
}

export function printWebhooks(figures) {
  console.log(
    `\n${bold(`Webhook deliveries, ${figures.events} events to a local receiver (${figures.concurrency} in flight)`)}`,
  );
  for (const [name, f] of Object.entries(figures.databases)) {
    if (f.skipped) {
      console.log(`  ${name.padEnd(9)} skipped: ${f.skipped}`);
      continue;
    }
    console.log(
      `  ${name.padEnd(9)} ${f.perSecond} deliveries/s over ${f.spanSeconds} s (${f.unique} delivered, ` +
        `${f.duplicates} twice, ${f.unsigned} unsigned); import ${f.importSeconds} s, upload to last ` +
        `delivery ${f.uploadToLastDeliverySeconds} s`,
    );
  }
  console.log(
    `  ${'bare'.padEnd(9)} ${figures.bare.perSecond} deliveries/s over ${figures.bare.spanSeconds} s`,
  );
}
