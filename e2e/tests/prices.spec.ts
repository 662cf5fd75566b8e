import { expect, test, type Page } from '../support/test';
import {
  countryName,
  landingText,
  warehousePrices,
  type PriceRange,
  type PriceService,
  type WarehousePrice,
} from '../support/landing';
import { PRICES_EXCLUDED_COUNTRY } from '../support/publicRoutes';

// The /prices page and its calculators (spec point 2 "Price calculator", point 4 "Calculator", point 5
// "Calculator quantity"). Every expected figure is computed here from the price list the API serves, in
// the language the page asks for it, never copied from the seed.

const LANGUAGE = 'en-US';
const text = (id: string, values?: Record<string, string | number>) =>
  landingText('prices', LANGUAGE, id, values);

/** Spec point 3: on price lists only MXN, USD and EUR have a symbol. */
const PRICE_SYMBOLS: Record<string, string> = { MXN: '$', USD: '$', EUR: '€' };
const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const upToTwoDecimals = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** 'Total Estimated': symbol (when the currency has one), amount with 2 decimals, currency code. */
function totalText(quantity: number, price: number, currency: string): string {
  return `${PRICE_SYMBOLS[currency] ?? ''}${twoDecimals.format(quantity * price)} ${currency}`;
}

/** A unit price: '$1,250.5', or '1,250.5 CLP' for a currency without a symbol. */
function priceText(price: number, currency: string): string {
  const symbol = PRICE_SYMBOLS[currency];
  return symbol
    ? `${symbol}${upToTwoDecimals.format(price)}`
    : `${upToTwoDecimals.format(price)} ${currency}`;
}

/** The per-unit line of a range: 'Up to: max - price Each', 'min Onwards - price Each' (last), 'price Each' (only). */
function perUnitLine(ranges: PriceRange[], index: number, currency: string): string {
  const range = ranges[index];
  const price = priceText(range.price, currency);
  if (ranges.length === 1) return text('landing.prices.calculator.each', { price });
  if (index === ranges.length - 1 || range.max === null) {
    return text('landing.prices.calculator.onwards', { min: upToTwoDecimals.format(range.min), price });
  }
  return text('landing.prices.calculator.upTo', { max: upToTwoDecimals.format(range.max), price });
}

/** A range selector option: 'name (min unit - max unit)', kg when the service names no unit. */
function optionLabel(service: PriceService): string {
  const unit = service.unit?.trim() || 'kg';
  return `${service.name} (${service.min ?? 0} ${unit} - ${service.max} ${unit})`;
}

/** The largest bounded maximum of a list of ranges: anything above it is priced by the open-ended last range. */
function highestMaximum(ranges: PriceRange[]): number {
  return Math.max(...ranges.map((range) => range.max ?? range.min));
}

/** 'Extra Product Per Order: price' of a service (process order and returns price it). */
function extraProductLine(service: PriceService, currency: string): string {
  if (typeof service.extraPrice !== 'number') throw new Error(`${service.name} has no extra product price`);
  return text('landing.prices.calculator.extraProduct', { price: priceText(service.extraPrice, currency) });
}
/** The words before the price, to find the line whatever price it states. */
const extraProductLabel = text('landing.prices.calculator.extraProduct', { price: '' }).trim();

const calculator = (page: Page) => ({
  quantity: page.getByRole('textbox', { name: text('landing.prices.calculator.quantity') }),
  range: page.getByRole('combobox', { name: text('landing.prices.calculator.range') }),
  total: page.getByRole('status', { name: text('landing.prices.calculator.total') }),
  tab: (key: 'reception' | 'storage' | 'processOrder' | 'returns') =>
    page.getByRole('tab', { name: text(`landing.prices.tabs.${key}`), exact: true }),
  heading: (id: string, unit: string) =>
    page.getByRole('heading', { level: 3, name: text(`landing.prices.calculator.heading.${id}`, { unit }) }),
  line: (line: string) => page.getByRole('tabpanel').getByText(line, { exact: true }),
  chooseWarehouse: (warehouse: WarehousePrice) =>
    page.getByRole('radio', { name: warehouse.name, exact: true }).check(),
});

/** The country names heading the warehouse groups, in the order shown. */
const countryLegends = (page: Page, language: string) =>
  page
    .getByRole('region', { name: landingText('prices', language, 'landing.prices.warehouses.title') })
    .locator('fieldset > legend');

