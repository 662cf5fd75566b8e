import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '../support/test';
import { expectNoBlockingViolations } from '../support/axe';
import { API_URL, DEMO_MERCHANT, DEMO_STAFF } from '../support/env';
import { issueToken, signIn } from '../support/session';
import { settingsText as t } from '../support/settings';

// Issue 20's outgoing webhooks, end to end: the merchant subscribes an endpoint this test runs (a Node HTTP
// server) to order.shipped on /api-token and keeps the secret the dialog shows once; the warehouse's staff ship
// one of the merchant's orders (through the API, as the floor's Ship does); the signed delivery reaches the
// receiver, which fails the first attempt, and the retry succeeds — both verify as Standard Webhooks; the delivery
// log shows both attempts, and Replay delivers it once more. axe checks the section with the log open.

test.setTimeout(120_000);

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  status: number;
}

/** The receiver's check, as a merchant's endpoint does it: HMAC-SHA256 of "id.timestamp.body", key after whsec_. */
function verifies(secret: string, message: Received): boolean {
  const id = String(message.headers['webhook-id']);
  const timestamp = String(message.headers['webhook-timestamp']);
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false;
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = Buffer.from(
    `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${message.body}`).digest('base64')}`,
  );
  return String(message.headers['webhook-signature'])
    .split(' ')
    .some((given) => given.length === expected.length && timingSafeEqual(Buffer.from(given), expected));
}

let server: Server;
let receiverUrl: string;
const received: Received[] = [];
/** Statuses to answer, in turn; then 200. */
const answers: number[] = [];

test.beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const status = answers.shift() ?? 200;
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), status });
      response
        .writeHead(status, { 'content-type': 'text/plain' })
        .end(status === 200 ? 'thanks' : 'try later');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/estiba-hooks`;
});

test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const staffHeaders = () => ({ authorization: `Bearer ${issueToken(DEMO_STAFF.email)}` });

test('a signed webhook of a shipped order arrives, a failure is retried, and Replay delivers it again', async ({
  context,
  page,
}) => {
  await signIn(context, DEMO_MERCHANT.email);
  await page.goto('/api-token');
  const section = page.getByRole('region', { name: t('settings.webhooks.title') });
  await expect(section.getByRole('heading', { level: 2, name: t('settings.webhooks.title') })).toBeVisible();

  // Subscribe the receiver to order.shipped; the secret is shown once.
  await section.getByRole('textbox', { name: t('settings.webhooks.create.url') }).fill(receiverUrl);
  await section.getByRole('checkbox', { name: 'order.shipped' }).check();
  await section.getByRole('button', { name: t('settings.webhooks.create.submit') }).click();
  const dialog = page.getByRole('dialog', { name: t('settings.webhooks.secret.title') });
  const field = dialog.getByRole('textbox', { name: t('settings.webhooks.secret.label') });
  await expect(field).toHaveValue(/^whsec_[A-Za-z0-9+/]+=*$/);
  const secret = await field.inputValue();
  await expectNoBlockingViolations(page);
  await dialog.getByRole('button', { name: t('settings.webhooks.secret.done') }).click();
  await expect(dialog).toBeHidden();
  const list = section.getByRole('table', { name: t('settings.webhooks.list') });
  await expect(list.getByRole('row').filter({ hasText: receiverUrl })).toBeVisible();

  // The staff ship one of the demo merchant's orders that is ready to ship at their warehouse.
  const queue = await page.request.get(`${API_URL}/staff/orders/queue?limit=50`, { headers: staffHeaders() });
  expect(queue.status(), await queue.text()).toBe(200);
  const { stages } = (await queue.json()) as {
    stages: { stage: string; orders: { id: string; client: { id: string } }[] }[];
  };
  const ready = stages
    .find((stage) => stage.stage === 'ready_to_ship')!
    .orders.find((order) => order.client.id === 'CL-0002');
  expect(ready, 'the seed has an order of the demo merchant ready to ship').toBeDefined();
  const detail = await page.request.get(`${API_URL}/staff/orders/${ready!.id}`, { headers: staffHeaders() });
  const { carriers } = (await detail.json()) as { carriers: { id: string; services: { id: string }[] }[] };
  const carrier = carriers.find((c) => c.services.length > 0)!;
  answers.push(500);
  const shipped = await page.request.post(`${API_URL}/staff/orders/${ready!.id}/ship`, {
    headers: staffHeaders(),
    data: { carrierId: carrier.id, carrierServiceId: carrier.services[0]!.id },
  });
  expect(shipped.status(), await shipped.text()).toBe(200);

  // The first attempt is answered 500, the retry 200: both signed, the same message.
  const ofThisOrder = () =>
    received.filter((message) => {
      const body = JSON.parse(message.body) as { type: string; data: { orderId?: string } };
      return body.type === 'order.shipped' && body.data.orderId === ready!.id;
    });
  await expect.poll(() => ofThisOrder().length, { timeout: 45_000 }).toBeGreaterThanOrEqual(2);
  const [first, retry] = ofThisOrder();
  expect(first!.status).toBe(500);
  expect(retry!.status).toBe(200);
  expect(verifies(secret, first!)).toBe(true);
  expect(verifies(secret, retry!)).toBe(true);
  expect(verifies(`whsec_${Buffer.alloc(32).toString('base64')}`, retry!)).toBe(false);
  expect(retry!.headers['webhook-id']).toBe(first!.headers['webhook-id']);

  // The delivery log shows both attempts; Replay sends it again.
  await list.getByRole('button', { name: t('settings.webhooks.showLogOf', { url: receiverUrl }) }).click();
  const log = section.getByRole('table', { name: t('settings.webhooks.log.table') });
  const row = log.getByRole('row').filter({ hasText: 'order.shipped' }).first();
  await expect(row.getByText(t('settings.webhooks.status.succeeded'))).toBeVisible();
  await expect(row.getByText(/ · 500 · \d+ ms$/)).toBeVisible();
  await expect(row.getByText(/ · 200 · \d+ ms$/)).toBeVisible();
  await expect(row.getByText('try later')).toBeVisible();
  await expectNoBlockingViolations(page);

  await row.getByRole('button', { name: /^Replay: order\.shipped of / }).click();
  await expect(section.getByText(t('settings.webhooks.log.replayed'))).toBeVisible();
  await expect.poll(() => ofThisOrder().length, { timeout: 30_000 }).toBe(3);
  const replayed = ofThisOrder()[2]!;
  expect(replayed.status).toBe(200);
  expect(verifies(secret, replayed)).toBe(true);
  expect(replayed.headers['webhook-id']).toBe(first!.headers['webhook-id']);
  await section.getByRole('button', { name: t('settings.webhooks.log.refresh') }).click();
  await expect(row.getByText(/ · 200 · \d+ ms$/)).toHaveCount(2);

  // Leave no endpoint behind for other specs' shipments.
  await list.getByRole('button', { name: t('settings.webhooks.deleteOf', { url: receiverUrl }) }).click();
  await page
    .getByRole('dialog', { name: t('settings.webhooks.confirmDelete.title', { url: receiverUrl }) })
    .getByRole('button', { name: t('settings.webhooks.delete') })
    .click();
  await expect(section.getByText(receiverUrl)).toHaveCount(0);
});
