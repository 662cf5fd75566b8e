import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '../support/test';
import { API_URL, DEMO_MERCHANT, DEMO_STAFF } from '../support/env';
import { escapeRegExp, inventoryText, uniqueSku } from '../support/inventory';
import { waitForMail } from '../support/mail';
import { orderHeading, ordersText as t } from '../support/orders';
import { localeOf } from '../support/returns';
import { issueToken, signIn } from '../support/session';
// The API's own reader for the PDFs it prints (no PDF parser is installed).
import { readPdf } from '../../api/src/modules/receiving/pdf-reader';

// Issue 17's order path end to end, in two browsers: the merchant creates an order on the form for a product
// with no stock, and it waits as No stock; the warehouse receives a box of that product on its receiving desk;
// the merchant's list offers Start Process and they start it; the warehouse's staff print the pick list (its PDF
// names the SKU), pick, pack by scanning the product's barcode, and ship choosing carrier and service; the
// customer's tracking e-mail reaches the run's SMTP server with the tracking number; and the merchant's order
// shows shipped with the tracking number and the label. Only the setup goes through the API: the product (with
// its barcode) and the receiving order whose box the staff receive.

/** The warehouse of the seed's staff user, where the order ships from. */
const STAFF_WAREHOUSE = 'WH-MX-CDMX';

test.setTimeout(150_000);

const merchantHeaders = () => ({
  authorization: `Bearer ${issueToken(DEMO_MERCHANT.email)}`,
  'idempotency-key': randomUUID(),
});

