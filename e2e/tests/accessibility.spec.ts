import { expect, test } from '../support/test';
import { expectNoBlockingViolations } from '../support/axe';
import { API_URL, DEMO_MERCHANT, DEMO_STAFF } from '../support/env';
import { escapeRegExp, inventoryText as t } from '../support/inventory';
import {
  INVENTORY_SCREENS,
  SCREEN_USERS,
  findScreenIds,
  settled,
  type ScreenIds,
} from '../support/inventoryScreens';
import { standInForEmbeddedSites } from '../support/landing';
import { ORDER_SCREENS, findOrderIds, orderHeading, ordersText, type OrderIds } from '../support/orders';
import { chooseCsv, ordersCsv } from '../support/ordersImport';
import { findReturnToReceive, localeOf } from '../support/returns';
import { issueToken, signIn } from '../support/session';
import { dashboardCardNames, declaredWidgets } from '../support/dashboard';

// axe-core (support/axe.ts) over every signed-in screen once its data has loaded: no serious or critical
// violation of the WCAG 2.1 A and AA rules, nor of axe's best practices. The public routes are checked on the
// en-US walk of public-routes.spec.ts, in the same visit as their content.

test.beforeEach(async ({ context }) => {
  await standInForEmbeddedSites(context);
});

test.describe('order screens', () => {
  // axe walks every cell of a full data grid page (75 rows): on two busy cores that alone nears 45 s.
  test.describe.configure({ timeout: 120_000 });
  let ids: OrderIds;
  test.beforeAll(async ({ playwright }) => {
    const request = await playwright.request.newContext();
    ids = await findOrderIds(request);
    await request.dispose();
  });

  for (const screen of ORDER_SCREENS) {
    test(`${screen.name} (merchant) has no serious or critical accessibility violation`, async ({
      context,
      page,
    }) => {
      await signIn(context, DEMO_MERCHANT.email);
      await page.goto(screen.path(ids));
      await screen.ready(page, 'en-US', ids);
      await expectNoBlockingViolations(page);
    });
  }
});

test.describe('return screens', () => {
  test.describe.configure({ timeout: 120_000 });

  test('/returns (merchant) has no serious or critical accessibility violation', async ({
    context,
    page,
  }) => {
    await signIn(context, DEMO_MERCHANT.email);
    await page.goto('/returns');
    await expect(orderHeading(page, ordersText('orders.toolbar.returns'))).toBeVisible();
    await expect(page.getByRole('main').getByRole('row').nth(1)).toBeVisible();
    await settled(page);
    await expectNoBlockingViolations(page);
  });

  test("a return's receiving screen (staff) has no serious or critical accessibility violation", async ({
    context,
    page,
    request,
  }) => {
    const toReceive = await findReturnToReceive(request);
    await signIn(context, DEMO_STAFF.email);
    await page.goto(`/floor/returns/${toReceive.id}`);
    const locale = await localeOf(page);
    await expect(
      orderHeading(
        page,
        ordersText('orders.returns.receive.title', { number: `RMA-${toReceive.number}` }, locale),
      ),
    ).toBeVisible();
    await settled(page);
    await expectNoBlockingViolations(page);
  });
});

test.describe('floor screens', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the staff dashboard (staff) has the warehouse’s widgets only, and no serious or critical accessibility violation', async ({
    context,
    page,
  }) => {
    await signIn(context, DEMO_STAFF.email);
    await page.goto('/welcome');
    const locale = await localeOf(page);
    const titles = declaredWidgets('staff', { locale }).map((widget) => widget.title);
    for (const title of titles) {
      await expect(page.getByRole('main').getByRole('region', { name: title, exact: true })).toBeVisible();
    }
    await settled(page);
    // No merchant card (nor the merchant's onboarding steps): the staff's widgets, in their order.
    expect(await dashboardCardNames(page)).toEqual(titles);
    await expectNoBlockingViolations(page);
  });

  test('the work queue and a packing screen (staff) have no serious or critical accessibility violation', async ({
    context,
    page,
  }) => {
    await signIn(context, DEMO_STAFF.email);
    // A seeded order the staff's warehouse is packing (its barcode field, lines and progress on the screen).
    const queue = await page.request.get(`${API_URL}/staff/orders/queue`, {
      headers: { authorization: `Bearer ${issueToken(DEMO_STAFF.email)}` },
    });
    const { stages } = (await queue.json()) as {
      stages: { stage: string; orders: { id: string; number: string | number }[] }[];
    };
    const packing = stages.find((one) => one.stage === 'packing')?.orders[0];
    if (!packing) throw new Error("the demo seed has no order in packing at the staff's warehouse");

    await page.goto('/floor');
    const locale = await localeOf(page);
    await expect(
      page.getByRole('tablist', { name: ordersText('orders.floor.stages', {}, locale) }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('row').nth(1)).toBeVisible();
    await settled(page);
    await expectNoBlockingViolations(page);

    await page.goto(`/floor/orders/${packing.id}`);
    await expect(
      orderHeading(page, ordersText('orders.packing.title', { number: packing.number }, locale)),
    ).toBeVisible();
    await expect(
      page.getByRole('textbox', { name: ordersText('orders.packing.scan', {}, locale) }),
    ).toBeVisible();
    await settled(page);
    await expectNoBlockingViolations(page);
  });
});

