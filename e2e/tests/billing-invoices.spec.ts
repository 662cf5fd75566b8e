import { expect, test } from '../support/test';
import { expectNoBlockingViolations } from '../support/axe';
import { billingText } from '../support/billing';
import { DEMO_MERCHANT, DEMO_STAFF } from '../support/env';
import { escapeRegExp } from '../support/inventory';
import { settled } from '../support/inventoryScreens';
import { localeOf, merchantGet, STAFF_WAREHOUSE } from '../support/returns';
import { signIn } from '../support/session';

// Issue 18's invoice payment: the warehouse's staff find an issued invoice of the demo merchant on the billing
// desk's invoices screen (/floor/billing/invoices, their own browser and language), mark it paid after the
// confirmation, and the merchant, watching that invoice and /billing-information in their browser, sees it Paid
// without reloading (invoice.paid on the socket). axe finds no serious or critical violation on the desk's screen
// and its dialog. It marks the seed's latest issued invoice at Mexico City paid: no other spec reads its status.

type Overview = {
  warehouses: {
    warehouseId: string;
    invoices: { id: string; number: number; status: string; periodMonth: string }[];
  }[];
};

test('staff mark an invoice paid on the desk, and the merchant sees it Paid without reloading', async ({
  browser,
  context,
  page,
}) => {
  test.setTimeout(150_000);
  const { warehouses } = await merchantGet<Overview>(page.request, '/client/billing/warehouses');
  const issued = warehouses
    .find((one) => one.warehouseId === STAFF_WAREHOUSE)
    ?.invoices.filter((invoice) => invoice.status === 'issued')
    .sort((a, b) => b.periodMonth.localeCompare(a.periodMonth))[0];
  expect(issued, 'the seed has an issued invoice at the staff warehouse').toBeDefined();
  const number = `INV-${issued!.number}`;
  const t = (id: string) => billingText(id);

  // The merchant watches the invoice, and the overview in a second tab.
  await signIn(context, DEMO_MERCHANT.email);
  await page.goto(`/invoice/${STAFF_WAREHOUSE}/${issued!.id}?lang=en-US`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: `Invoice ${number}` })).toBeVisible();
  const statusChip = (status: string) =>
    main.locator('.MuiChip-label', { hasText: new RegExp(`^${t(`billing.invoiceStatus.${status}`)}$`) });
  await expect(statusChip('issued').first()).toBeVisible();
  const overview = await context.newPage();
  await overview.goto('/billing-information?lang=en-US');
  const overviewRow = overview
    .getByRole('main')
    .getByRole('row', { name: new RegExp(`^${escapeRegExp(number)}\\b`) });
  await expect(overviewRow).toContainText(t('billing.invoiceStatus.issued'));
  for (const watched of [page, overview]) {
    await watched.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });
  }

  // The warehouse's staff, in their own browser and language, mark it paid on the desk's invoices.
  const staffContext = await browser.newContext();
  try {
    await signIn(staffContext, DEMO_STAFF.email);
    const staff = await staffContext.newPage();
    await staff.goto('/floor/billing/invoices');
    const locale = await localeOf(staff);
    const st = (id: string, values?: Record<string, string | number>) => billingText(id, values, locale);
    const desk = staff.getByRole('main');
    await expect(
      desk.getByRole('heading', { level: 1, name: st('billing.staffInvoices.title') }),
    ).toBeVisible();
    // The staff navigation links the screen beside the disputes.
    await expect(staff.getByRole('link', { name: st('billing.nav.invoices') }).first()).toBeVisible();
    await settled(staff);
    const row = desk.getByRole('row', { name: new RegExp(escapeRegExp(number)) });
    await expect(row).toContainText('Demo Store Co.');
    await expectNoBlockingViolations(staff);
    await row.getByRole('button', { name: st('billing.staffInvoices.markPaid.action', { number }) }).click();
    const dialog = staff.getByRole('dialog', {
      name: st('billing.staffInvoices.markPaid.title', { number }),
    });
    await expect(dialog).toBeVisible();
    await expectNoBlockingViolations(staff);
    await dialog.getByRole('button', { name: st('billing.staffInvoices.markPaid.confirm') }).click();
    await expect(dialog).toBeHidden();
    // Issued is the desk's default filter: the paid invoice leaves it.
    await expect(row).toHaveCount(0);
  } finally {
    await staffContext.close();
  }

  // The merchant's screens say Paid, never reloaded.
  await expect(statusChip('paid').first()).toBeVisible({ timeout: 20_000 });
  await expect(overviewRow).toContainText(t('billing.invoiceStatus.paid'), { timeout: 20_000 });
  for (const watched of [page, overview]) {
    expect(await watched.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
      true,
    );
  }
});
