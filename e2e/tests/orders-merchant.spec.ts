import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '../support/test';
import { DEMO_MERCHANT } from '../support/env';
import { escapeRegExp, LOCALES } from '../support/inventory';
import {
  findOrderIds,
  merchantGet,
  ORDER_SCREENS,
  orderHeading,
  ordersText as t,
  type OrderIds,
} from '../support/orders';
import { settled } from '../support/inventoryScreens';
import { signIn } from '../support/session';

// Issue 17, the merchant's side (mf-orders): an order made on the Create Order form, found pending in /orders,
// sent to process from its page with its statuses and history following; the list's filters in the address;
// and the three screens in all six locales. Each run makes an order of its own (a unique reference), so the
// seed and other runs never get in the way; the seed's orders are only read.

test.beforeEach(async ({ context }) => {
  await signIn(context, DEMO_MERCHANT.email);
});

interface StockRow {
  productId: string;
  sku: string;
  warehouses: { warehouseId: string; warehouseName: string; available: number }[];
}

/** A seeded product with stock to reserve, and the warehouse that has it. */
async function productInStock(page: Page) {
  const { products } = await merchantGet<{ products: StockRow[] }>(
    page.request,
    '/warehouse/inventory?limit=75',
  );
  for (const product of products) {
    const level = product.warehouses.find((candidate) => candidate.available >= 1);
    if (level)
      return { sku: product.sku, warehouseId: level.warehouseId, warehouseName: level.warehouseName };
  }
  throw new Error('the demo seed has no product with available stock');
}

