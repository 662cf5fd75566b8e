// Helpers for the merchant's order specs (issue 17, mf-orders): its texts (feature catalogues, then shared's)
// formatted as react-intl formats them, the order screens as the accessibility and language checks walk them,
// and the seed's records they open, found through the API as the demo merchant sees them.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { API_URL, DEMO_MERCHANT, ROOT } from './env';
import { formatCatalogueText } from './landing';
import { settled } from './inventoryScreens';
import { issueToken } from './session';

type MessageValues = Record<string, string | number>;

function catalogueFolders(): string[] {
  const features = join('mf-orders', 'src', 'features');
  return [
    ...readdirSync(join(ROOT, features)).map((feature) => join(features, feature, 'messages')),
    join('mf-orders', 'src', 'i18n'),
    join('shared', 'src', 'i18n', 'messages'),
    join('shared', 'src', 'ui', 'list', 'messages'),
  ].filter((folder) => existsSync(join(ROOT, folder, 'en-US.json')));
}

const folders = catalogueFolders();
const owners = new Map<string, string>();

function catalogueOf(id: string, locale: string): string {
  let folder = owners.get(id);
  if (!folder) {
    folder = folders.find(
      (candidate) => id in (JSON.parse(readFileSync(join(ROOT, candidate, 'en-US.json'), 'utf8')) as object),
    );
    if (!folder) throw new Error(`no orders or shared catalogue has the text ${id}`);
    owners.set(id, folder);
  }
  return join(folder, `${locale}.json`);
}

/** An mf-orders (or shared) text in `locale`, e.g. ordersText('orders.list.title'). */
export function ordersText(id: string, values?: MessageValues, locale: string = 'en-US'): string {
  return formatCatalogueText(catalogueOf(id, locale), id, locale, values);
}

/** The screen's own heading (the toolbar above it repeats the section's title as a heading too). */
export const orderHeading = (page: Page, name: string) =>
  page.getByRole('main').getByRole('heading', { level: 1, name, exact: true });

export async function merchantGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`${API_URL}${path}`, {
    headers: { authorization: `Bearer ${issueToken(DEMO_MERCHANT.email)}` },
  });
  if (!response.ok()) throw new Error(`GET ${path} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

export interface OrderIds {
  order: { id: string; reference: string };
}

/** The demo merchant's newest order (the seed gives it about two thousand). */
export async function findOrderIds(request: APIRequestContext): Promise<OrderIds> {
  const { orders } = await merchantGet<{ orders: { id: string; reference: string }[] }>(
    request,
    '/client/orders?limit=1',
  );
  if (!orders[0]) throw new Error('the demo seed has no order for the merchant');
  return { order: { id: orders[0].id, reference: orders[0].reference } };
}

export interface OrderScreen {
  name: string;
  path: (ids: OrderIds) => string;
  /** Resolves once the screen shows its content in `locale`. */
  ready: (page: Page, locale: string, ids: OrderIds) => Promise<void>;
}

/** The merchant's order screens, each settled with its heading in the locale's words and its data. */
export const ORDER_SCREENS: OrderScreen[] = [
  {
    name: 'orders list',
    path: () => '/orders',
    ready: async (page, locale) => {
      await expect(orderHeading(page, ordersText('orders.list.title', {}, locale))).toBeVisible();
      await settled(page);
      await expect(page.getByRole('main').getByRole('row').nth(1)).toBeVisible();
    },
  },
  {
    name: 'order detail',
    path: (ids) => `/orders/${ids.order.id}`,
    ready: async (page, locale, ids) => {
      await expect(
        orderHeading(page, ordersText('orders.detail.title', { reference: ids.order.reference }, locale)),
      ).toBeVisible();
      await settled(page);
    },
  },
  {
    name: 'create order',
    path: () => '/orders/create',
    ready: async (page, locale) => {
      await expect(orderHeading(page, ordersText('orders.toolbar.newOrder', {}, locale))).toBeVisible();
      // The warehouses and countries have arrived in their selects.
      await expect(page.locator('select[name="warehouseId"] option')).not.toHaveCount(1);
      await expect(page.locator('select[name="countryCode"] option')).not.toHaveCount(1);
      await settled(page);
    },
  },
];
