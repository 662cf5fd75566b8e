import { act, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '@estiba/shared';
import { mockApi, noResponse, ok, restoreApi, type MockedApi } from '@estiba/shared/testing';
import { renderWithChrome } from '../testing/renderWithChrome';
import { LandingFooter } from './LandingFooter';
import { humaniseDocumentName } from './landingLinks';
import { clearLegalDocumentsCache } from './legalDocuments';

const MX_DOCUMENTS = [
  { name: 'terms_and_conditions_generals_fulfillment', country_available: null },
  { name: 'privacy_notice_fulfillment', country_available: 'MX,US' },
  { name: 'shipping_policy_fulfillment', country_available: null },
  { name: 'returns_policy_fulfillment', country_available: 'MX' },
  { name: 'storage_agreement_fulfillment', country_available: null },
  { name: 'cookies_policy_fulfillment', country_available: null },
  { name: 'help_center_fulfillment', country_available: null },
  { name: 'warehouse_rules_fulfillment', country_available: 'MX' },
];

let api: MockedApi;
let consoleError: jest.SpyInstance;

beforeEach(() => {
  localStorage.clear();
  clearLegalDocumentsCache();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  restoreApi();
  consoleError.mockRestore();
});

const legalColumn = () => within(screen.getByRole('navigation', { name: 'Legal' }));
const hrefs = (links: HTMLElement[]) => links.map((link) => link.getAttribute('href'));
/** What each request asked for: the path and its query. */
const sent = () => api.requests.map((request) => [request.url, request.params]);

describe('the landing footer', () => {
  it("asks for the legal documents of the language's country and links each to /legal?n={name}", async () => {
    setLanguage('en-US');
    api = mockApi(ok(MX_DOCUMENTS));
    renderWithChrome(<LandingFooter />);

    expect(await legalColumn().findByRole('link', { name: 'Shipping policy' })).toHaveAttribute(
      'href',
      '/legal?n=shipping_policy_fulfillment',
    );
    expect(sent()).toEqual([['legal-documents', { country_code: 'US' }]]);

    const links = legalColumn().getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Terms and conditions', '/terms-and-conditions'],
      ['Privacy policy', '/privacy-policies'],
      ['Fulfillment privacy notice', '/legal?n=privacy_notice_fulfillment'],
      ['Shipping policy', '/legal?n=shipping_policy_fulfillment'],
      ['Returns policy', '/legal?n=returns_policy_fulfillment'],
      ['Storage agreement', '/legal?n=storage_agreement_fulfillment'],
      ['Cookie policy', '/legal?n=cookies_policy_fulfillment'],
      // A document the front end has no title for reads as its humanised name.
      ['Warehouse rules', '/legal?n=warehouse_rules_fulfillment'],
    ]);
    // The terms and the help centre have their own pages and are not listed twice.
    const all = hrefs(screen.getAllByRole('link'));
    expect(all.filter((href) => href === '/terms-and-conditions')).toHaveLength(1);
    expect(all.filter((href) => href === '/help-fulfillment')).toHaveLength(1);
    expect(all.some((href) => href?.includes('help_center_fulfillment'))).toBe(false);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('uses the last two characters of the language as the country code', async () => {
    setLanguage('es-AR');
    api = mockApi(ok([{ name: 'returns_policy_fulfillment', country_available: 'AR' }]));
    renderWithChrome(<LandingFooter />);
    await legalColumn().findByRole('link', { name: 'Returns policy' });
    expect(sent()).toEqual([['legal-documents', { country_code: 'AR' }]]);
  });

  it('fetches again for the new country when the language changes', async () => {
    setLanguage('es-MX');
    api = mockApi(({ params }) =>
      ok(
        (params as { country_code: string }).country_code === 'MX'
          ? [{ name: 'returns_policy_fulfillment', country_available: 'MX' }]
          : [{ name: 'cookies_policy_fulfillment', country_available: null }],
      ),
    );
    renderWithChrome(<LandingFooter />);
    await legalColumn().findByRole('link', { name: 'Returns policy' });

    act(() => setLanguage('es-ES'));
    await legalColumn().findByRole('link', { name: 'Cookie policy' });
    expect(legalColumn().queryByRole('link', { name: 'Returns policy' })).not.toBeInTheDocument();
    expect(sent().at(-1)).toEqual(['legal-documents', { country_code: 'ES' }]);
  });

  it('does not fetch again for a country it already has', async () => {
    setLanguage('en-US');
    api = mockApi(ok(MX_DOCUMENTS));
    const first = renderWithChrome(<LandingFooter />);
    await legalColumn().findByRole('link', { name: 'Cookie policy' });
    first.unmount();

    renderWithChrome(<LandingFooter />);
    // Drawn at once from what the first footer fetched.
    expect(legalColumn().getByRole('link', { name: 'Cookie policy' })).toBeInTheDocument();
    expect(api.requests).toHaveLength(1);
  });

  it('only logs a failure and still shows every other link (spec point 8)', async () => {
    setLanguage('en-US');
    api = mockApi(noResponse());
    renderWithChrome(<LandingFooter />);

    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith(
        expect.any(String),
        expect.objectContaining({ message: 'Network Error' }),
      ),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(hrefs(legalColumn().getAllByRole('link'))).toEqual(['/terms-and-conditions', '/privacy-policies']);
    expect(hrefs(screen.getAllByRole('link'))).toEqual(
      expect.arrayContaining([
        '/services',
        '/contact',
        '/success-stories-acapella',
        '/success-stories-be-shine',
        '/success-stories-el-menu-de-mi-casa',
        '/help-fulfillment',
      ]),
    );
    expect(screen.getByText(/All rights reserved/)).toBeInTheDocument();
  });

  it('ignores rows of an unexpected shape', async () => {
    setLanguage('en-US');
    api = mockApi(ok([{ name: 42 }, null, { name: 'shipping_policy_fulfillment', country_available: null }]));
    renderWithChrome(<LandingFooter />);
    await legalColumn().findByRole('link', { name: 'Shipping policy' });
    expect(legalColumn().getAllByRole('link')).toHaveLength(3);
  });
});

describe('humaniseDocumentName', () => {
  it.each([
    ['warehouse_rules_fulfillment', 'Warehouse rules'],
    ['returns_policy', 'Returns policy'],
    ['faq', 'Faq'],
  ])('reads %s as %s', (name, title) => {
    expect(humaniseDocumentName(name)).toBe(title);
  });
});
