// Helpers for the orders import specs (issue 17): a small CSV in the template's columns, the file chosen on
// /orders/import, and the screen's texts.
import { expect, type Page } from '@playwright/test';
import { ordersText as t } from './orders';

const COLUMNS =
  'order_number,shop,warehouse,customer_name,customer_email,customer_phone,address_line1,address_line2,city,' +
  'state,postal_code,country,sku,quantity';

/** A product of the demo merchant (api/src/seed/inventory.ts). */
export const IMPORT_SKU = 'MUG-MATE';

export interface ImportRow {
  order: string;
  quantity: string;
  sku?: string;
}

/** A CSV of the template's columns: each row a line of `order` at the seed's Mexico City warehouse. */
export function ordersCsv(rows: ImportRow[]): string {
  return [
    COLUMNS,
    ...rows.map(
      (row) =>
        `${row.order},,Ciudad de México,Lucía Pérez,lucia@example.com,,Av. Reforma 222,,Ciudad de México,CDMX,` +
        `06600,MX,${row.sku ?? IMPORT_SKU},${row.quantity}`,
    ),
  ].join('\r\n');
}

/** Chooses `csv` as the file on /orders/import and waits for the server's check. */
export async function chooseCsv(page: Page, csv: string, name = 'orders.csv'): Promise<void> {
  await page.getByLabel(t('orders.import.file.choose')).setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  });
  await expect(page.getByRole('button', { name: t('orders.import.continue') })).toBeVisible();
}
