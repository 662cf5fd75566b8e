// Helpers of the returns specs (issue 17): the seed's records they use, found through the API as the demo
// merchant and the demo staff user (who works at WH-MX-CDMX) see them, and the page's language.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { API_URL, DEMO_MERCHANT, DEMO_STAFF } from './env';
import { issueToken } from './session';

/** The demo staff user's warehouse (api/src/seed/inventory.ts). */
export const STAFF_WAREHOUSE = 'WH-MX-CDMX';

async function getAs<T>(request: APIRequestContext, email: string, path: string): Promise<T> {
  const response = await request.get(`${API_URL}${path}`, {
    headers: { authorization: `Bearer ${issueToken(email)}` },
  });
  if (!response.ok()) throw new Error(`GET ${path} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

export const merchantGet = <T>(request: APIRequestContext, path: string) =>
  getAs<T>(request, DEMO_MERCHANT.email, path);
export const staffGet = <T>(request: APIRequestContext, path: string) =>
  getAs<T>(request, DEMO_STAFF.email, path);

export interface ReturnableOrder {
  id: string;
  number: number;
  reference: string;
  line: { sku: string; productId: string };
}

/**
 * A shipped order of the demo merchant at the staff's warehouse that no return names yet (the seed's returns
 * took the newest ones' first lines), with a line linked to a product: what the merchant returns.
 */
export async function findReturnableOrder(request: APIRequestContext): Promise<ReturnableOrder> {
  const { orders } = await merchantGet<{
    orders: { id: string; number: number; reference: string; warehouseId: string }[];
  }>(request, '/client/orders?warehouseStatus=shipped&limit=100');
  for (const order of orders.filter((one) => one.warehouseId === STAFF_WAREHOUSE)) {
    const { totalRows } = await merchantGet<{ totalRows: number }>(
      request,
      `/client/returns?search=${encodeURIComponent(order.reference)}`,
    );
    if (totalRows > 0) continue;
    const detail = await merchantGet<{
      allowedActions: string[];
      lines: { sku: string; productId: string | null }[];
    }>(request, `/client/order/${order.id}`);
    const line = detail.lines.find((one) => one.productId);
    if (!detail.allowedActions.includes('create_return') || !line) continue;
    return {
      id: order.id,
      number: order.number,
      reference: order.reference,
      line: { sku: line.sku, productId: line.productId! },
    };
  }
  throw new Error('the demo seed has no shipped order at WH-MX-CDMX without a return');
}

/** Units on hand of a product at the staff's warehouse, as the merchant's inventory reads them. */
export async function onHandAt(request: APIRequestContext, sku: string): Promise<number> {
  const { products } = await merchantGet<{
    products: { sku: string; total: { onHand: number } }[];
  }>(
    request,
    `/warehouse/inventory?warehouseId=${STAFF_WAREHOUSE}&search[field]=sku&search[value]=${encodeURIComponent(sku)}&limit=10`,
  );
  const row = products.find((one) => one.sku === sku);
  if (!row) throw new Error(`no stock row of ${sku} at ${STAFF_WAREHOUSE}`);
  return row.total.onHand;
}

/** A return still to receive at the staff's warehouse (the seed has some), for the receiving screen. */
export async function findReturnToReceive(
  request: APIRequestContext,
): Promise<{ id: string; number: number }> {
  const { returns } = await staffGet<{ returns: { id: string; number: number }[] }>(
    request,
    '/staff/returns?limit=1',
  );
  if (!returns[0]) throw new Error('the demo seed has no return to receive at the staff warehouse');
  return returns[0];
}

/** The page's language as the shell set it from the user's profile (the staff user's says es-MX). */
export async function localeOf(page: Page): Promise<string> {
  await expect(page.locator('html')).toHaveAttribute('lang', /^(en|es)-[A-Z]{2}$/);
  return (await page.locator('html').getAttribute('lang'))!;
}
