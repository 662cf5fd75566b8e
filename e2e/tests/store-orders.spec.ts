import { randomUUID } from 'node:crypto';
import { expect, test } from '../support/test';
import { API_URL, DEMO_MERCHANT, DEMO_STAFF } from '../support/env';
import { formatCatalogueText } from '../support/landing';
import { ORDER_SCREENS, ordersText, type OrderIds } from '../support/orders';
import { issueToken, signIn } from '../support/session';
import { settingsText as t } from '../support/settings';

// Issue 19's whole store-to-order path in a browser: the merchant connects a sandbox store of this run's own from
// /new-integration through its authorisation page; its products sync with the shell's progress bar to 100% and
// '{shop} products updated successfully'; the merchant turns automatic orders on for a warehouse in
// /settings/shop-settings; the store emits an order, its signed orders/create webhook makes the Estiba order,
// sent to process at once, and the open /orders page shows it processing without a reload (the socket).

test.setTimeout(150_000);

/** The warehouse automatic orders go to; the staff's (seeded) warehouse, where the test receives stock. */
const WAREHOUSE = 'WH-MX-CDMX';
/** One of the sandbox store's catalogue (sandbox-catalogue.ts). */
const SKU = 'SBX-MUG';

const shellText = (id: string, values?: Record<string, string>) =>
  formatCatalogueText('shell/src/i18n/core/en-US.json', id, 'en-US', values);
const bearer = (email: string) => ({ authorization: `Bearer ${issueToken(email)}` });

test('a sandbox store connected in the browser syncs its products, and its new order is processing in /orders without a reload', async ({
  context,
  page,
}) => {
  await signIn(context, DEMO_MERCHANT.email);
  const handle = `orders-${Date.now().toString(36)}`;

  // The merchant's own product of one of the store's SKUs (the sandbox store is not the main shop, whose SKUs
  // would become products): the sync links the store's listing to it by SKU.
  const created = await page.request.post(`${API_URL}/products`, {
    headers: { ...bearer(DEMO_MERCHANT.email), 'idempotency-key': randomUUID() },
    data: {
      sku: SKU,
      name: 'Ceramic coffee mug',
      lengthCm: '12',
      widthCm: '9',
      heightCm: '10',
      weightKg: '0.35',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const product = (await created.json()) as { id: string };

  // Connect: /new-integration, the store's authorisation page, Install.
  await page.goto('/new-integration');
  const main = page.getByRole('main');
  await main.getByRole('radio', { name: t('settings.newIntegration.sandbox') }).check();
  await main
    .getByRole('textbox', { name: t('settings.newIntegration.url') })
    .fill(`${API_URL}/sandbox-store/${handle}`);
  await main.getByRole('button', { name: t('settings.newIntegration.continue') }).click();
  await expect(page).toHaveURL(new RegExp(`^${API_URL}/sandbox-store/${handle}/admin/oauth/authorize\\?`));
  await page.getByRole('button', { name: 'Install' }).click();
  await expect(page).toHaveURL(/\/integrations$/);
  // The OAuth return is taken as a finished connection, not as a new store to validate (which failed).
  await expect(main.getByRole('row').filter({ hasText: handle })).toBeVisible();
  await expect(main.getByText(t('errors.integrationFailed'))).toHaveCount(0);

  // The first product sync, started by the connection: the bar reaches 100%, then the spec's message.
  const bar = page.getByRole('progressbar', {
    name: shellText('shell.products.progressLabel', { shop: handle }),
  });
  await expect(bar).toHaveAttribute('aria-valuenow', '100');
  await expect(
    page.getByText(shellText('shell.products.updated', { shop: handle }), { exact: true }),
  ).toBeVisible();

  // Setup: two units of the merchant's product received at the warehouse, so the order can be reserved at once.
  const sent = await page.request.post(`${API_URL}/warehouse/order`, {
    headers: { ...bearer(DEMO_MERCHANT.email), 'idempotency-key': randomUUID() },
    data: {
      warehouseId: WAREHOUSE,
      lines: [{ productId: product.id, quantity: 2 }],
      shippingMethod: 'own_carrier',
      carrierName: 'Estafeta',
      trackingNumber: '7012345679',
      boxes: [{ lines: [{ productId: product.id, quantity: 2 }] }],
      arrivalDate: new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date()),
      send: true,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const barcode = ((await sent.json()) as { boxes: { barcode: string }[] }).boxes[0]!.barcode;
  const box = await page.request.get(`${API_URL}/staff/receiving-boxes/${barcode}`, {
    headers: bearer(DEMO_STAFF.email),
  });
  expect(box.status(), await box.text()).toBe(200);
  const boxId = ((await box.json()) as { box: { id: string } }).box.id;
  const received = await page.request.post(`${API_URL}/staff/receiving-boxes/${boxId}/receive`, {
    headers: bearer(DEMO_STAFF.email),
    data: { lines: [{ sku: SKU, received: 2, damaged: 0 }], note: null },
  });
  expect(received.status(), await received.text()).toBe(200);

  // Settings > Shops > the shop > Automatic Orders on > its warehouse > Save.
  const warehouses = (await (
    await page.request.get(`${API_URL}/warehouses`, { headers: bearer(DEMO_MERCHANT.email) })
  ).json()) as { id: string; name: string }[];
  const warehouseName = warehouses.find((one) => one.id === WAREHOUSE)!.name;
  await page.goto('/settings/shop-settings');
  await main.getByRole('combobox', { name: t('settings.shopSettings.shop') }).click();
  await page.getByRole('option', { name: handle, exact: true }).click();
  await main.getByRole('switch', { name: t('settings.shopSettings.automaticOrders') }).check();
  await main.getByRole('combobox', { name: t('settings.shopSettings.warehouse') }).click();
  await page.getByRole('option', { name: warehouseName, exact: true }).click();
  await main.getByRole('button', { name: t('settings.shopSettings.save') }).click();
  await expect(main.getByText(t('settings.shopSettings.saved'))).toBeVisible();

  // /orders stays open while the store emits an order.
  await page.goto('/orders');
  await ORDER_SCREENS[0]!.ready(page, 'en-US', {} as OrderIds);
  const emitted = await page.request.post(`${API_URL}/sandbox-store/${handle}/orders`, {
    headers: bearer(DEMO_MERCHANT.email),
    data: { lines: [{ sku: SKU, quantity: 1 }] },
  });
  expect(emitted.status(), await emitted.text()).toBe(201);
  const { order, deliveries } = (await emitted.json()) as {
    order: { name: string };
    deliveries: { status: number }[];
  };
  expect(deliveries.map((one) => one.status)).toContain(200);

  const row = main
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell', { name: order.name, exact: true }) });
  await expect(row).toContainText(ordersText('orders.status.fulfillment.processing'));
  await expect(row).toContainText(handle);
});
