import { expect, test } from '../support/test';
import { DEMO_MERCHANT, DEMO_STAFF } from '../support/env';
import { escapeRegExp } from '../support/inventory';
import { settled } from '../support/inventoryScreens';
import { orderHeading, ordersText } from '../support/orders';
import { findReturnableOrder, localeOf, onHandAt } from '../support/returns';
import { signIn } from '../support/session';

// Issue 17's return story, end to end: the merchant asks for an exchange of one unit of a shipped demo order from
// its page; the warehouse's staff (their own browser, their own language) find it on their returns desk and
// receive it as good; the merchant's return page, left open, shows it restocked without a reload (the socket);
// the unit is back on hand at the warehouse.

test.setTimeout(120_000);

test('an exchange of one line is received good at the warehouse, restocked, and the stock is back', async ({
  browser,
  context,
  page,
  request,
}) => {
  const order = await findReturnableOrder(request);
  const before = await onHandAt(request, order.line.sku);
  const t = (id: string, values?: Record<string, string | number>) => ordersText(id, values);

  // The merchant: Create return on the shipped order's page.
  await signIn(context, DEMO_MERCHANT.email);
  await page.goto(`/orders/${order.id}`);
  await expect(orderHeading(page, t('orders.detail.title', { reference: order.reference }))).toBeVisible();
  await page.getByRole('button', { name: t('orders.returns.createAction') }).click();
  const dialog = page.getByRole('dialog', {
    name: t('orders.returns.form.title', { reference: order.reference }),
  });
  await dialog
    .getByRole('spinbutton', { name: t('orders.returns.form.unitsOf', { sku: order.line.sku }) })
    .fill('1');
  await dialog.getByRole('radio', { name: t('orders.returns.form.typeOption.exchange') }).check();
  await dialog.getByRole('textbox', { name: t('orders.returns.reason') }).fill('Wrong size (e2e)');
  await dialog.getByRole('button', { name: t('orders.returns.form.submit') }).click();
  await expect(page).toHaveURL(/\/returns\/[0-9a-f-]{36}$/);
  const heading = page.getByRole('main').getByRole('heading', { level: 1, name: /^Return RMA-\d+$/ });
  await expect(heading).toBeVisible();
  const rma = (await heading.textContent())!.replace('Return ', '');
  await expect(page.getByRole('main').getByText(t('orders.returns.status.requested')).first()).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });

  // The warehouse: the returns desk, the return, every unit good.
  const staffContext = await browser.newContext();
  await signIn(staffContext, DEMO_STAFF.email);
  const staff = await staffContext.newPage();
  await staff.goto('/floor/returns');
  const locale = await localeOf(staff);
  const s = (id: string, values?: Record<string, string | number>) => ordersText(id, values, locale);
  await expect(staff.getByRole('main').getByRole('heading', { level: 1 })).toContainText(
    s('orders.returns.desk.title'),
  );
  await staff.getByRole('searchbox', { name: s('orders.returns.search') }).fill(rma);
  await staff.getByRole('button', { name: s('orders.returns.searchAction') }).click();
  await staff.getByRole('link', { name: rma, exact: true }).click();
  await expect(
    staff.getByRole('heading', { level: 1, name: s('orders.returns.receive.title', { number: rma }) }),
  ).toBeVisible();
  await expect(
    staff.getByRole('spinbutton', { name: s('orders.returns.receive.goodOf', { sku: order.line.sku }) }),
  ).toHaveValue('1');
  await staff.getByRole('button', { name: s('orders.returns.receive.submit') }).click();
  await expect(staff.getByText(s('orders.returns.receive.restocked', { units: 1 }))).toBeVisible();
  await staffContext.close();

  // The merchant's page, never reloaded, follows it to restocked with the counts.
  await expect(page.getByRole('main').getByText(t('orders.returns.status.restocked')).first()).toBeVisible();
  const lines = page.getByRole('table', { name: t('orders.returns.lines') });
  await expect(
    lines.getByRole('row', { name: new RegExp(`^${escapeRegExp(order.line.sku)} .* 1 1 0$`) }),
  ).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  await settled(page);

  // The unit is back on hand at the warehouse.
  expect(await onHandAt(request, order.line.sku)).toBe(before + 1);
});
