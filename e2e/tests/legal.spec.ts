import type { Page } from '@playwright/test';
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

/**
 * Serves a document with markup that would run script, restyle the page or submit a form if it were
 * inserted as it is, opens it, and checks what the page shows. Returns the scripts the page loaded.
 */
async function openTamperedDocument(page: Page) {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.route(`${API_URL}/documents/view?**`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html; charset=utf-8',
      body:
        '<h1>Shipping policy</h1><p>Orders ship within 24 hours.</p>' +
        '<img src="/nothing.png" alt="Seal" onerror="window.__estibaXss = true">' +
        '<script>window.__estibaXss = true</script>' +
        '<style>body { display: none }</style>' +
        '<form action="/steal"><p>Inside a form.</p><input name="card"><button>Send</button></form>' +
        '<p style="color: red">Styled.</p>' +
        '<a href="javascript:window.__estibaXss = true">Details</a>',
    }),
  );
  await page.goto('/legal?n=shipping_policy_fulfillment');

  const article = page.getByRole('article');
  await expect(article.getByText('Orders ship within 24 hours.')).toBeVisible();
  await expect(article.getByRole('heading', { level: 2, name: 'Shipping policy' })).toBeVisible();
  await expect(article.getByRole('img', { name: 'Seal' })).toHaveCount(1);
  await expect(article.getByText('Inside a form.')).toBeVisible();
  await expect(article.getByText('Styled.')).toBeVisible();
  await expect(article.locator('script, style, form, input, button, [onerror], [style]')).toHaveCount(0);
  await expect(article.locator('a[href^="javascript:"]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  expect(
    await page.evaluate(() => (window as unknown as { __estibaXss?: boolean }).__estibaXss),
  ).toBeUndefined();
  return scripts;
}

/** DOMPurify's chunk (mf-landing's webpack chunk name in sanitizeDocument.ts). */
const isDomPurify = (url: string) => /\/dompurify\./.test(new URL(url).pathname);

test('the document HTML is sanitised by the browser’s own sanitiser, with no sanitiser downloaded', async ({
  page,
}) => {
  const scripts = await openTamperedDocument(page);
  expect(scripts.filter(isDomPurify)).toEqual([]);
});

test('a browser without the Sanitizer API (Safari) loads DOMPurify, which cleans the same', async ({
  page,
}) => {
  await page.addInitScript(() => {
    delete (Element.prototype as { setHTML?: unknown }).setHTML;
  });
  const scripts = await openTamperedDocument(page);
  expect(scripts.filter(isDomPurify)).toHaveLength(1);
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
