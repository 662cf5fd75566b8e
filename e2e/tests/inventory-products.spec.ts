import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '../support/test';
import { DEMO_MERCHANT } from '../support/env';
import {
  createProductThroughApi,
  inventoryText as t,
  screenHeading,
  textField,
  uniqueSku,
} from '../support/inventory';
import { signIn } from '../support/session';

// Issue 16: products made on the form (/product/create) and from a CSV file (/product/create/massive), as the
// demo merchant. Every run makes SKUs of its own, so the demo seed and earlier runs never get in the way.

test.beforeEach(async ({ context }) => {
  await signIn(context, DEMO_MERCHANT.email);
});

const field = (page: Page, labelId: string) => textField(page, t(labelId));

async function fillProductForm(page: Page, sku: string, name: string): Promise<void> {
  await field(page, 'inventory.productForm.fields.sku').fill(sku);
  await field(page, 'inventory.productForm.fields.name').fill(name);
  await field(page, 'inventory.productForm.fields.lengthCm').fill('30');
  await field(page, 'inventory.productForm.fields.widthCm').fill('20.5');
  await field(page, 'inventory.productForm.fields.heightCm').fill('10');
  await field(page, 'inventory.productForm.fields.weightKg').fill('1.25');
}

/** The /inventory list narrowed to SKUs containing `text` (the list keeps its search in the address). */
const inventorySearch = (text: string) => `/inventory?inventory.search=${encodeURIComponent(`sku:${text}`)}`;

/** The list's row of a SKU (MUI's grid: role row, the SKU in its own cell). */
const inventoryRow = (page: Page, sku: string) =>
  page.getByRole('row').filter({ has: page.getByRole('gridcell', { name: sku, exact: true }) });

test('a product created on the form opens its page and is listed in /inventory', async ({ page }) => {
  const sku = uniqueSku('E2E-FORM');
  const name = `E2E form product ${sku}`;

  await page.goto('/product/create');
  await expect(screenHeading(page, t('inventory.productForm.createTitle'))).toBeVisible();
  await fillProductForm(page, sku, name);
  await page.getByRole('button', { name: t('inventory.productForm.create') }).click();

  // Saved: its own page, /products/{productId}/{handle}.
  await expect(page).toHaveURL(/\/products\/[0-9a-f-]{36}\/[^/]+$/);
  const productUrl = page.url();
  await expect(screenHeading(page, name)).toBeVisible();
  await expect(page.getByText(sku, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(t('inventory.product.noMovements'))).toBeVisible();

  await page.goto(inventorySearch(sku));
  const row = inventoryRow(page, sku);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(name);

  // The row leads to the product's page.
  await row.getByRole('gridcell', { name: sku, exact: true }).click();
  await expect(page).toHaveURL(productUrl);
  await expect(screenHeading(page, name)).toBeVisible();
});

test('a SKU the merchant already has shows the server’s refusal on the SKU field', async ({
  page,
  request,
}) => {
  const sku = uniqueSku('E2E-DUP');
  await createProductThroughApi(request, DEMO_MERCHANT.email, { sku, name: `E2E first ${sku}` });

  await page.goto('/product/create');
  await fillProductForm(page, sku, `E2E second ${sku}`);
  await page.getByRole('button', { name: t('inventory.productForm.create') }).click();

  const skuField = field(page, 'inventory.productForm.fields.sku');
  // The API's own words (409 naming the field), under the field, which takes the focus.
  await expect(skuField).toHaveAccessibleDescription('This SKU is already used by another product.');
  await expect(skuField).toHaveAttribute('aria-invalid', 'true');
  await expect(skuField).toBeFocused();
  await expect(page).toHaveURL(/\/product\/create$/);

  // Editing the SKU clears the server's words; another SKU saves.
  await skuField.fill(`${sku}-B`);
  await expect(skuField).not.toHaveAccessibleDescription(/already used/);
  await page.getByRole('button', { name: t('inventory.productForm.create') }).click();
  await expect(page).toHaveURL(/\/products\/[0-9a-f-]{36}\//);
});

/** A minimal CSV parser for what the API writes (RFC 4180: quotes, doubled quotes, commas and newlines in quotes). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

test('a CSV with one bad row: the preview flags it, the good rows are imported with progress, the bad one comes back with its reason', async ({
  page,
}) => {
  const batch = uniqueSku('E2E-CSV');
  const good = [`${batch}-A`, `${batch}-B`];
  const bad = `${batch}-BAD`;
  const csv = [
    'sku,name,barcode,length_cm,width_cm,height_cm,weight_kg,declared_value,currency,low_stock_threshold,image_url',
    `${good[0]},E2E imported A,,30,20,10,0.5,120.00,MXN,,`,
    `${good[1]},E2E imported B,,12.5,8,20,0.52,,,5,`,
    // A length below zero: the row the preview must flag and the import hand back.
    `${bad},E2E imported bad,,-4,8,20,0.5,,,,`,
  ].join('\n');

  await page.goto('/product/create/massive');
  await expect(screenHeading(page, t('inventory.imports.products.title'))).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({
    name: `${batch}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  });

  // The API's check of every row, before anything is written.
  await expect(page.getByRole('heading', { name: t('inventory.imports.preview.title') })).toBeVisible();
  await expect(page.getByText(t('inventory.imports.preview.created', { count: 2 }))).toBeVisible();
  await expect(page.getByText(t('inventory.imports.preview.rejected', { count: 1 }))).toBeVisible();
  const flagged = page.getByRole('table', { name: t('inventory.imports.rejectedRows') }).getByRole('row');
  await expect(flagged.filter({ hasText: bad })).toHaveCount(1);
  await expect(flagged.filter({ hasText: good[0] })).toHaveCount(0);

  // Whether the progress bar was ever shown: the job may finish before a test could look at it.
  await page.evaluate((label) => {
    const observer = new MutationObserver(() => {
      if (document.querySelector(`[role="progressbar"][aria-label="${label}"]`)) {
        (window as unknown as { sawProgress: boolean }).sawProgress = true;
        observer.disconnect();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
  }, t('inventory.imports.progressLabel'));
  await page.getByRole('button', { name: t('inventory.imports.import', { count: 2 }) }).click();

  await expect(page.getByRole('heading', { name: t('inventory.imports.done') })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sawProgress?: boolean }).sawProgress)).toBe(true);
  await expect(page.getByText(t('inventory.imports.result.created', { count: 2 }))).toBeVisible();
  await expect(page.getByText(t('inventory.imports.result.rejected', { count: 1 }))).toBeVisible();

  // The bad row comes back as a CSV: the file's columns, its line, and a reason.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: t('inventory.imports.downloadRejected') }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${batch}-rejected.csv`);
  // The API starts its CSVs with a byte order mark (spreadsheets then read them as UTF-8).
  const text = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
  const rows = parseCsv(text).filter((r) => r.some(Boolean));
  const [header, ...rejected] = rows;
  expect(header).toEqual(expect.arrayContaining(['line', 'sku', 'length_cm', 'reason']));
  expect(rejected).toHaveLength(1);
  const cell = (name: string) => rejected[0]![header!.indexOf(name)];
  expect(cell('sku')).toBe(bad);
  expect(cell('length_cm')).toBe('-4');
  expect(cell('line')).toBe('4');
  expect(cell('reason')).toMatch(/length_cm/);

  // The good rows are products now; the bad one is not.
  await page.goto(inventorySearch(batch));
  await expect(inventoryRow(page, good[0]!)).toHaveCount(1);
  await expect(inventoryRow(page, good[1]!)).toHaveCount(1);
  await expect(inventoryRow(page, bad)).toHaveCount(0);
});
