import { expect, test } from '../support/test';
import { API_URL } from '../support/env';
import { firstHeading, landingText, legalDocumentHtml, sharedText } from '../support/landing';

// /legal?n={name} (spec point 2, point 8 "Legal page document failure"): the title comes from n, the
// body is the document the API serves for the language and its country, or 'No data available'.

const title = (language: string, name: string) =>
  landingText('legal', language, `landing.legal.document.${name}`);

test('a document named in n is shown with its title and its content', async ({ page, request }) => {
  const name = 'storage_agreement_fulfillment';
  const html = await legalDocumentHtml(request, name, 'en-US');
  await page.goto(`/legal?n=${name}`);

  const article = page.getByRole('article');
  await expect(
    article.getByRole('heading', { level: 1, name: title('en-US', name), exact: true }),
  ).toBeVisible();
  await expect(article.getByRole('heading', { name: firstHeading(html), exact: true })).toBeVisible();
  // The whole document is there: its paragraphs and sub-headings, not just the top.
  const headings = [...html.matchAll(/<h[2-6][^>]*>([\s\S]*?)<\/h[2-6]>/gi)].length;
  await expect(article.locator('h2, h3, h4, h5, h6')).toHaveCount(headings);
  await expect(page.getByText(sharedText('en-US', 'errors.noDataAvailable'))).toHaveCount(0);
});

test('a name the documents service does not know shows a title from n and No data available', async ({
  page,
}) => {
  await page.goto('/legal?n=data_retention_fulfillment');

  const article = page.getByRole('article');
  // A readable title made from n, without the _fulfillment suffix.
  await expect(article.getByRole('heading', { level: 1, name: 'Data retention', exact: true })).toBeVisible();
  await expect(
    article.getByText(sharedText('en-US', 'errors.noDataAvailable'), { exact: true }),
  ).toBeVisible();
});

test('a document not offered in the language’s country shows No data available', async ({
  page,
  request,
}) => {
  const name = 'cookies_policy_fulfillment';
  // Offered only where the law asks for it (Spain), so the United States of en-US does not get it.
  const offered = await request.get(`${API_URL}/legal-documents?country_code=US`);
  const names = ((await offered.json()) as { name: string }[]).map((document) => document.name);
  expect(names).not.toContain(name);
  await page.goto(`/legal?n=${name}`);

  await expect(
    page.getByRole('heading', { level: 1, name: title('en-US', name), exact: true }),
  ).toBeVisible();
  await expect(page.getByText(sharedText('en-US', 'errors.noDataAvailable'), { exact: true })).toBeVisible();
});

test('without n there is nothing to fetch: No data available', async ({ page }) => {
  await page.goto('/legal');

  await expect(
    page.getByRole('heading', {
      level: 1,
      name: landingText('legal', 'en-US', 'landing.legal.untitled'),
      exact: true,
    }),
  ).toBeVisible();
  await expect(page.getByText(sharedText('en-US', 'errors.noDataAvailable'), { exact: true })).toBeVisible();
});

test('the document HTML is sanitised before it is shown', async ({ page }) => {
  const name = 'shipping_policy_fulfillment';
  // The documents service answers with markup that would run script if it were inserted as it is.
  await page.route(`${API_URL}/documents/view?**`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html; charset=utf-8',
      body:
        '<h2>Shipping policy</h2><p>Orders ship within 24 hours.</p>' +
        '<img src="/nothing.png" onerror="window.__estibaXss = true">' +
        '<script>window.__estibaXss = true</script>' +
        '<a href="javascript:window.__estibaXss = true">Details</a>',
    }),
  );
  await page.goto(`/legal?n=${name}`);

  const article = page.getByRole('article');
  await expect(article.getByText('Orders ship within 24 hours.')).toBeVisible();
  await expect(article.locator('script')).toHaveCount(0);
  await expect(article.locator('[onerror]')).toHaveCount(0);
  await expect(article.locator('a[href^="javascript:"]')).toHaveCount(0);
  expect(
    await page.evaluate(() => (window as unknown as { __estibaXss?: boolean }).__estibaXss),
  ).toBeUndefined();
});

test('the footer’s legal links open /legal with the document', async ({ page }) => {
  const name = 'shipping_policy_fulfillment';
  await page.goto('/');
  const link = page.getByRole('contentinfo').locator(`a[href="/legal?n=${name}"]`);
  await expect(link).toBeVisible();
  await link.click();

  await expect(page).toHaveURL(new RegExp(`/legal\\?n=${name}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: title('en-US', name), exact: true }),
  ).toBeVisible();
});

test.describe('in es-MX', () => {
  test.use({ locale: 'es-MX' });

  test('the document comes in Spanish for Mexico, and a missing one reads No hay datos disponibles', async ({
    page,
    request,
  }) => {
    const name = 'returns_policy_fulfillment';
    const spanish = await legalDocumentHtml(request, name, 'es-MX');
    const english = await legalDocumentHtml(request, name, 'en-US');
    expect(firstHeading(spanish)).not.toBe(firstHeading(english));
    await page.goto(`/legal?n=${name}`);

    await expect(
      page.getByRole('heading', { level: 1, name: title('es-MX', name), exact: true }),
    ).toBeVisible();
    await expect(
      page.getByRole('article').getByRole('heading', { name: firstHeading(spanish), exact: true }),
    ).toBeVisible();

    await page.goto('/legal?n=no_such_document_fulfillment');
    await expect(
      page.getByText(sharedText('es-MX', 'errors.noDataAvailable'), { exact: true }),
    ).toBeVisible();
  });
});
