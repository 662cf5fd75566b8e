import { expect, test, type Page } from '../support/test';
import { carrierCountries, carriersOf, countryName, landingText, type Carrier } from '../support/landing';

// /carriers (spec point 2 "Carrier page detail", point 4 "Country tab"): the tabs come from the carriers
// query, the first tab from the language, and each card states what the API says about its carrier.

/** Checks every card of the panel against the carriers the API lists for the country, in `language`. */
async function expectCards(page: Page, carriers: Carrier[], language: string) {
  const text = (id: string, values?: Record<string, string | number>) =>
    landingText('carriers', language, id, values);
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('article')).toHaveCount(carriers.length);
  for (const carrier of carriers) {
    const card = panel.getByRole('article', { name: carrier.name, exact: true });
    await expect(
      card.getByRole('img', { name: text('landing.carriers.card.logoAlt', { name: carrier.name }) }),
    ).toHaveAttribute('src', carrier.logo);
    await expect(card.getByText(carrier.description, { exact: true })).toBeVisible();
    const domestic = `${text('landing.carriers.card.domestic')}: ${text('landing.carriers.card.included')}`;
    await expect(card.getByText(domestic, { exact: true })).toBeVisible();
    // The international tick shows when any service is international (flag 1).
    const abroad = carrier.services.some((service) => service.international === 1);
    const international = `${text('landing.carriers.card.international')}: ${text(
      abroad ? 'landing.carriers.card.included' : 'landing.carriers.card.notIncluded',
    )}`;
    await expect(card.getByText(international, { exact: true })).toBeVisible();
    await expect(
      card.getByText(text('landing.carriers.card.services', { count: carrier.services.length }), {
        exact: true,
      }),
    ).toBeVisible();
    await expect(
      card.getByText(
        text('landing.carriers.card.additionalServices', { count: carrier.additional_services.length }),
        {
          exact: true,
        },
      ),
    ).toBeVisible();
  }
}

/** Whether a list exercises the singular wording of the counts ('1 service', '1 additional service'). */
const hasSingularCount = (carriers: Carrier[]) =>
  carriers.some((carrier) => carrier.services.length === 1 || carrier.additional_services.length === 1);

test('en-US starts on the United States, with a tab per country that has carriers', async ({
  page,
  request,
}) => {
  const counts = await carrierCountries(request, 'en-US');
  const us = await carriersOf(request, 'US', 'en-US');
  expect(counts.US?.carriers).toBe(us.length);
  await page.goto('/carriers');

  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveCount(Object.keys(counts).length);
  await expect(tabs.first()).toHaveText(countryName('US', 'en-US'));
  for (const code of Object.keys(counts))
    await expect(page.getByRole('tab', { name: countryName(code, 'en-US') })).toBeVisible();
  await expect(page.getByRole('tab', { name: countryName('US', 'en-US') })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  await expectCards(page, us, 'en-US');
  expect(hasSingularCount(us), 'the US carriers include a single service or additional service').toBe(true);
});

test('choosing another country’s tab loads that country’s carriers', async ({ page, request }) => {
  const mx = await carriersOf(request, 'MX', 'en-US');
  const es = await carriersOf(request, 'ES', 'en-US');
  await page.goto('/carriers');
  await expect(page.getByRole('tabpanel').getByRole('article')).not.toHaveCount(0);

  const mexico = page.getByRole('tab', { name: countryName('MX', 'en-US') });
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.url().includes('landings/carriers?country_code=MX')),
    mexico.click(),
  ]);
  expect(answer.ok()).toBe(true);
  await expect(mexico).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: countryName('US', 'en-US') })).toHaveAttribute(
    'aria-selected',
    'false',
  );
  await expectCards(page, mx, 'en-US');

  await page.getByRole('tab', { name: countryName('ES', 'en-US') }).click();
  await expectCards(page, es, 'en-US');
});

test.describe('in es-MX', () => {
  test.use({ locale: 'es-MX' });

  test('starts on Mexico, orders the tabs for Mexico and writes the cards in Spanish', async ({
    page,
    request,
  }) => {
    const counts = await carrierCountries(request, 'es-MX');
    const mx = await carriersOf(request, 'MX', 'es-MX');
    const english = await carriersOf(request, 'MX', 'en-US');
    // The descriptions really differ by language, so the check below proves the Spanish ones are shown.
    expect(mx[0].description).not.toBe(english[0].description);
    await page.goto('/carriers');

    // Spec point 9: Mexico, United States, Colombia, Argentina, Chile, Spain.
    const order = ['MX', 'US', 'CO', 'AR', 'CL', 'ES'].filter((code) => code in counts);
    await expect(page.getByRole('tab')).toHaveText(order.map((code) => countryName(code, 'es-MX')));
    await expect(page.getByRole('tab', { name: countryName('MX', 'es-MX') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expectCards(page, mx, 'es-MX');
    expect(hasSingularCount(mx), 'the Mexican carriers include a single service or additional service').toBe(
      true,
    );

    await page.getByRole('tab', { name: countryName('CO', 'es-MX') }).click();
    await expectCards(page, await carriersOf(request, 'CO', 'es-MX'), 'es-MX');
  });
});