test.describe('inventory screens', () => {
  // As above: the inventory list's full grid page takes axe most of the default 45 s on a busy machine.
  test.describe.configure({ timeout: 120_000 });
  let ids: ScreenIds;
  test.beforeAll(async ({ playwright }) => {
    const request = await playwright.request.newContext();
    ids = await findScreenIds(request);
    await request.dispose();
  });

  for (const screen of INVENTORY_SCREENS) {
    test(`${screen.name} (${screen.user}) has no serious or critical accessibility violation`, async ({
      context,
      page,
    }) => {
      await signIn(context, SCREEN_USERS[screen.user]);
      await page.goto(screen.path(ids));
      await screen.ready(page, 'en-US', ids);
      await expectNoBlockingViolations(page);
    });
  }

  test('every step of send inventory has no serious or critical accessibility violation', async ({
    context,
    page,
  }) => {
    await signIn(context, DEMO_MERCHANT.email);
    await page.goto('/send-inventory');
    const step = (number: number, name: string) =>
      expect(
        page.getByRole('heading', {
          level: 2,
          name: t('inventory.send.stepTitle', { number, total: 6, title: t(`inventory.send.steps.${name}`) }),
        }),
      ).toBeVisible();
    const next = () => page.getByRole('button', { name: t('common.next'), exact: true }).click();
    const checkStep = async (number: number, name: string) => {
      await step(number, name);
      await settled(page);
      await expectNoBlockingViolations(page);
    };

    await checkStep(1, 'warehouse');
    await page.getByRole('main').getByRole('combobox').first().selectOption({ index: 1 });
    await next();

    await checkStep(2, 'products');
    // The first product offered: its row's first cell is its SKU.
    const offered = page
      .getByRole('row')
      .filter({
        has: page.getByRole('button', { name: new RegExp(`^${t('inventory.send.products.add')} `) }),
      })
      .first();
    const sku = (await offered.getByRole('cell').first().textContent())!.trim();
    const add = offered.getByRole('button');
    await add.click();
    await page
      .getByRole('textbox', {
        name: new RegExp(`^${escapeRegExp(t('inventory.send.products.quantityOf', { sku }))}`),
      })
      .fill('1');
    await expectNoBlockingViolations(page);
    await next();

    await checkStep(3, 'shipping');
    await page.getByRole('radio', { name: t('inventory.common.shippingMethod.own_carrier') }).check();
    await expectNoBlockingViolations(page);
    await next();

    await checkStep(4, 'boxes');
    await page
      .getByRole('textbox', { name: new RegExp(`^${escapeRegExp(t('inventory.send.boxes.count'))}`) })
      .fill('1');
    await page
      .getByRole('textbox', { name: t('inventory.send.boxes.unitsIn', { sku, number: 1 }), exact: true })
      .fill('1');
    await expectNoBlockingViolations(page);
    await next();

    await checkStep(5, 'arrival');
    const nextWeek = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    await page.getByLabel(new RegExp(`^${escapeRegExp(t('inventory.send.arrival.date'))}`)).fill(nextWeek);
    await next();

    await checkStep(6, 'review');
    // A step's errors are part of its screen too.
    await page.getByRole('button', { name: t('common.back'), exact: true }).click();
    await step(5, 'arrival');
    await page.getByLabel(new RegExp(`^${escapeRegExp(t('inventory.send.arrival.date'))}`)).fill('');
    await next();
    await expect(page.getByText(t('inventory.send.errors.arrivalRequired'))).toBeVisible();
    await expectNoBlockingViolations(page);
  });
});

test.describe('orders import screens', () => {
  test.describe.configure({ timeout: 120_000 });

  test('/orders/import with a checked file and /orders/import/overview (merchant) have no serious or critical accessibility violation', async ({
    context,
    page,
  }) => {
    await signIn(context, DEMO_MERCHANT.email);
    await page.goto('/orders/import');
    await expect(orderHeading(page, ordersText('orders.import.title'))).toBeVisible();
    // A file with a good order and a bad row: the rows with problems and Continue are on the screen.
    await chooseCsv(
      page,
      ordersCsv([
        { order: `A11Y-IMP-${Date.now()}-1`, quantity: '1' },
        { order: `A11Y-IMP-${Date.now()}-2`, quantity: '0' },
      ]),
    );
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoBlockingViolations(page);
    await page.getByRole('button', { name: ordersText('orders.import.continue') }).click();
    await expect(orderHeading(page, ordersText('orders.import.overview.title'))).toBeVisible();
    await expect(page.getByRole('table', { name: ordersText('orders.import.overview.stock') })).toBeVisible();
    await expectNoBlockingViolations(page);
  });
});
