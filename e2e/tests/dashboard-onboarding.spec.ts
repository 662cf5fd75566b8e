// The dashboard's onboarding steps (issue 20), in Chromium against the built API: a merchant who just signed up
// lands on /welcome and reads 0 of 3 done; with the dashboard left open, they connect the sandbox store (the real
// grant: start, Install, the signed callback), send inventory and have a first order shipped by the warehouse's
// staff, and each step ticks on the card without a reload, from the socket's events, until it folds to its 'all
// set' line. The setup the test is not about (the grant's pages, the box received, the floor's pick, pack and ship)
// goes through the API as the screens would send it. axe on the card with steps to do.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, test, type Page } from '../support/test';
import { expectNoBlockingViolations } from '../support/axe';
import { API_URL, DEMO_STAFF, SHELL_URL } from '../support/env';
import { catalogueText } from '../support/fixtures';
import { formatCatalogueText } from '../support/landing';
import { issueToken } from '../support/session';

test.setTimeout(120_000);

const STEPS = 'shell/src/features/onboarding-steps/messages/en-US.json';
const FORMS = 'mf-auth/src/features/account-forms/messages/en-US.json';
const REGISTER = 'mf-auth/src/features/register/messages/en-US.json';
const WAREHOUSE = 'WH-MX-CDMX';
const PASSWORD = 'Bodega2026';

const stepText = (id: string, values?: Record<string, string | number>) =>
  formatCatalogueText(STEPS, `shell.onboarding.${id}`, 'en-US', values);
const form = (file: string, id: string) => catalogueText(file, id);

/** Signs a merchant of the test's own up through /register; the shell lands on /welcome, signed in. */
async function signUp(page: Page): Promise<void> {
  const email = `onboarding-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@tienda.test`;
  await page.goto('/register');
  const field = (id: string) => page.getByRole('textbox', { name: form(FORMS, id), exact: true });
  await field('auth.forms.name').fill('Lucía Fernández');
  await page.getByRole('textbox', { name: form(FORMS, 'auth.forms.companyName') }).fill('Tienda Lucía');
  await field('auth.forms.email').fill(email);
  await page
    .getByRole('combobox', { name: form(FORMS, 'auth.forms.country'), exact: true })
    .selectOption({ label: 'Mexico' });
  await page
    .getByRole('combobox', { name: form(FORMS, 'auth.forms.areaCode'), exact: true })
    .selectOption({ label: '+52 (Mexico)' });
  await field('auth.forms.phone').fill('55 1234 5678');
  await field('auth.forms.password').fill(PASSWORD);
  await field('auth.forms.confirmPassword').fill(PASSWORD);
  await page.locator('button[type="submit"]', { hasText: form(REGISTER, 'auth.register.submit') }).click();
  await expect(page).toHaveURL(`${SHELL_URL}/welcome`);
}

