import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '../support/test';
import { DEMO_MERCHANT, DEMO_STAFF, SHELL_URL } from '../support/env';
import {
  createProductThroughApi,
  escapeRegExp,
  inventoryText,
  screenHeading,
  textField as field,
  uniqueSku,
  type CreatedProduct,
} from '../support/inventory';
import { signIn } from '../support/session';
// The API's own reader for the labels it prints (no PDF parser is installed): pages, their text, their images.
import { readPdf } from '../../api/src/modules/receiving/pdf-reader';

// Issue 16's inbound flow end to end: the merchant sends inventory in 3 boxes through the wizard's steps and
// downloads the labels (one page per box); a warehouse staff user, in a browser of their own, receives two
// boxes, one with fewer units than announced and a note; the merchant's pages, left open, show it as it
// happens, without reloading, and the product's ledger has the reception. The staff's receiving desk, open
// before the merchant sends, shows the new order without reloading too (the socket's warehouse room).

/** The warehouse of the seed's staff user (api/src/seed/inventory.ts), where it receives. */
const STAFF_WAREHOUSE = 'WH-MX-CDMX';
const STAFF_WAREHOUSE_TIME_ZONE = 'America/Mexico_City';

// One long story in two browsers: give it room on a shared machine.
test.setTimeout(120_000);

/** Tomorrow where the warehouse is (the wizard refuses a date in the past there). */
function tomorrowAtWarehouse(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: STAFF_WAREHOUSE_TIME_ZONE }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The page's language as the shell set it (the staff user's profile says es-MX). */
async function localeOf(page: Page): Promise<string> {
  await expect(page.locator('html')).toHaveAttribute('lang', /^(en|es)-[A-Z]{2}$/);
  return (await page.locator('html').getAttribute('lang'))!;
}

/** Marks the page, so a later look can tell it was never reloaded (a reload forgets the mark). */
const markPage = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
const stillTheSamePage = (page: Page) =>
  page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true);