const field = (page: Page, labelId: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(t(labelId))}( \\*)?$`) });
const select = (page: Page, labelId: string) =>
  page.getByRole('combobox', { name: new RegExp(`^${escapeRegExp(t(labelId))}( \\*)?$`) });

test('an order without stock waits, is started once a box is received, and is picked, packed and shipped with its tracking e-mail', async ({
  browser,
  context,
  page,
}) => {
  const sku = uniqueSku('E2E-FLOOR');
  const barcode = `75${Date.now().toString().slice(-11)}`;
  const reference = `E2E-${randomUUID().slice(0, 8).toUpperCase()}`;
  const customerEmail = `floor-${randomUUID().slice(0, 8)}@example.com`;

  // Setup: a product of the demo merchant with a barcode and no stock anywhere.
  const created = await page.request.post(`${API_URL}/products`, {
    headers: merchantHeaders(),
    data: {
      sku,
      name: `E2E floor mug ${sku}`,
      barcode,
      lengthCm: '20',
      widthCm: '15',
      heightCm: '10',
      weightKg: '0.5',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const product = (await created.json()) as { id: string };

  // The merchant creates the order on the form and sends it to process: no stock, so it waits.
  await signIn(context, DEMO_MERCHANT.email);
  await page.goto('/orders/create');
  await expect(page.locator('select[name="warehouseId"] option')).not.toHaveCount(1);
  await select(page, 'orders.create.fields.warehouseId').selectOption(STAFF_WAREHOUSE);
  await field(page, 'orders.create.fields.reference').fill(reference);
  await field(page, 'orders.create.fields.customerName').fill('Lucía Pérez');
  await field(page, 'orders.create.fields.customerEmail').fill(customerEmail);
  await field(page, 'orders.create.fields.line1').fill('Av. Reforma 222');
  await field(page, 'orders.create.fields.city').fill('Ciudad de México');
  await field(page, 'orders.create.fields.postalCode').fill('06600');
  await select(page, 'orders.create.fields.countryCode').selectOption('MX');
  await page.getByRole('searchbox', { name: t('orders.create.picker.search') }).fill(sku);
  await page
    .getByRole('list', { name: t('orders.create.picker.results') })
    .getByRole('button', { name: `${t('orders.create.picker.add')} ${sku}` })
    .click();
  await expect(page.getByText(t('orders.create.lines.short'))).toBeVisible();
  await page.getByRole('checkbox', { name: t('orders.create.sendToProcess') }).check();
  await page.getByRole('button', { name: t('orders.create.submit') }).click();
  await expect(orderHeading(page, t('orders.detail.title', { reference }))).toBeVisible();
  const orderUrl = page.url();
  const orderId = orderUrl.split('/').pop()!;
  await expect(
    page.getByRole('main').getByText(t('orders.status.warehouse.no_stock'), { exact: true }).first(),
  ).toBeVisible();

  // Setup: a receiving order of one box with the unit, sent (in transit) to the staff's warehouse.
  const sent = await page.request.post(`${API_URL}/warehouse/order`, {
    headers: merchantHeaders(),
    data: {
      warehouseId: STAFF_WAREHOUSE,
      lines: [{ productId: product.id, quantity: 1 }],
      shippingMethod: 'own_carrier',
      carrierName: 'Estafeta',
      trackingNumber: '7012345678',
      boxes: [{ lines: [{ productId: product.id, quantity: 1 }] }],
      arrivalDate: new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date()),
      send: true,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const boxBarcode = ((await sent.json()) as { boxes: { barcode: string }[] }).boxes[0]!.barcode;

  // The warehouse's staff, in a browser of their own and their language, receive the box on the desk.
  const staffContext = await browser.newContext();
  await signIn(staffContext, DEMO_STAFF.email);
  const staff = await staffContext.newPage();
  try {
    await staff.goto('/receiving');
    const locale = await localeOf(staff);
    const si = (id: string, values?: Record<string, string | number>) => inventoryText(id, values, locale);
    const s = (id: string, values?: Record<string, string | number>) => t(id, values, locale);
    const scan = staff.getByRole('textbox', { name: si('inventory.receiving.scan.label') });
    await scan.fill(boxBarcode);
    await scan.press('Enter');
    await expect(staff).toHaveURL(new RegExp(`/receiving/boxes/${boxBarcode}$`));
    await staff
      .getByRole('spinbutton', { name: `${si('inventory.common.received')}, ${sku}`, exact: true })
      .fill('1');
    await staff.getByRole('button', { name: si('inventory.receiving.count.confirm') }).click();
    await expect(staff.getByText(si('inventory.receiving.received', { barcode: boxBarcode }))).toBeVisible();

    // The merchant's list offers Start Process for the order; they start it.
    await page.goto(`/orders?orders.search=${encodeURIComponent(`reference:${reference}`)}`);
    const start = page.getByRole('button', { name: `${t('orders.actions.startProcess')} ${reference}` });
    await start.click();
    await expect(start).toHaveCount(0);
    const detail = await page.request.get(`${API_URL}/client/order/${orderId}`, {
      headers: { authorization: `Bearer ${issueToken(DEMO_MERCHANT.email)}` },
    });
    const order = (await detail.json()) as { number: string | number; warehouseStatus: string };
    expect(order.warehouseStatus).toBe('ready_to_pick');

    // Staff: the work queue's Ready to pick, the pick list's PDF names the SKU.
    await staff.goto('/floor');
    await staff
      .getByRole('tab', { name: new RegExp(`^${escapeRegExp(s('orders.floor.stage.ready_to_pick'))}`) })
      .click();
    await staff
      .getByRole('checkbox', { name: s('orders.floor.selectOrder', { number: order.number }) })
      .check();
    const [download] = await Promise.all([
      staff.waitForEvent('download'),
      staff.getByRole('button', { name: s('orders.floor.pickList', { count: 1 }) }).click(),
    ]);
    const pdf = readPdf(await streamToBuffer(await download.createReadStream()));
    // The PDF's table wraps a long SKU inside its cell: read its text without the line breaks.
    const pickList = pdf.map((p) => p.text).join('\n');
    expect(pickList.replace(/\s+/g, '')).toContain(sku);
    expect(pickList).toContain(barcode);

    // Pick, then pack by scanning the product's barcode, then ship with a carrier and a service.
    await staff
      .getByRole('link', { name: s('orders.floor.orderNumber', { number: order.number }), exact: true })
      .click();
    await expect(staff).toHaveURL(new RegExp(`/floor/orders/${orderId}$`));
    const actions = staff.getByRole('group', { name: s('orders.packing.actions') });
    await actions.getByRole('button', { name: s('orders.packing.startPicking') }).click();
    await actions.getByRole('button', { name: s('orders.packing.confirmPicked') }).click();
    const scanCode = staff.getByRole('textbox', { name: s('orders.packing.scan') });
    await scanCode.fill(barcode);
    await staff.getByRole('button', { name: s('orders.packing.check') }).click();
    await expect(staff.getByText(s('orders.packing.allPacked'))).toBeVisible();
    await staff.getByRole('combobox', { name: s('orders.packing.carrier') }).click();
    await staff.getByRole('option').first().click();
    await staff.getByRole('combobox', { name: s('orders.packing.service') }).click();
    await staff.getByRole('option').first().click();
    await staff.getByRole('button', { name: s('orders.packing.buyAndShip') }).click();
    await expect(staff.getByText(s('orders.packing.shipped'))).toBeVisible();
    await expect(staff.getByRole('button', { name: s('orders.packing.downloadLabel') })).toBeVisible();
  } finally {
    await staffContext.close();
  }

  // The shipped order's tracking number, as the merchant's API reads it.
  const shipped = (await (
    await page.request.get(`${API_URL}/client/order/${orderId}`, {
      headers: { authorization: `Bearer ${issueToken(DEMO_MERCHANT.email)}` },
    })
  ).json()) as { trackingNumber: string | null; warehouseStatus: string };
  expect(shipped.warehouseStatus).toBe('shipped');
  const tracking = shipped.trackingNumber!;
  expect(tracking).toBeTruthy();

  // The customer's tracking e-mail arrived at the run's SMTP server with the tracking number.
  const mail = await waitForMail(customerEmail);
  expect(mail.subject).toContain(reference);
  expect(mail.text).toContain(tracking);

  // The merchant's order: shipped, with its tracking number and its label.
  await page.goto(orderUrl);
  await expect(orderHeading(page, t('orders.detail.title', { reference }))).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText(t('orders.status.warehouse.shipped'), { exact: true }).first()).toBeVisible();
  await expect(main.getByText(tracking).first()).toBeVisible();
  const [label] = await Promise.all([
    page.waitForEvent('download'),
    main.getByRole('button', { name: t('orders.detail.downloadLabel') }).click(),
  ]);
  const labelPdf = readPdf(await streamToBuffer(await label.createReadStream()));
  expect(labelPdf.length).toBeGreaterThan(0);
});

async function streamToBuffer(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