/** A JSON call to the API with `token` (the merchant's or the staff's), failing the test on anything but 2xx. */
async function call<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(`${API_URL}/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** The sandbox store `handle` connected for the merchant through the real grant, as its pages would do it. */
async function connectSandboxStore(request: APIRequestContext, token: string, handle: string): Promise<void> {
  const { authorizationUrl } = await call<{ authorizationUrl: string }>(
    request,
    token,
    'POST',
    'client/shop/oauth/start',
    { url: `${API_URL}/sandbox-store/${handle}` },
  );
  // The authorisation page's Install button posts its fields back (the scopes Estiba asked for).
  const install = await request.post(`${API_URL}/sandbox-store/${handle}/admin/oauth/authorize`, {
    form: Object.fromEntries(new URL(authorizationUrl).searchParams),
    maxRedirects: 0,
  });
  expect(install.status(), await install.text()).toBe(302);
  const callback = await request.get(install.headers()['location']!, { maxRedirects: 0 });
  expect(callback.status(), await callback.text()).toBe(302);
}

test('a new merchant’s onboarding steps tick on the dashboard as the store is connected, inventory sent and a first order shipped', async ({
  page,
}) => {
  await signUp(page);
  // The new merchant's session, as the sign-up left it in the page (issueToken knows the seed's users only).
  const merchant = (await page.evaluate(() => localStorage.getItem('access_token')))!;
  const staff = issueToken(DEMO_STAFF.email);
  const card = page.getByRole('region', { name: stepText('title') });
  const row = (step: string) =>
    card.getByRole('listitem').filter({ hasText: stepText(`step.${step}.title`) });
  const progress = (done: number) =>
    card.getByText(stepText('progress', { done, total: 3 }), { exact: true });

  // 0 of 3: every step to do, each with the button that does it.
  await expect(progress(0)).toBeVisible();
  for (const [step, path] of [
    ['integrate', '/integrations'],
    ['sendInventory', '/send-inventory'],
    ['firstOrderShipped', '/orders/create'],
  ] as const) {
    await expect(row(step).getByText(stepText('toDo'), { exact: false })).toBeVisible();
    await expect(row(step).getByRole('link', { name: stepText(`step.${step}.action`) })).toHaveAttribute(
      'href',
      path,
    );
  }
  await expectNoBlockingViolations(page);

  // Each step below happens while the dashboard stays open: no reload, no navigation.
  let loads = 0;
  page.on('load', () => (loads += 1));

  // 1. The sandbox store connected: its first product sync reaches the socket, and the card ticks integrate.
  await connectSandboxStore(page.request, merchant, `onboarding-${Date.now().toString(36)}`);
  await expect(progress(1)).toBeVisible({ timeout: 30_000 });
  await expect(row('integrate').getByText(stepText('done'), { exact: true })).toBeVisible();
  await expect(row('integrate').getByRole('link')).toHaveCount(0);

  // 2. Inventory sent: a receiving order of one box, in transit to the warehouse.
  const sku = `ONB-${randomUUID().slice(0, 8).toUpperCase()}`;
  const barcode = `75${Date.now().toString().slice(-11)}`;
  const product = await call<{ id: string }>(page.request, merchant, 'POST', 'products', {
    sku,
    name: `Onboarding mug ${sku}`,
    barcode,
    lengthCm: '12',
    widthCm: '9',
    heightCm: '10',
    weightKg: '0.35',
  });
  const sent = await call<{ boxes: { barcode: string }[] }>(
    page.request,
    merchant,
    'POST',
    'warehouse/order',
    {
      warehouseId: WAREHOUSE,
      lines: [{ productId: product.id, quantity: 1 }],
      shippingMethod: 'own_carrier',
      carrierName: 'Estafeta',
      trackingNumber: '7012345680',
      boxes: [{ lines: [{ productId: product.id, quantity: 1 }] }],
      arrivalDate: new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date()),
      send: true,
    },
  );
  await expect(progress(2)).toBeVisible({ timeout: 15_000 });
  await expect(row('sendInventory').getByText(stepText('done'), { exact: true })).toBeVisible();

  // 3. A first order shipped: the staff receive the box, the merchant's order is sent to process, the staff
  // pick, pack and ship it.
  const box = await call<{ box: { id: string } }>(
    page.request,
    staff,
    'GET',
    `staff/receiving-boxes/${sent.boxes[0]!.barcode}`,
  );
  await call(page.request, staff, 'POST', `staff/receiving-boxes/${box.box.id}/receive`, {
    lines: [{ sku, received: 1, damaged: 0 }],
    note: null,
  });
  const order = await call<{ id: string }>(page.request, merchant, 'POST', 'client/order', {
    warehouseId: WAREHOUSE,
    address: {
      customerName: 'Lucía Pérez',
      customerEmail: null,
      customerPhone: null,
      line1: 'Av. Reforma 222',
      line2: null,
      city: 'Ciudad de México',
      region: null,
      postalCode: '06600',
      countryCode: 'MX',
    },
    lines: [{ productId: product.id, quantity: 1 }],
    sendToProcess: true,
  });
  await expect(progress(2)).toBeVisible();
  await call(page.request, staff, 'POST', `staff/orders/${order.id}/start-picking`);
  await call(page.request, staff, 'POST', `staff/orders/${order.id}/picked`);
  await call(page.request, staff, 'POST', `staff/orders/${order.id}/pack`, { barcode });
  const { carriers } = await call<{ carriers: { id: string; services: { id: string }[] }[] }>(
    page.request,
    staff,
    'GET',
    `staff/orders/${order.id}`,
  );
  const carrier = carriers.find((one) => one.services.length > 0)!;
  await call(page.request, staff, 'POST', `staff/orders/${order.id}/ship`, {
    carrierId: carrier.id,
    carrierServiceId: carrier.services[0]!.id,
  });

  // All three done: the card folds to its one line.
  await expect(page.getByRole('region', { name: stepText('allSet') })).toBeVisible({ timeout: 15_000 });
  await expect(card).toHaveCount(0);
  expect(loads, 'the dashboard was never reloaded').toBe(0);
  await expect(page).toHaveURL(`${SHELL_URL}/welcome`);
});
