import { randomUUID } from 'node:crypto';
import { expect, test } from '../support/test';
import { expectNoBlockingViolations } from '../support/axe';
import { API_URL, DEMO_MERCHANT, DEMO_STAFF } from '../support/env';
import { createProductThroughApi, uniqueSku } from '../support/inventory';
import { issueToken, signIn } from '../support/session';
import { settingsText as t } from '../support/settings';

// Issue 19's create-a-store and notifications centre in Chromium against the built API: the demo merchant creates
// a manual sales channel on /createStoreFulfillment and finds it on /integrations; on /apps/mail, a notification
// arrives live (no reload) when the warehouse's staff receive a box the merchant sent. Axe on both screens. The
// channel and the shipment are this run's own, so no other spec sees them change.

/** The warehouse of the seed's staff user. */
const STAFF_WAREHOUSE = 'WH-MX-CDMX';

test.setTimeout(90_000);

test('a merchant creates a manual sales channel and finds it on Integrations', async ({ context, page }) => {
  await signIn(context, DEMO_MERCHANT.email);
  await page.goto('/createStoreFulfillment');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: t('settings.storeCreate.title') })).toBeVisible();
  // The route pre-selects the channel that lives in the portal itself.
  await expect(
    main.getByRole('radio', { name: new RegExp(t('settings.storeCreate.kind.manual')) }),
  ).toBeChecked();
  await expectNoBlockingViolations(page);

  const name = `E2E phone orders ${randomUUID().slice(0, 6)}`;
  await main.getByRole('textbox', { name: new RegExp(t('settings.storeCreate.name')) }).fill(name);
  await main
    .getByRole('combobox', { name: new RegExp(t('settings.storeCreate.warehouse')) })
    .selectOption(STAFF_WAREHOUSE);
  await main.getByRole('switch', { name: t('settings.storeCreate.automaticOrders') }).check();
  await main.getByRole('button', { name: t('settings.storeCreate.createManual') }).click();

  await expect(page).toHaveURL(/\/integrations$/);
  const table = page.getByRole('main').getByRole('table', { name: t('settings.integrations.shops') });
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(t('settings.storeCreate.manualPlatform'));
  await expect(row).toContainText(t('settings.integrations.status.connected'));
  await expectNoBlockingViolations(page);
});

test('the notifications centre shows a box the staff received as it happens', async ({ context, page }) => {
  await signIn(context, DEMO_MERCHANT.email);
  await page.goto('/apps/mail');
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 1, name: t('settings.notifications.title') }),
  ).toBeVisible();
  await expectNoBlockingViolations(page);

  // The merchant sends a box of a product of this run's own to the staff's warehouse (setup through the API).
  const sku = uniqueSku('E2E-MAIL');
  const product = await createProductThroughApi(page.request, DEMO_MERCHANT.email, {
    sku,
    name: `Mail ${sku}`,
  });
  const sent = await page.request.post(`${API_URL}/warehouse/order`, {
    headers: { authorization: `Bearer ${issueToken(DEMO_MERCHANT.email)}`, 'idempotency-key': randomUUID() },
    data: {
      warehouseId: STAFF_WAREHOUSE,
      lines: [{ productId: product.id, quantity: 2 }],
      shippingMethod: 'own_carrier',
      carrierName: 'Estafeta',
      trackingNumber: '7012345678',
      boxes: [{ lines: [{ productId: product.id, quantity: 2 }] }],
      arrivalDate: new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date()),
      send: true,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const box = ((await sent.json()) as { boxes: { id: string; barcode: string }[] }).boxes[0]!;

  // The warehouse's staff count it in.
  const received = await page.request.post(`${API_URL}/staff/receiving-boxes/${box.id}/receive`, {
    headers: { authorization: `Bearer ${issueToken(DEMO_STAFF.email)}` },
    data: { lines: [{ sku, received: 2 }] },
  });
  expect(received.status(), await received.text()).toBe(200);

  // It arrives on the open page over the socket, unread, with its barcode.
  const list = main.getByRole('list', { name: t('settings.notifications.list') });
  const item = list
    .getByRole('listitem')
    .filter({ hasText: t('settings.notifications.body.receiving_box.received', { barcode: box.barcode }) });
  await expect(item).toBeVisible();
  await expect(item).toContainText(t('settings.notifications.unread'));
  await expectNoBlockingViolations(page);

  const title = t('settings.notifications.kind.receiving_box.received');
  await item.getByRole('button', { name: t('settings.notifications.markReadOf', { title }) }).click();
  await expect(
    item.getByRole('button', { name: t('settings.notifications.markReadOf', { title }) }),
  ).toHaveCount(0);
});