test('3 boxes sent, labels printed, two boxes received (one short) and the merchant sees it live', async ({
  browser,
  context,
  page,
  request,
}) => {
  const t = (id: string, values?: Record<string, string | number>) => inventoryText(id, values);
  const batch = uniqueSku('E2E-SEND');
  const [shirt, mug]: CreatedProduct[] = await Promise.all([
    createProductThroughApi(request, DEMO_MERCHANT.email, {
      sku: `${batch}-SHIRT`,
      name: `E2E shirt ${batch}`,
    }),
    createProductThroughApi(request, DEMO_MERCHANT.email, { sku: `${batch}-MUG`, name: `E2E mug ${batch}` }),
  ]);
  // Units per box: the shirt 3 + 2 + 1, the mug 1 + 1 + 1.
  const split = { [shirt!.sku]: [3, 2, 1], [mug!.sku]: [1, 1, 1] };
  const total = (sku: string) => split[sku]!.reduce((sum, n) => sum + n, 0);

  // Warehouse staff, in a browser of their own, watch the receiving desk searched for this run's SKUs: nothing
  // matches until the merchant sends.
  const staffContext = await browser.newContext({ baseURL: SHELL_URL, locale: 'en-US' });
  await signIn(staffContext, DEMO_STAFF.email);
  const staff = await staffContext.newPage();
  await staff.goto(`/receiving?receiving.search=${encodeURIComponent(`sku:${batch}`)}`);
  const locale = await localeOf(staff);
  const s = (id: string, values?: Record<string, string | number>) => inventoryText(id, values, locale);
  await expect(staff.getByText(s('list.filtered.title'))).toBeVisible();
  await markPage(staff);

  await signIn(context, DEMO_MERCHANT.email);
  await page.goto('/send-inventory');
  const stepHeading = (number: number, stepId: string) =>
    page.getByRole('heading', {
      level: 2,
      name: t('inventory.send.stepTitle', { number, total: 6, title: t(`inventory.send.steps.${stepId}`) }),
    });
  const next = () => page.getByRole('button', { name: t('common.next'), exact: true }).click();

  // 1. Warehouse.
  await expect(stepHeading(1, 'warehouse')).toBeVisible();
  await page
    .getByRole('combobox', { name: new RegExp(`^${escapeRegExp(t('inventory.send.warehouse.label'))}`) })
    .selectOption(STAFF_WAREHOUSE);
  await next();

  // 2. Products and quantities, found by their SKU.
  await expect(stepHeading(2, 'products')).toBeVisible();
  const finder = page.getByRole('search', { name: t('inventory.send.products.find') });
  await finder.getByRole('textbox', { name: t('inventory.common.searchText') }).fill(batch);
  await finder.getByRole('button', { name: t('inventory.common.search') }).click();
  for (const product of [shirt!, mug!]) {
    await page.getByRole('button', { name: `${t('inventory.send.products.add')} ${product.sku}` }).click();
    await field(page, t('inventory.send.products.quantityOf', { sku: product.sku })).fill(
      String(total(product.sku)),
    );
  }
  await next();

  // 3. Shipping method: the merchant's own carrier.
  await expect(stepHeading(3, 'shipping')).toBeVisible();
  await page.getByRole('radio', { name: t('inventory.common.shippingMethod.own_carrier') }).check();
  await field(page, t('inventory.send.shipping.carrierName')).fill('E2E Freight');
  await field(page, t('inventory.send.shipping.trackingNumber')).fill(`TRK-${batch}`);
  await next();

  // 4. Boxes: three, with a split that adds up.
  await expect(stepHeading(4, 'boxes')).toBeVisible();
  await field(page, t('inventory.send.boxes.count')).fill('3');
  for (const [sku, units] of Object.entries(split)) {
    for (const [box, count] of units.entries()) {
      await field(page, t('inventory.send.boxes.unitsIn', { sku, number: box + 1 })).fill(String(count));
    }
  }
  await expect(page.getByText(t('inventory.send.boxes.placedOf', { placed: 6, quantity: 6 }))).toBeVisible();
  await next();

  // 5. Arrival date.
  await expect(stepHeading(5, 'arrival')).toBeVisible();
  await page
    .getByLabel(new RegExp(`^${escapeRegExp(t('inventory.send.arrival.date'))}`))
    .fill(tomorrowAtWarehouse());
  await next();

  // 6. Review, then 7. send.
  await expect(stepHeading(6, 'review')).toBeVisible();
  await expect(page.getByText(t('inventory.send.review.units', { units: 9 }))).toBeVisible();
  await page.getByRole('button', { name: t('inventory.send.send'), exact: true }).click();

  // The sent order's number, read from the confirmation ("Receiving order RO-1234 was created…").
  const [before, after] = t('inventory.send.sent.sent', { number: '\u0000' }).split('\u0000');
  const confirmation = new RegExp(`^${escapeRegExp(before!)}(\\S+)${escapeRegExp(after!)}$`);
  const created = page.getByText(confirmation);
  await expect(created).toBeVisible();
  const reference = confirmation.exec((await created.textContent())!.trim())![1]!;

  // The desk, never reloaded, lists it.
  await expect(staff.getByRole('gridcell', { name: reference, exact: true })).toBeVisible();
  expect(await stillTheSamePage(staff)).toBe(true);

  // The labels: one PDF page per box, with "Box n of 3" and the box's barcode text.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: t('inventory.common.downloadLabels') }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${reference}-labels.pdf`);
  const pdf = readFileSync(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const pages = readPdf(pdf);
  expect(pages).toHaveLength(3);
  const barcodes: string[] = [];
  for (const [index, label] of pages.entries()) {
    expect(label.text).toContain(reference);
    expect(label.text).toMatch(new RegExp(`\\b(Box|Caja) ${index + 1} (of|de) 3\\b`));
    const barcode = new RegExp(`\\bRO-?\\d+-B0${index + 1}\\b`).exec(label.text)?.[0];
    expect(barcode, `page ${index + 1}'s barcode text in:\n${label.text}`).toBeTruthy();
    barcodes.push(barcode!);
    // The Code 128 image beside its text.
    expect(label.images.length).toBeGreaterThan(0);
  }

  // The merchant follows the order on its page, and the stock on /inventory in a second tab.
  await page.getByRole('link', { name: t('inventory.send.sent.viewOrder', { number: reference }) }).click();
  await expect(page).toHaveURL(/\/inventory-orders\/[^/]+$/);
  const receivingOrderId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  await expect(screenHeading(page, t('inventory.orderDetail.title', { reference }))).toBeVisible();
  /** A box's status, as its chip beside the heading says it (the timeline below uses the same words). */
  const boxStatus = (number: number, status: string) =>
    boxSection(number)
      .locator('.MuiChip-root')
      .filter({ hasText: t(`inventory.common.boxStatus.${status}`) });
  /** A box's timeline (created, in transit, arrived, received, discrepancy). */
  const timeline = (number: number) =>
    boxSection(number).getByRole('list', { name: t('inventory.orderDetail.timeline') });
  const boxSection = (number: number) =>
    page.getByRole('region', {
      name: t('inventory.orderDetail.boxOf', { number, total: 3, barcode: barcodes[number - 1]! }),
    });
  for (const number of [1, 2, 3]) {
    await expect(boxStatus(number, 'in_transit')).toBeVisible();
  }

  const inventory = await context.newPage();
  await inventory.goto(`/inventory?inventory.search=${encodeURIComponent(`sku:${batch}`)}`);
  const stockCell = (sku: string, bucket: 'onHand' | 'incoming') =>
    inventory
      .getByRole('row')
      .filter({ has: inventory.getByRole('gridcell', { name: sku, exact: true }) })
      .locator(`[data-field="${bucket}"]`);
  await expect(stockCell(shirt!.sku, 'incoming')).toHaveText('6');
  await expect(stockCell(shirt!.sku, 'onHand')).toHaveText('0');
  await markPage(page);
  await markPage(inventory);

  // The staff user opens the order and receives.
  const note = `One shirt missing (${batch})`;
  try {
    await staff.goto(`/receiving/orders/${encodeURIComponent(receivingOrderId)}`);

    await staff.getByRole('button', { name: s('inventory.receiving.markArrived') }).click();
    await expect(staff.getByRole('button', { name: s('inventory.receiving.markArrived') })).toHaveCount(0);
    // The merchant's page hears of the arrival.
    await expect(
      timeline(1).getByText(t('inventory.orderDetail.event.arrived'), { exact: true }),
    ).toBeVisible();

    const receive = async (barcode: string, counts: Record<string, number>, note?: string) => {
      await staff.goto('/receiving');
      const scan = staff.getByRole('textbox', { name: s('inventory.receiving.scan.label') });
      await expect(scan).toBeFocused();
      // A scanner types the code and presses Enter.
      await scan.fill(barcode.toLowerCase());
      await scan.press('Enter');
      await expect(staff).toHaveURL(new RegExp(`/receiving/boxes/${barcode}$`));
      for (const [sku, count] of Object.entries(counts)) {
        await staff
          .getByRole('spinbutton', { name: `${s('inventory.common.received')}, ${sku}`, exact: true })
          .fill(String(count));
      }
      if (note) {
        await expect(staff.getByText(s('inventory.receiving.count.differs'))).toBeVisible();
        await staff
          .getByRole('textbox', { name: new RegExp(`^${escapeRegExp(s('inventory.receiving.count.note'))}`) })
          .fill(note);
      }
      await staff.getByRole('button', { name: s('inventory.receiving.count.confirm') }).click();
      await expect(
        staff.getByText(
          s(note ? 'inventory.receiving.receivedWithDiscrepancy' : 'inventory.receiving.received', {
            barcode,
          }),
        ),
      ).toBeVisible();
    };

    // Box 1 as announced; box 2 one shirt short, with a note.
    await receive(barcodes[0]!, { [shirt!.sku]: 3, [mug!.sku]: 1 });
    await receive(barcodes[1]!, { [shirt!.sku]: 1, [mug!.sku]: 1 }, note);
  } finally {
    await staffContext.close();
  }

  // The merchant's order page, never reloaded: box statuses, the discrepancy and its note in the timeline.
  await expect(boxStatus(1, 'received')).toBeVisible();
  await expect(
    timeline(1).getByText(t('inventory.orderDetail.event.received'), { exact: true }),
  ).toBeVisible();
  await expect(boxStatus(2, 'with_discrepancy')).toBeVisible();
  await expect(
    timeline(2).getByText(t('inventory.orderDetail.event.discrepancy'), { exact: true }),
  ).toBeVisible();
  await expect(boxSection(2).getByText(t('inventory.orderDetail.discrepancyNote', { note }))).toBeVisible();
  await expect(boxStatus(3, 'in_transit')).toBeVisible();
  expect(await stillTheSamePage(page)).toBe(true);

  // /inventory, never reloaded: the shirt's 3 + 1 units are on hand, the third box's 1 still incoming.
  await expect(stockCell(shirt!.sku, 'onHand')).toHaveText('4');
  await expect(stockCell(mug!.sku, 'onHand')).toHaveText('2');
  await expect(stockCell(mug!.sku, 'incoming')).toHaveText('1');
  expect(await stillTheSamePage(inventory)).toBe(true);

  // The shirt's ledger has its receptions, one per box, with the box as their document.
  await inventory.getByRole('gridcell', { name: shirt!.sku, exact: true }).click();
  await expect(screenHeading(inventory, shirt!.name)).toBeVisible();
  // The reason cell says Received, and below it the box's discrepancy note when there is one.
  const received = inventory.getByRole('row').filter({
    has: inventory
      .getByRole('cell')
      .filter({ hasText: new RegExp(`^${escapeRegExp(t('inventory.product.reason.received'))}`) }),
  });
  await expect(received).toHaveCount(2);
  for (const units of ['+3', '+1']) {
    await expect(
      received.filter({ has: inventory.getByRole('cell', { name: units, exact: true }) }),
    ).toHaveCount(1);
  }
});