let listed: WarehousePrice[] = [];

test.beforeEach(async ({ page, request }) => {
  listed = (await warehousePrices(request, LANGUAGE)).filter(
    (warehouse) => warehouse.country !== PRICES_EXCLUDED_COUNTRY,
  );
  expect(listed.length, 'the seed prices warehouses outside Colombia').toBeGreaterThan(1);
  await page.goto('/prices');
  await expect(page.getByRole('radio')).toHaveCount(listed.length);
});

const firstOf = (country: string) => {
  const warehouse = listed.find((candidate) => candidate.country === country);
  if (!warehouse) throw new Error(`the seed has no warehouse in ${country}`);
  return warehouse;
};

test('the heading counts the countries and warehouses listed, and Colombia is not among them', async ({
  page,
  request,
}) => {
  const countries = [...new Set(listed.map((warehouse) => warehouse.country))];
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: text('landing.prices.hero.title', { countries: countries.length, warehouses: listed.length }),
    }),
  ).toBeVisible();

  // Colombia has priced warehouses in the API, but /prices leaves them out.
  const all = await warehousePrices(request, LANGUAGE);
  const colombian = all.filter((warehouse) => warehouse.country === PRICES_EXCLUDED_COUNTRY);
  expect(colombian.length, 'the seed prices a warehouse in Colombia').toBeGreaterThan(0);
  await expect(page.getByRole('group', { name: countryName('CO', LANGUAGE) })).toHaveCount(0);
  for (const warehouse of colombian) {
    await expect(page.getByRole('radio', { name: warehouse.name, exact: true })).toHaveCount(0);
  }

  // One group per country, United States first for en-US, each holding that country's warehouses.
  const legends = countryLegends(page, LANGUAGE);
  await expect(legends).toHaveCount(countries.length);
  await expect(legends.first()).toHaveText(countryName('US', LANGUAGE));
  for (const country of countries) {
    const group = page.getByRole('group', { name: countryName(country, LANGUAGE) });
    const names = listed
      .filter((warehouse) => warehouse.country === country)
      .map((warehouse) => warehouse.name);
    await expect(group.getByRole('radio')).toHaveCount(names.length);
    for (const name of names) await expect(group.getByRole('radio', { name, exact: true })).toBeVisible();
  }
});

test('the tabs are Reception, Storage and Process Order (Returns hidden), Reception first', async ({
  page,
}) => {
  const c = calculator(page);
  await expect(page.getByRole('tab')).toHaveText([
    text('landing.prices.tabs.reception'),
    text('landing.prices.tabs.storage'),
    text('landing.prices.tabs.processOrder'),
  ]);
  await expect(c.tab('reception')).toHaveAttribute('aria-selected', 'true');
  await expect(c.tab('returns')).toHaveCount(0);
});

for (const country of ['MX', 'AR']) {
  test(`Process Order in ${country}: totals in the first, a middle and the open-ended range follow the price list`, async ({
    page,
  }) => {
    const warehouse = firstOf(country);
    const { currency } = warehouse;
    const services = warehouse.categories.processOrder.services;
    const service = services[0];
    const { ranges } = service;
    expect(ranges.length, `${service.name} has a first, a middle and a last range`).toBeGreaterThanOrEqual(3);
    const c = calculator(page);

    await c.chooseWarehouse(warehouse);
    await expect(
      page.getByRole('heading', {
        level: 2,
        name: text('landing.prices.tabs.title', { warehouse: warehouse.name }),
      }),
    ).toBeVisible();
    await c.tab('processOrder').click();
    await expect(c.heading('processOrder', text('landing.prices.unit.order'))).toBeVisible();

    // The range selector lists every weight class, the first selected.
    await expect(c.range.locator('option')).toHaveText(services.map(optionLabel));
    await expect(c.range).toHaveValue(service.id);
    await expect(c.total).toHaveText(totalText(0, 0, currency));
    await expect(c.line(perUnitLine(ranges, 0, currency))).toBeVisible();
    await expect(c.line(extraProductLine(service, currency))).toBeVisible();

    // First range, on its upper bound.
    const first = ranges[0].max!;
    await c.quantity.fill(String(first));
    await expect(c.total).toHaveText(totalText(first, ranges[0].price, currency));
    await expect(c.line(perUnitLine(ranges, 0, currency))).toBeVisible();

    // A middle range, on its lower bound.
    const middle = ranges[1].min;
    await c.quantity.fill(String(middle));
    await expect(c.total).toHaveText(totalText(middle, ranges[1].price, currency));
    await expect(c.line(perUnitLine(ranges, 1, currency))).toBeVisible();

    // Above every maximum: the last range, open-ended ('min Onwards').
    const above = highestMaximum(ranges) * 3 + 7;
    const last = ranges.length - 1;
    await c.quantity.fill(String(above));
    await expect(c.total).toHaveText(totalText(above, ranges[last].price, currency));
    await expect(c.line(perUnitLine(ranges, last, currency))).toBeVisible();
  });
}

