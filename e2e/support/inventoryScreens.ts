// The signed-in screens of issue 16 (mf-inventory) as the accessibility and language specs walk them: each
// screen's address, who opens it (the demo merchant or the warehouse staff user), and when it has settled
// (its heading in the page's language, and its data, not a loader). The ids in the addresses are the demo
// seed's, looked up through the API once per run.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { API_URL, DEMO_MERCHANT, DEMO_STAFF } from './env';
import { inventoryText, screenHeading } from './inventory';
import { issueToken } from './session';

export type ScreenUser = 'merchant' | 'staff';

/** Ids of seeded records the detail screens show. */
export interface ScreenIds {
  product: { id: string; handle: string; name: string };
  receivingOrder: { id: string; reference: string };
  staffOrder: { id: string; reference: string };
  /** A box still to count (the count form) and one with an open discrepancy (the resolve form). */
  boxToCount: string;
  boxWithDiscrepancy: string;
  warehouseId: string;
}

export interface InventoryScreen {
  name: string;
  user: ScreenUser;
  path: (ids: ScreenIds) => string;
  /** Resolves once the screen shows its content in `locale`. */
  ready: (page: Page, locale: string, ids: ScreenIds) => Promise<void>;
}

const h1 = screenHeading;

/** A heading from the catalogue, then no loader left in the main region. */
const headingThenSettled =
  (id: string, values?: (ids: ScreenIds) => Record<string, string | number>) =>
  async (page: Page, locale: string, ids: ScreenIds) => {
    await expect(h1(page, inventoryText(id, values?.(ids), locale))).toBeVisible();
    await settled(page);
  };

/** No spinner, no grid skeleton and no busy region left in the page's main content. */
export async function settled(page: Page): Promise<void> {
  const main = page.getByRole('main');
  await expect(main.locator('[role="progressbar"]:not([aria-valuenow])')).toHaveCount(0);
  await expect(main.locator('.MuiSkeleton-root, [aria-busy="true"]')).toHaveCount(0);
}

/** A list screen: its heading, then its rows (the seed gives every list some). */
const listScreen = (id: string) => async (page: Page, locale: string, ids: ScreenIds) => {
  await headingThenSettled(id)(page, locale, ids);
  await expect(page.getByRole('main').getByRole('row').nth(1)).toBeVisible();
};

export const INVENTORY_SCREENS: InventoryScreen[] = [
  {
    name: 'inventory list',
    user: 'merchant',
    path: () => '/inventory',
    ready: listScreen('inventory.list.title'),
  },
  {
    name: 'product detail',
    user: 'merchant',
    path: (ids) => `/products/${ids.product.id}/${ids.product.handle}`,
    ready: async (page, _locale, ids) => {
      await expect(h1(page, ids.product.name)).toBeVisible();
      await settled(page);
    },
  },
  {
    name: 'product create',
    user: 'merchant',
    path: () => '/product/create',
    ready: headingThenSettled('inventory.productForm.createTitle'),
  },
  {
    name: 'several products create',
    user: 'merchant',
    path: () => '/multipleProduct/create',
    ready: headingThenSettled('inventory.productForm.multipleTitle'),
  },
  ...(
    [
      ['products import', '/product/create/massive', 'products'],
      ['listings import', '/posts/import', 'listings'],
      ['bundles import', '/bundles/import', 'bundles'],
      ['links import', '/linking/import', 'links'],
    ] as const
  ).map(([name, path, kind]): InventoryScreen => ({
    name,
    user: 'merchant',
    path: () => path,
    ready: headingThenSettled(`inventory.imports.${kind}.title`),
  })),
  {
    name: 'send inventory',
    user: 'merchant',
    path: () => '/send-inventory',
    ready: async (page, locale, ids) => {
      await headingThenSettled('inventory.send.title')(page, locale, ids);
      await expect(page.getByRole('main').getByRole('combobox').first()).toBeVisible();
    },
  },
  {
    name: 'inventory orders',
    user: 'merchant',
    path: () => '/inventory-orders',
    ready: listScreen('inventory.orders.title'),
  },
  {
    name: 'inventory order detail',
    user: 'merchant',
    path: (ids) => `/inventory-orders/${ids.receivingOrder.id}`,
    ready: headingThenSettled('inventory.orderDetail.title', (ids) => ({
      reference: ids.receivingOrder.reference,
    })),
  },
  {
    name: 'warehouses',
    user: 'merchant',
    path: () => '/warehouses',
    ready: async (page) => {
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await settled(page);
    },
  },
  {
    name: 'warehouse detail',
    user: 'merchant',
    path: (ids) => `/warehouses/${ids.warehouseId}`,
    ready: async (page) => {
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await settled(page);
    },
  },
  {
    name: 'receiving desk',
    user: 'staff',
    path: () => '/receiving',
    ready: listScreen('inventory.receiving.title'),
  },
  {
    name: 'staff receiving order',
    user: 'staff',
    path: (ids) => `/receiving/orders/${ids.staffOrder.id}`,
    ready: headingThenSettled('inventory.orderDetail.title', (ids) => ({
      reference: ids.staffOrder.reference,
    })),
  },
  {
    name: 'box to count',
    user: 'staff',
    path: (ids) => `/receiving/boxes/${ids.boxToCount}`,
    ready: async (page, locale) => {
      await expect(
        page.getByRole('heading', {
          level: 2,
          name: inventoryText('inventory.receiving.count.title', {}, locale),
        }),
      ).toBeVisible();
      await settled(page);
    },
  },
  {
    name: 'box with a discrepancy',
    user: 'staff',
    path: (ids) => `/receiving/boxes/${ids.boxWithDiscrepancy}`,
    ready: async (page, locale) => {
      await expect(
        page.getByRole('button', { name: inventoryText('inventory.receiving.resolve.confirm', {}, locale) }),
      ).toBeVisible();
      await settled(page);
    },
  },
];

