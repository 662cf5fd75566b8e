import { randomUUID } from 'node:crypto';
import { expect, test } from '../support/test';
import { expectNoBlockingViolations } from '../support/axe';
import { billingText, centsOf } from '../support/billing';
import { API_URL, DEMO_MERCHANT, DEMO_STAFF } from '../support/env';
import { escapeRegExp, inventoryText, uniqueSku } from '../support/inventory';
import { settled } from '../support/inventoryScreens';
import { localeOf, merchantGet } from '../support/returns';
import { issueToken, signIn } from '../support/session';
// The API's own reader for the PDFs it prints (no PDF parser is installed).
import { readPdf } from '../../api/src/modules/receiving/pdf-reader';

// Issue 18's billing screens in a browser: a merchant watching a warehouse's charges sees the reception charge of a
// box appear, without reloading, when the warehouse's staff receive the box (in a browser of their own); the
// charge's invoice lists it, and the invoice's PDF, downloaded and parsed, totals the lines the page shows (plus
// the country's tax). Then each billing screen in en-US and one Spanish locale, with axe.

/** The warehouse of the seed's staff user, where the box is received (Mexico: 16 % IVA). */
const STAFF_WAREHOUSE = 'WH-MX-CDMX';

const merchantHeaders = () => ({
  authorization: `Bearer ${issueToken(DEMO_MERCHANT.email)}`,
  'idempotency-key': randomUUID(),
});

const heading = (page: import('@playwright/test').Page, name: string | RegExp) =>
  page.getByRole('main').getByRole('heading', { level: 1, name });