test('the quantity takes digits only: anything else typed or pasted is ignored', async ({ page }) => {
  const warehouse = firstOf('MX');
  const { currency } = warehouse;
  const [service] = warehouse.categories.processOrder.services;
  const c = calculator(page);
  await c.chooseWarehouse(warehouse);
  await c.tab('processOrder').click();

  await c.quantity.pressSequentially('1a2-.e,3 ');
  await expect(c.quantity).toHaveValue('123');
  await expect(c.total).toHaveText(totalText(123, service.ranges[0].price, currency));

  // A pasted value with anything but digits leaves the quantity as it was.
  await c.quantity.fill('4.5');
  await expect(c.quantity).toHaveValue('123');
  await c.quantity.fill('-8');
  await expect(c.quantity).toHaveValue('123');
  await expect(c.total).toHaveText(totalText(123, service.ranges[0].price, currency));

  // Emptied, the total is back to zero.
  await c.quantity.fill('');
  await expect(c.total).toHaveText(totalText(0, 0, currency));
});

test('changing the range selector reprices the quantity with that service', async ({ page }) => {
  const warehouse = firstOf('MX');
  const { currency } = warehouse;
  const services = warehouse.categories.processOrder.services;
  const single = services.find((service) => service.ranges.length === 1);
  const tiered = services.find((service, index) => index > 0 && service.ranges.length > 1);
  expect(single, 'a process-order service with a single range').toBeDefined();
  expect(tiered, 'another process-order service with several ranges').toBeDefined();
  const c = calculator(page);
  await c.chooseWarehouse(warehouse);
  await c.tab('processOrder').click();

  const quantity = tiered!.ranges[0].max! + 1;
  await c.quantity.fill(String(quantity));

  // One range: its price applies, read as 'price Each', with that service's extra product price.
  await c.range.selectOption({ label: optionLabel(single!) });
  await expect(c.quantity).toHaveValue(String(quantity));
  await expect(c.total).toHaveText(totalText(quantity, single!.ranges[0].price, currency));
  await expect(c.line(perUnitLine(single!.ranges, 0, currency))).toBeVisible();
  await expect(c.line(extraProductLine(single!, currency))).toBeVisible();

  // Several ranges: the quantity, just above the first maximum, is priced by the second range.
  await c.range.selectOption({ label: optionLabel(tiered!) });
  await expect(c.total).toHaveText(totalText(quantity, tiered!.ranges[1].price, currency));
  await expect(c.line(perUnitLine(tiered!.ranges, 1, currency))).toBeVisible();
});

test('Storage is priced per cubic metre from its ranges', async ({ page }) => {
  const warehouse = firstOf('US');
  const { currency } = warehouse;
  const { ranges } = warehouse.categories.storage;
  expect(ranges.length).toBeGreaterThanOrEqual(2);
  const c = calculator(page);
  const m3 = text('landing.prices.unit.m3');
  const perM3 = (index: number) =>
    c.line(
      text('landing.prices.calculator.perUnit', {
        price: priceText(ranges[index].price, currency),
        unit: m3,
      }),
    );

  await c.chooseWarehouse(warehouse);
  await c.tab('storage').click();
  await expect(c.heading('storage', m3)).toBeVisible();
  await expect(c.range).toHaveCount(0);
  for (const item of ['cctv', 'insurance', 'capacity']) {
    await expect(page.getByText(text(`landing.prices.included.storage.${item}`))).toBeVisible();
  }

  const inSecond = ranges[1].min + 1;
  await c.quantity.fill(String(inSecond));
  await expect(c.total).toHaveText(totalText(inSecond, ranges[1].price, currency));
  await expect(perM3(1)).toBeVisible();

  const above = highestMaximum(ranges) + 25;
  await c.quantity.fill(String(above));
  await expect(c.total).toHaveText(totalText(above, ranges[ranges.length - 1].price, currency));
  await expect(perM3(ranges.length - 1)).toBeVisible();
});

