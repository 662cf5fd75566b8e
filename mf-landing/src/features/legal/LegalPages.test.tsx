import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { Locale } from '@estiba/shared';
import { mockApi, restoreApi, type MockedApi } from '@estiba/shared/testing';
import { renderWithIntl } from '../../testing/renderWithIntl';
import { HelpFulfillmentPage, LegalPage, TermsAndConditionsPage } from '.';

// The network stands in as an axios adapter on the one client.
let api: MockedApi;

const TERMS_HTML = '<h2>1. Object</h2><p>These terms govern the fulfillment service.</p>';

function renderAt(path: string, locale: Locale = 'en-US') {
  return renderWithIntl(
    <Routes>
      <Route path="/legal" element={<LegalPage />} />
      <Route path="/terms-and-conditions" element={<TermsAndConditionsPage />} />
      <Route path="/help-fulfillment" element={<HelpFulfillmentPage />} />
    </Routes>,
    locale,
    path,
  );
}

const documentRequests = () =>
  api.requests.map((request) => ({
    url: request.url,
    params: request.params,
    responseType: request.responseType,
  }));

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  restoreApi();
  jest.restoreAllMocks();
});

describe('legal pages', () => {
  it('titles /legal from n and shows the fetched document as text of the language’s country', async () => {
    api = mockApi({ status: 200, data: TERMS_HTML });
    renderAt('/legal?n=shipping_policy_fulfillment', 'es-AR');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Política de envíos');
    expect(await screen.findByRole('heading', { level: 2, name: '1. Object' })).toBeInTheDocument();
    expect(screen.getByText('These terms govern the fulfillment service.')).toBeInTheDocument();
    expect(documentRequests()).toEqual([
      {
        url: 'documents/view',
        params: { country: 'AR', language: 'es-AR', name: 'shipping_policy_fulfillment' },
        responseType: 'text',
      },
    ]);
    expect(screen.getByRole('article', { name: 'Política de envíos' })).toBeInTheDocument();
  });

  it('makes a readable title of a document name it does not know', async () => {
    api = mockApi({ status: 200, data: '<p>Retention periods.</p>' });
    renderAt('/legal?n=data_retention_fulfillment');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Data retention');
    expect(await screen.findByText('Retention periods.')).toBeInTheDocument();
  });

  it('strips script and event handlers from the document', async () => {
    api = mockApi({
      status: 200,
      data:
        '<p>Read carefully.</p><script>window.hacked = true</script>' +
        '<img src="x" alt="seal" onerror="window.hacked = true"><a href="javascript:alert(1)">link</a>',
    });
    const { container } = renderAt('/legal?n=cookies_policy_fulfillment');
    expect(await screen.findByText('Read carefully.')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(screen.getByRole('img', { name: 'seal' })).toBeInTheDocument();
    expect(screen.getByText('link')).not.toHaveAttribute('href', 'javascript:alert(1)');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('keeps the page title the only h1', async () => {
    api = mockApi({ status: 200, data: '<h1>Terms</h1><p>Body.</p>' });
    renderAt('/legal?n=terms_and_conditions_generals_fulfillment');
    expect(await screen.findByRole('heading', { level: 2, name: 'Terms' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Terms and conditions');
  });

  it('shows No data available when the document is not found', async () => {
    api = mockApi({ status: 404, data: { message: 'Document not found' } });
    renderAt('/legal?n=storage_agreement_fulfillment');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Storage agreement');
    expect(await screen.findByText('No data available')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows No data available, without asking, when n is missing', async () => {
    api = mockApi({ status: 200, data: TERMS_HTML });
    renderAt('/legal', 'es-CO');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Información legal');
    expect(screen.getByText('No hay datos disponibles')).toBeInTheDocument();
    await waitFor(() => expect(api.requests).toHaveLength(0));
  });

  it('shows No data available when the document is empty', async () => {
    api = mockApi({ status: 200, data: '  <script>alert(1)</script>\n' });
    renderAt('/legal?n=returns_policy_fulfillment');
    expect(await screen.findByText('No data available')).toBeInTheDocument();
  });

  it('shows the terms and conditions at /terms-and-conditions', async () => {
    api = mockApi({ status: 200, data: TERMS_HTML });
    renderAt('/terms-and-conditions', 'es-MX');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Términos y condiciones');
    await screen.findByText('These terms govern the fulfillment service.');
    expect(documentRequests()[0].params).toEqual({
      country: 'MX',
      language: 'es-MX',
      name: 'terms_and_conditions_generals_fulfillment',
    });
  });

  it('shows the help centre at /help-fulfillment', async () => {
    api = mockApi({ status: 200, data: '<p>How can we help?</p>' });
    renderAt('/help-fulfillment', 'en-US');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Help center');
    await screen.findByText('How can we help?');
    expect(documentRequests()[0].params).toEqual({
      country: 'US',
      language: 'en-US',
      name: 'help_center_fulfillment',
    });
  });

  it('tells that the document is loading, then replaces the notice with it', async () => {
    api = mockApi({ status: 200, data: TERMS_HTML });
    renderAt('/terms-and-conditions');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the document…');
    await screen.findByText('These terms govern the fulfillment service.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