test('a reception charge appears live when staff receive a box, and the invoice PDF totals the lines shown', async ({
  browser,
  context,
  page,
}) => {
  test.setTimeout(150_000);
  const t = (id: string, values?: Record<string, string | number>) => billingText(id, values);
  const sku = uniqueSku('E2E-BILL');

  // Setup through the API: a product and a receiving order of one box with two units, sent to the warehouse.
  const created = await page.request.post(`${API_URL}/products`, {
    headers: merchantHeaders(),
    data: {
      sku,
      name: `E2E billing mug ${sku}`,
      lengthCm: '20',
      widthCm: '15',
      heightCm: '10',
      weightKg: '0.5',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const product = (await created.json()) as { id: string };
  const sent = await page.request.post(`${API_URL}/warehouse/order`, {
    headers: merchantHeaders(),
    data: {
      warehouseId: STAFF_WAREHOUSE,
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
  const receiving = (await sent.json()) as { number: number; boxes: { barcode: string }[] };
  const boxBarcode = receiving.boxes[0]!.barcode;
  const boxSource = `RO-${receiving.number} · box 1`;

  // The merchant watches the warehouse's reception charges.
  await signIn(context, DEMO_MERCHANT.email);
  await page.goto(`/billing-information/${STAFF_WAREHOUSE}?lang=en-US&charges.kind=reception`);
  await expect(heading(page, /^Charges at /)).toBeVisible();
  await settled(page);
  const chargeRow = page.getByRole('main').getByRole('row', { name: new RegExp(escapeRegExp(boxSource)) });
  await expect(chargeRow).toHaveCount(0);
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });

  // The warehouse's staff, in their own browser and language, receive the box on the desk.
  const staffContext = await browser.newContext();
  try {
    await signIn(staffContext, DEMO_STAFF.email);
    const staff = await staffContext.newPage();
    await staff.goto('/receiving');
    const locale = await localeOf(staff);
    const si = (id: string, values?: Record<string, string | number>) => inventoryText(id, values, locale);
    const scan = staff.getByRole('textbox', { name: si('inventory.receiving.scan.label') });
    await scan.fill(boxBarcode);
    await scan.press('Enter');
    await expect(staff).toHaveURL(new RegExp(`/receiving/boxes/${boxBarcode}$`));
    await staff
      .getByRole('spinbutton', { name: `${si('inventory.common.received')}, ${sku}`, exact: true })
      .fill('2');
    await staff.getByRole('button', { name: si('inventory.receiving.count.confirm') }).click();
    await expect(staff.getByText(si('inventory.receiving.received', { barcode: boxBarcode }))).toBeVisible();
  } finally {
    await staffContext.close();
  }

  // The charge appears on the merchant's screen, never reloaded, saying its rule and its source.
  await expect(chargeRow).toHaveCount(1, { timeout: 20_000 });
  // Its rule and source in one sentence (the row also holds the date before it, the quantity and amount after).
  await expect(chargeRow).toContainText(
    new RegExp(`${escapeRegExp(t('billing.kind.reception'))} · .+ tier · ${escapeRegExp(boxSource)}`),
  );
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

  // Its invoice lists it; the lines shown add up to the subtotal, and tax on top to the total.
  await chargeRow.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/invoice/${STAFF_WAREHOUSE}/[0-9a-f-]{36}$`));
  await expect(heading(page, /^Invoice INV-\d+$/)).toBeVisible();
  await expect(
    page
      .getByRole('main')
      .getByText(new RegExp(escapeRegExp(boxSource)))
      .first(),
  ).toBeVisible();
  const lineAmounts = await page.getByTestId('line-amount').allTextContents();
  expect(lineAmounts.length).toBeGreaterThan(0);
  const linesCents = lineAmounts.reduce((sum, text) => sum + centsOf(text), BigInt(0));
  const totals = (await page.getByTestId('invoice-totals').locator('dd').allTextContents()).map(centsOf);
  // Subtotal, IVA (Mexico), total.
  expect(totals).toHaveLength(3);
  expect(totals[0]).toBe(linesCents);
  expect(totals[2]).toBe(linesCents + totals[1]!);

  // The PDF, parsed: its subtotal is the lines shown, its total those lines plus the tax.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: t('billing.invoice.downloadPdf') }).click(),
  ]);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const pdfText = readPdf(Buffer.concat(chunks))
    .map((p) => p.text)
    .join('\n');
  const pdfAmounts = [...pdfText.matchAll(/MXN (-?[\d,]+\.\d{2})/g)].map((match) => centsOf(match[1]!));
  expect(pdfAmounts.slice(-3)).toEqual([linesCents, totals[1], linesCents + totals[1]!]);
});

const SCREEN_LOCALES = ['en-US', 'es-MX'] as const;

test('the billing screens speak en-US and Spanish, and axe finds no serious or critical violation', async ({
  context,
  page,
}) => {
  test.setTimeout(120_000);
  const { warehouses } = await merchantGet<{
    warehouses: {
      warehouseId: string;
      warehouseName: string;
      month: { invoiceId: string | null };
      invoices: { id: string; number: number }[];
    }[];
  }>(page.request, '/client/billing/warehouses');
  const warehouse = warehouses.find((one) => one.month.invoiceId || one.invoices.length > 0);
  expect(warehouse, 'the demo merchant has an invoice somewhere').toBeDefined();
  const invoice = warehouse!.invoices[0] ?? { id: warehouse!.month.invoiceId!, number: 0 };
  const screens = [
    {
      path: '/billing-information',
      title: (l: string) => billingText('billing.overview.title', undefined, l),
    },
    {
      path: `/billing-information/${warehouse!.warehouseId}`,
      title: (l: string) =>
        billingText('billing.charges.titleOf', { warehouse: warehouse!.warehouseName }, l),
    },
    {
      path: `/invoice/${warehouse!.warehouseId}/${invoice.id}`,
      title: (l: string) =>
        new RegExp(
          `^${escapeRegExp(billingText('billing.invoice.title', { number: 'X' }, l)).replace('X', 'INV-\\d+')}$`,
        ),
    },
  ];
  await signIn(context, DEMO_MERCHANT.email);
  for (const screen of screens) {
    for (const locale of SCREEN_LOCALES) {
      await page.goto(`${screen.path}?lang=${locale}`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(heading(page, screen.title(locale))).toBeVisible();
      await settled(page);
      const lines = (await page.locator('body').innerText()).split('\n').map((line) => line.trim());
      expect(
        lines.filter((line) => /^billing(\.[a-zA-Z0-9_]+)+$/.test(line)),
        `${screen.path} in ${locale}`,
      ).toEqual([]);
      await expectNoBlockingViolations(page);
    }
  }
});