const field = (page: Page, labelId: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(t(labelId))}( \\*)?$`) });
const select = (page: Page, labelId: string) =>
  page.getByRole('combobox', { name: new RegExp(`^${escapeRegExp(t(labelId))}( \\*)?$`) });

/** The list's row of an order (MUI's grid: role row, the reference in its own cell). */
const orderRow = (page: Page, reference: string) =>
  page.getByRole('row').filter({ has: page.getByRole('gridcell', { name: reference, exact: true }) });

test('an order made on the form is listed pending, then sent to process with its statuses and history', async ({
  page,
}) => {
  // One person's whole path over four screens: longer than the 45 s a single screen's test gets.
  test.setTimeout(120_000);
  const stock = await productInStock(page);
  const reference = `E2E-${randomUUID().slice(0, 8).toUpperCase()}`;

  await page.goto('/orders/create');
  await ORDER_SCREENS[2]!.ready(page, 'en-US', {} as OrderIds);
  await select(page, 'orders.create.fields.warehouseId').selectOption(stock.warehouseId);
  await field(page, 'orders.create.fields.reference').fill(reference);
  await field(page, 'orders.create.fields.customerName').fill('Lucía Pérez');
  await field(page, 'orders.create.fields.customerEmail').fill('lucia@example.com');
  await field(page, 'orders.create.fields.line1').fill('Av. Reforma 222');
  await field(page, 'orders.create.fields.city').fill('Ciudad de México');
  await field(page, 'orders.create.fields.postalCode').fill('06600');
  await select(page, 'orders.create.fields.countryCode').selectOption('MX');
  await page.getByRole('searchbox', { name: t('orders.create.picker.search') }).fill(stock.sku);
  const results = page.getByRole('list', { name: t('orders.create.picker.results') });
  await results.getByRole('button', { name: `${t('orders.create.picker.add')} ${stock.sku}` }).click();
  await expect(
    page.getByRole('textbox', { name: t('orders.create.lines.quantityOf', { sku: stock.sku }) }),
  ).toHaveValue('1');
  await page.getByRole('button', { name: t('orders.create.submit') }).click();

  // The order's page: pending, not yet at the warehouse, Send to process offered.
  await expect(orderHeading(page, t('orders.detail.title', { reference }))).toBeVisible();
  const orderUrl = page.url();
  expect(orderUrl).toMatch(/\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByText(t('orders.detail.notYet'))).toBeVisible();

  // Listed as pending in /orders, found by its reference.
  await page.goto(`/orders?orders.search=${encodeURIComponent(`reference:${reference}`)}`);
  const row = orderRow(page, reference);
  await expect(row).toBeVisible();
  await expect(row.getByText(t('orders.status.fulfillment.pending'), { exact: true })).toBeVisible();
  await expect(row.getByText(stock.warehouseName, { exact: true })).toBeVisible();

  // From the list to its page, then sent to process: stock reserved, the floor can pick it.
  await row.getByRole('gridcell', { name: reference, exact: true }).click();
  await expect(page).toHaveURL(orderUrl);
  const actions = page.getByRole('group', { name: t('orders.detail.actions') });
  await actions.getByRole('button', { name: t('orders.actions.sendToProcess') }).click();
  const statuses = page.getByRole('main');
  await expect(
    statuses.getByText(t('orders.status.fulfillment.processing'), { exact: true }).first(),
  ).toBeVisible();
  await expect(
    statuses.getByText(t('orders.status.warehouse.ready_to_pick'), { exact: true }).first(),
  ).toBeVisible();
  await expect(actions.getByRole('button', { name: t('orders.actions.sendToProcess') })).toHaveCount(0);

  // The history says who moved which status from what to what.
  const history = page.getByRole('table', { name: t('orders.detail.history') });
  await expect(
    history
      .getByRole('row')
      .filter({ hasText: t('orders.detail.statusColumn.fulfillment') })
      .filter({
        hasText: t('orders.status.fulfillment.processing'),
      }),
  ).toHaveCount(1);
  await expect(
    history.getByRole('row').filter({ hasText: t('orders.status.warehouse.ready_to_pick') }),
  ).toHaveCount(1);

  // The list shows the new status too.
  await page.goto(`/orders?orders.search=${encodeURIComponent(`reference:${reference}`)}`);
  await expect(
    orderRow(page, reference).getByText(t('orders.status.fulfillment.processing'), { exact: true }),
  ).toBeVisible();
});

test("the list's Warehouse Status filter narrows the orders, stays in the address and is kept as a saved view", async ({
  page,
}) => {
  await page.goto('/orders');
  await ORDER_SCREENS[0]!.ready(page, 'en-US', {} as OrderIds);
  await select(page, 'orders.list.filters.warehouseStatus').selectOption('no_stock');
  await expect(page).toHaveURL(/orders\.warehouseStatus=no_stock/);
  await settled(page);
  const noStock = t('orders.status.warehouse.no_stock');
  const rows = page.getByRole('main').getByRole('row');
  await expect(rows.nth(1)).toContainText(noStock);
  // Every row shown waits for stock (the grid's header row first).
  const count = await rows.count();
  for (let index = 1; index < count; index += 1) await expect(rows.nth(index)).toContainText(noStock);

  // Saved as a view of the run's own (a unique name), kept on the server.
  const viewName = `No stock ${randomUUID().slice(0, 8)}`;
  await page.getByRole('button', { name: t('orders.views.save') }).click();
  const dialog = page.getByRole('dialog', { name: t('orders.views.dialog.createTitle') });
  await dialog.getByRole('textbox', { name: t('orders.views.dialog.name') }).fill(viewName);
  await dialog.getByRole('button', { name: t('orders.views.dialog.save') }).click();
  await expect(dialog).toBeHidden();
  const views = select(page, 'orders.views.select');

  // A shared link opens the same view; Clear filters shows every order again.
  await page.reload();
  await expect(select(page, 'orders.list.filters.warehouseStatus')).toHaveValue('no_stock');
  await page.getByRole('button', { name: t('orders.list.filters.clear') }).click();
  await expect(page).not.toHaveURL(/orders\.warehouseStatus/);

  // After a reload without filters, choosing the saved view applies its filter again; then it is deleted.
  await page.reload();
  await views.selectOption({ label: viewName });
  await expect(page).toHaveURL(/orders\.warehouseStatus=no_stock/);
  await expect(select(page, 'orders.list.filters.warehouseStatus')).toHaveValue('no_stock');
  await page.getByRole('button', { name: t('orders.views.delete') }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t('orders.views.confirmDelete.confirm'), exact: true })
    .click();
  await expect(views.getByRole('option', { name: viewName })).toHaveCount(0);
});

/** What a message id looks like: `orders.list.title`. */
const MESSAGE_ID = /^[a-z]+(\.[a-zA-Z0-9_]+)+$/;

/**
 * The orders list in all six locales, each other screen in a Spanish one of its own: the catalogues' completeness
 * is mf-orders's messages unit test, and the browser proves each loaded locale reaches the screens (at half the
 * page loads of every screen in every locale: CI's browser-step budget).
 */
const SPANISH_LOCALES = LOCALES.filter((locale) => locale !== 'en-US');
const screenLocales = (index: number) =>
  index === 0 ? LOCALES : [SPANISH_LOCALES[(index * 2) % SPANISH_LOCALES.length]];

test('the order screens speak the six locales without raw message ids', async ({ page }) => {
  test.setTimeout(120_000);
  const ids = await findOrderIds(page.request);
  for (const [index, screen] of ORDER_SCREENS.entries()) {
    const path = screen.path(ids);
    for (const locale of screenLocales(index)) {
      await page.goto(`${path}?lang=${locale}`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await screen.ready(page, locale, ids);
      const lines = (await page.locator('body').innerText()).split('\n').map((line) => line.trim());
      expect(
        lines.filter((line) => MESSAGE_ID.test(line)),
        `${path} in ${locale}`,
      ).toEqual([]);
    }
  }
});
