import { randomUUID } from 'node:crypto';
import { expect, test } from '../support/test';
import { DEMO_MERCHANT } from '../support/env';
import { escapeRegExp } from '../support/inventory';
import { orderHeading, ordersText as t } from '../support/orders';
import { chooseCsv, ordersCsv } from '../support/ordersImport';
import { signIn } from '../support/session';

// Issue 17, orders by file: a small CSV with one bad row shows that row's reason, the fixed file is ready, the
// overview tells what will be created, the import runs as a job to its end, and the new orders open from it.

test('an orders CSV with a bad row: the reason, the fix, the overview, the import, the orders', async ({
  context,
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(context, DEMO_MERCHANT.email);
  const run = randomUUID().slice(0, 6).toUpperCase();
  const first = `E2E-IMP-${run}-1`;
  const second = `E2E-IMP-${run}-2`;

  await page.goto('/orders/import');
  await expect(orderHeading(page, t('orders.import.title'))).toBeVisible();
  await chooseCsv(
    page,
    ordersCsv([
      { order: first, quantity: '2' },
      { order: second, quantity: 'dos' },
    ]),
  );
  const problems = page.getByRole('table', {
    name: new RegExp(escapeRegExp(t('orders.import.problemRows'))),
  });
  await expect(problems.getByRole('row')).toHaveCount(2);
  await expect(problems.getByRole('row').nth(1)).toContainText(
    t('orders.import.reason.integer', { column: 'quantity', value: 'dos' }),
  );

  // The fixed file: every row ready.
  await chooseCsv(
    page,
    ordersCsv([
      { order: first, quantity: '2' },
      { order: second, quantity: '1' },
    ]),
    'orders-fixed.csv',
  );
  await expect(page.getByText(t('orders.import.allGood'))).toBeVisible();
  await page.getByRole('button', { name: t('orders.import.continue') }).click();

  await expect(orderHeading(page, t('orders.import.overview.title'))).toBeVisible();
  await expect(
    page.getByText(t('orders.import.overview.orders', { count: 2 }), { exact: true }),
  ).toBeVisible();
  await page.getByRole('button', { name: t('orders.import.import', { count: 2 }) }).click();
  await expect(page.getByRole('heading', { name: t('orders.import.done') })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('link', { name: first, exact: true })).toBeVisible();
  await page.getByRole('link', { name: second, exact: true }).click();
  await expect(orderHeading(page, t('orders.detail.title', { reference: second }))).toBeVisible();
});
