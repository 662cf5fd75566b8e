import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expectNoBlockingViolations } from '../support/axe';
import { expect, test } from '../support/test';
import { API_URL, DEMO_MERCHANT, DEMO_STAFF, ROOT } from '../support/env';
import { uniqueSku } from '../support/inventory';
import { formatCatalogueText } from '../support/landing';
import { localeOf, STAFF_WAREHOUSE } from '../support/returns';
import { issueToken, signIn } from '../support/session';

// Issue 18's dispute story, end to end: a box the staff receive is charged its reception; the merchant disputes
// that charge from the charges list with a reason; the billing desk's staff (their own browser and language) find
// it among the open disputes and issue a credit line (axe finds no serious violation on the screens on the way); the merchant, without reloading, sees the staff's answer and
// the credit in the dispute's thread, and the credit line in the charges list.

test.setTimeout(120_000);

type MessageValues = Record<string, string | number>;

/** mf-billing's texts (its features' bundles, then its own and shared's), as react-intl formats them. */
const billingFolders = [
  ...readdirSync(join(ROOT, 'mf-billing', 'src', 'features')).map((feature) =>
    join('mf-billing', 'src', 'features', feature, 'messages'),
  ),
  join('mf-billing', 'src', 'i18n'),
  join('shared', 'src', 'i18n', 'messages'),
].filter((folder) => existsSync(join(ROOT, folder, 'en-US.json')));

function billingText(id: string, values?: MessageValues, locale = 'en-US'): string {
  const folder = billingFolders.find(
    (candidate) => id in (JSON.parse(readFileSync(join(ROOT, candidate, 'en-US.json'), 'utf8')) as object),
  );
  if (!folder) throw new Error(`no billing catalogue has the text ${id}`);
  return formatCatalogueText(join(folder, `${locale}.json`), id, locale, values);
}

const headersOf = (email: string) => ({ authorization: `Bearer ${issueToken(email)}` });

async function call<T>(
  request: APIRequestContext,
  email: string,
  method: 'GET' | 'POST',
  path: string,
  data?: object,
) {
  const response = await request.fetch(`${API_URL}${path}`, {
    method,
    headers: { ...headersOf(email), 'idempotency-key': randomUUID() },
    ...(data ? { data } : {}),
  });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A fresh box of one new product, sent to the staff's warehouse and received there: its reception charge. */
async function receivedBoxCharge(request: APIRequestContext) {
  const sku = uniqueSku('E2E-DISPUTE');
  const product = await call<{ id: string }>(request, DEMO_MERCHANT.email, 'POST', '/products', {
    sku,
    name: `E2E disputed mug ${sku}`,
    lengthCm: '20',
    widthCm: '15',
    heightCm: '10',
    weightKg: '0.5',
  });
  const order = await call<{ id: string; boxes: { id: string }[] }>(
    request,
    DEMO_MERCHANT.email,
    'POST',
    '/warehouse/order',
    {
      warehouseId: STAFF_WAREHOUSE,
      lines: [{ productId: product.id, quantity: 1 }],
      shippingMethod: 'own_carrier',
      carrierName: 'Estafeta',
      trackingNumber: '7012345678',
      boxes: [{ lines: [{ productId: product.id, quantity: 1 }] }],
      arrivalDate: new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date()),
      send: true,
    },
  );
  await call(request, DEMO_STAFF.email, 'POST', `/staff/receiving-orders/${order.id}/arrived`);
  await call(request, DEMO_STAFF.email, 'POST', `/staff/receiving-boxes/${order.boxes[0]!.id}/receive`, {
    lines: [{ sku, received: 1 }],
  });
  const { charges } = await call<{
    charges: { id: string; sourceId: string; sourceLabel: string; amountCents: number }[];
  }>(
    request,
    DEMO_MERCHANT.email,
    'GET',
    `/client/billing/warehouse/${STAFF_WAREHOUSE}/charges?kind=reception&limit=100`,
  );
  const charge = charges.find((one) => one.sourceId.startsWith(order.boxes[0]!.id));
  if (!charge) throw new Error('receiving the box wrote no reception charge');
  return charge;
}

test('a disputed charge ends in a credit line both sides see', async ({
  browser,
  context,
  page,
  request,
}) => {
  const charge = await receivedBoxCharge(request);
  const t = (id: string, values?: MessageValues) => billingText(id, values);
  const reason = `Box counted twice (e2e ${randomUUID().slice(0, 6)})`;

  // The merchant disputes the charge from the warehouse's charges list.
  await signIn(context, DEMO_MERCHANT.email);
  await page.goto(`/billing-information/${STAFF_WAREHOUSE}`);
  const row = page.getByRole('row', {
    name: new RegExp(charge.sourceLabel.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  });
  await row.getByRole('button', { name: t('billing.disputes.dispute'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t('billing.disputes.form.title') });
  await dialog.getByRole('textbox', { name: t('billing.disputes.form.reason') }).fill(reason);
  await dialog.getByRole('button', { name: t('billing.disputes.form.submit') }).click();
  const thread = page.getByRole('dialog', { name: new RegExp(`^${t('billing.disputes.thread.title')} ·`) });
  await expect(thread.getByText(reason)).toBeVisible();
  await expectNoBlockingViolations(page);
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });

  // The billing desk: the open dispute, a credit of 1.00.
  const staffContext = await browser.newContext();
  await signIn(staffContext, DEMO_STAFF.email);
  const staff = await staffContext.newPage();
  await staff.goto('/floor/billing/disputes?status=open');
  const locale = await localeOf(staff);
  const s = (id: string, values?: MessageValues) => billingText(id, values, locale);
  await expect(
    staff.getByRole('heading', { level: 1, name: s('billing.disputes.desk.title') }),
  ).toBeVisible();
  const deskRow = staff.getByRole('row').filter({ hasText: reason });
  await expect(deskRow).toBeVisible();
  await expectNoBlockingViolations(staff);
  await deskRow.getByRole('link').click();
  await expect(staff.getByRole('list', { name: s('billing.disputes.thread.messages') })).toContainText(
    reason,
  );
  await expectNoBlockingViolations(staff);
  await staff
    .getByRole('textbox', { name: s('billing.disputes.resolve.message') })
    .fill('We counted it once: credited.');
  await staff
    .getByRole('textbox', {
      name: new RegExp(s('billing.disputes.credit.amount', { currency: 'MXN' }).replace(/[()]/g, '\\$&')),
    })
    .fill('1');
  await staff.getByRole('button', { name: s('billing.disputes.credit.submit') }).click();
  await expect(staff.getByText(s('billing.disputes.status.credited'), { exact: true })).toBeVisible();
  await staffContext.close();

  // The merchant's thread, never reloaded, shows the answer and the credit; the list shows the credit line.
  await expect(thread.getByText('We counted it once: credited.')).toBeVisible();
  await expect(thread.getByText(t('billing.disputes.status.credited'), { exact: true })).toBeVisible();
  await thread.getByRole('button', { name: t('billing.disputes.close') }).click();
  await expect(
    page.getByRole('row', { name: new RegExp(`${t('billing.kind.credit')}.*-MX\\$1\\.00`) }).first(),
  ).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
});