test('choosing another warehouse resets the tab to Reception and the calculator to that price list', async ({
  page,
}) => {
  const byProduct = listed.find((warehouse) => warehouse.categories.reception.services.length > 2);
  const byBox = listed.find((warehouse) => warehouse.categories.reception.services.length <= 2);
  expect(byProduct, 'a warehouse receiving by product (more than 2 services)').toBeDefined();
  expect(byBox, 'a warehouse receiving by box (2 services or fewer)').toBeDefined();
  const c = calculator(page);

  await c.chooseWarehouse(byBox!);
  await c.tab('storage').click();
  await expect(c.tab('storage')).toHaveAttribute('aria-selected', 'true');
  await c.quantity.fill('12');

  await c.chooseWarehouse(byProduct!);
  await expect(c.tab('reception')).toHaveAttribute('aria-selected', 'true');
  await expect(c.tab('storage')).toHaveAttribute('aria-selected', 'false');
  // Reception with more than 2 services: priced by product, with the range selector.
  await expect(c.heading('reception', text('landing.prices.unit.product'))).toBeVisible();
  await expect(c.range.locator('option')).toHaveText(
    byProduct!.categories.reception.services.map(optionLabel),
  );
  await expect(c.quantity).toHaveValue('');
  await expect(c.total).toHaveText(totalText(0, 0, byProduct!.currency));
  // Reception shows no extra product price.
  await expect(page.getByText(extraProductLabel)).toHaveCount(0);

  const receptionRanges = byProduct!.categories.reception.services[0].ranges;
  await c.quantity.fill(String(receptionRanges[0].max));
  await expect(c.total).toHaveText(
    totalText(receptionRanges[0].max!, receptionRanges[0].price, byProduct!.currency),
  );

  // Reception with 2 services or fewer: priced by box, no range selector.
  await c.tab('processOrder').click();
  await c.chooseWarehouse(byBox!);
  await expect(c.tab('reception')).toHaveAttribute('aria-selected', 'true');
  await expect(c.heading('reception', text('landing.prices.unit.box'))).toBeVisible();
  await expect(c.range).toHaveCount(0);
  await expect(c.quantity).toHaveValue('');
  for (const item of ['received', 'counted', 'goodCondition']) {
    await expect(page.getByText(text(`landing.prices.included.reception.${item}`))).toBeVisible();
  }
});

test.describe('in es-MX', () => {
  test.use({ locale: 'es-MX' });

  test('Mexico comes first, the heading counts in Spanish and the price list is the Spanish one', async ({
    page,
    request,
  }) => {
    const es = (id: string, values?: Record<string, string | number>) =>
      landingText('prices', 'es-MX', id, values);
    const spanish = (await warehousePrices(request, 'es-MX')).filter(
      (warehouse) => warehouse.country !== PRICES_EXCLUDED_COUNTRY,
    );
    const countries = [...new Set(spanish.map((warehouse) => warehouse.country))];
    await page.goto('/prices');

    await expect(
      page.getByRole('heading', {
        level: 1,
        name: es('landing.prices.hero.title', { countries: countries.length, warehouses: spanish.length }),
      }),
    ).toBeVisible();
    // Spec point 9: es-MX lists Mexico, United States, (Colombia,) Argentina, Chile, Spain.
    const order = ['MX', 'US', 'AR', 'CL', 'ES'].filter((code) => countries.includes(code));
    await expect(countryLegends(page, 'es-MX')).toHaveText(order.map((code) => countryName(code, 'es-MX')));

    // The first warehouse listed is Mexican; its process-order services carry their Spanish names.
    const mexican = spanish.find((warehouse) => warehouse.country === 'MX')!;
    await page.getByRole('tab', { name: es('landing.prices.tabs.processOrder') }).click();
    await expect(page.getByRole('radio', { name: mexican.name, exact: true })).toBeChecked();
    await expect(
      page.getByRole('combobox', { name: es('landing.prices.calculator.range') }).locator('option'),
    ).toHaveText(mexican.categories.processOrder.services.map(optionLabel));
    await expect(page.getByRole('status', { name: es('landing.prices.calculator.total') })).toHaveText(
      totalText(0, 0, mexican.currency),
    );
  });
});