export const SCREEN_USERS: Record<ScreenUser, string> = {
  merchant: DEMO_MERCHANT.email,
  staff: DEMO_STAFF.email,
};

async function apiGet<T>(request: APIRequestContext, email: string, path: string): Promise<T> {
  const response = await request.get(`${API_URL}${path}`, {
    headers: { authorization: `Bearer ${issueToken(email)}` },
  });
  if (!response.ok()) throw new Error(`GET ${path} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

interface OrderSummary {
  id: string;
  reference: string;
  status: string;
  boxes: { total: number; with_discrepancy: number };
}
interface OrderDetail {
  id: string;
  reference: string;
  boxes: { barcode: string; status: string; discrepancyResolvedAt: string | null }[];
}

/** The seed's records the detail screens open, found through the API as their users see them. */
export async function findScreenIds(request: APIRequestContext): Promise<ScreenIds> {
  const merchant = DEMO_MERCHANT.email;
  const staff = DEMO_STAFF.email;
  const { products } = await apiGet<{ products: { productId: string; handle: string; name: string }[] }>(
    request,
    merchant,
    '/warehouse/inventory?limit=1',
  );
  const { receivingOrders } = await apiGet<{ receivingOrders: OrderSummary[] }>(
    request,
    merchant,
    '/warehouse/order?limit=50',
  );
  // The richest detail: boxes received, one with a discrepancy, timelines with every kind of event.
  const merchantOrder =
    receivingOrders.find((order) => order.boxes.with_discrepancy > 0) ?? receivingOrders[0];
  const staffOrders = (
    await apiGet<{ receivingOrders: OrderSummary[] }>(request, staff, '/staff/receiving-orders?limit=50')
  ).receivingOrders;
  const details = await Promise.all(
    staffOrders
      .filter((order) => ['in_transit', 'arrived', 'receiving', 'received'].includes(order.status))
      .map((order) =>
        apiGet<OrderDetail>(request, staff, `/warehouse/order/detail/${encodeURIComponent(order.id)}`),
      ),
  );
  const boxes = details.flatMap((order) => order.boxes);
  const toCount = boxes.find((box) => box.status === 'in_transit');
  const withDiscrepancy = boxes.find(
    (box) => box.status === 'with_discrepancy' && !box.discrepancyResolvedAt,
  );
  const warehouses = await apiGet<{ id: string }[]>(request, merchant, '/warehouses');
  if (!products[0] || !warehouses[0] || !merchantOrder || !details[0] || !toCount || !withDiscrepancy) {
    throw new Error('the demo seed lacks a product, a receiving order or the boxes the screens need');
  }
  return {
    product: { id: products[0].productId, handle: products[0].handle, name: products[0].name },
    receivingOrder: { id: merchantOrder.id, reference: merchantOrder.reference },
    staffOrder: { id: details[0]!.id, reference: details[0]!.reference },
    boxToCount: toCount.barcode,
    boxWithDiscrepancy: withDiscrepancy.barcode,
    warehouseId: warehouses[0]!.id,
  };
}
