import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@estiba/shared';
import { mockApi, restoreApi, type MockAnswer, type MockedApi } from '@estiba/shared/testing';
import { renderWithIntl } from '../../testing/renderWithIntl';
import type { Carrier, CarrierCounts } from './api';
import { CarriersPage } from './CarriersPage';

// The network stands in as an axios adapter on the one client.
let api: MockedApi;

const carrier = (id: string, overrides: Partial<Carrier> = {}): Carrier => ({
  id,
  name: id,
  logo: `https://api.example.test/media/logos/carriers/${id}.svg`,
  description: `${id} delivers parcels.`,
  services: [{ name: 'Standard', international: 0 }],
  additional_services: [],
  ...overrides,
});

const COUNTRIES: CarrierCounts = {
  MX: { carriers: 2 },
  US: { carriers: 1 },
  CO: { carriers: 1 },
  AR: { carriers: 1 },
  CL: { carriers: 1 },
  ES: { carriers: 1 },
};

const CARRIERS: Record<string, Carrier[]> = {
  MX: [
    carrier('Estafeta', {
      services: [
        { name: 'Día siguiente', international: 0 },
        { name: 'Internacional', international: 1 },
        { name: 'Terrestre', international: 0 },
      ],
      additional_services: ['Seguro'],
    }),
    carrier('Paquetexpress', { additional_services: ['Seguro', 'Acuse de recibo'] }),
  ],
  US: [carrier('UPS')],
  CO: [carrier('Servientrega')],
  AR: [carrier('Andreani')],
  CL: [carrier('Chilexpress')],
  ES: [carrier('SEUR')],
};

/** Answers the tabs query with `countries` and each country query from `carriers`. */
function serveCatalogue(
  countries: CarrierCounts = COUNTRIES,
  carriers: Record<string, Carrier[] | number> = CARRIERS,
) {
  api = mockApi(({ url, params }) => {
    expect(url).toBe('landings/carriers');
    const query = params as { return_object?: boolean; country_code?: string };
    if (query.return_object) return { status: 200, data: countries };
    const answer = carriers[query.country_code ?? ''] ?? [];
    return typeof answer === 'number'
      ? { status: answer, data: { message: 'down' } }
      : { status: 200, data: answer };
  });
}

const carrierRequests = () =>
  api.requests
    .map((request) => request.params as { country_code?: string })
    .filter((params) => params.country_code)
    .map((params) => params.country_code);

const renderCarriers = (locale: Locale) => renderWithIntl(<CarriersPage />, locale);

const card = (name: string) => screen.getByRole('article', { name });
const ticks = (name: string) =>
  within(card(name))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

beforeEach(() => {
  jest.spyOn(console, 'debug').mockImplementation(() => undefined);
});

afterEach(() => {
  restoreApi();
  jest.restoreAllMocks();
});

describe('CarriersPage', () => {
  it('has one h1 in the hero and a labelled section for the carriers', async () => {
    serveCatalogue();
    renderCarriers('en-US');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      '100+ carriers to deliver every order',
    );
    expect(screen.getByRole('region', { name: 'Carriers by country' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'UPS' })).toBeInTheDocument();
  });

  it('makes one tab per country of the tabs query, named and ordered for the language', async () => {
    serveCatalogue();
    renderCarriers('es-AR');
    const tabList = await screen.findByRole('tablist', { name: 'Países con empresas de transporte' });
    await waitFor(() => expect(within(tabList).getAllByRole('tab')).toHaveLength(6));
    expect(
      within(tabList)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Argentina', 'Chile', 'México', 'Estados Unidos', 'Colombia', 'España']);
    expect(api.requests[0].params).toEqual({ return_object: true });
    for (const tab of within(tabList).getAllByRole('tab')) {
      expect(tab).toHaveAttribute('aria-controls', screen.getByRole('tabpanel').id);
    }
  });

  it('starts on the country of the language, asking for descriptions in that language', async () => {
    serveCatalogue();
    renderCarriers('es-CL');
    expect(await screen.findByRole('article', { name: 'Chilexpress' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Chile' })).toHaveAttribute('aria-selected', 'true');
    expect(carrierRequests()).toEqual(['CL']);
    const request = api.requests.find(
      (candidate) => (candidate.params as { country_code?: string }).country_code,
    );
    expect(request?.headers.get('Accept-Language')).toBe('es-CL');
    expect(screen.getByRole('tabpanel', { name: 'Chile' })).toContainElement(card('Chilexpress'));
  });

  it('loads a country’s carriers when its tab is chosen', async () => {
    const user = userEvent.setup();
    serveCatalogue();
    renderCarriers('en-US');
    await screen.findByRole('article', { name: 'UPS' });
    await user.click(await screen.findByRole('tab', { name: 'Mexico' }));
    expect(await screen.findByRole('article', { name: 'Estafeta' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Paquetexpress' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'UPS' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Mexico' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'United States' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('list', { name: 'Carriers in Mexico' })).toBeInTheDocument();
    expect(carrierRequests()).toEqual(['US', 'MX']);
  });

  it('holds the grid with placeholders while a country loads', async () => {
    const user = userEvent.setup();
    let release: (reply: MockAnswer) => void = () => undefined;
    api = mockApi(({ params }) => {
      const query = params as { return_object?: boolean; country_code?: string };
      if (query.return_object) return { status: 200, data: COUNTRIES };
      if (query.country_code === 'MX') return new Promise<MockAnswer>((resolve) => (release = resolve));
      return { status: 200, data: CARRIERS[query.country_code ?? ''] };
    });
    renderCarriers('en-US');
    await screen.findByRole('article', { name: 'UPS' });
    await user.click(await screen.findByRole('tab', { name: 'Mexico' }));
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAttribute('aria-busy', 'true');
    expect(within(panel).getByRole('status')).toHaveTextContent('Loading the carriers in Mexico…');
    // Mexico has 2 carriers by the tabs query, so 2 placeholders hold their room.
    expect(panel.querySelectorAll('ul[aria-hidden="true"] > li')).toHaveLength(2);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    await act(async () => release({ status: 200, data: CARRIERS.MX }));
    expect(await screen.findByRole('article', { name: 'Estafeta' })).toBeInTheDocument();
    expect(panel).toHaveAttribute('aria-busy', 'false');
  });

  it('shows the logo, the description and a domestic tick on every card', async () => {
    serveCatalogue();
    renderCarriers('es-MX');
    const estafeta = await screen.findByRole('article', { name: 'Estafeta' });
    const logo = within(estafeta).getByRole('img', { name: 'Logotipo de Estafeta' });
    expect(logo).toHaveAttribute('src', 'https://api.example.test/media/logos/carriers/Estafeta.svg');
    expect(logo).toHaveAttribute('width', '160');
    expect(logo).toHaveAttribute('height', '64');
    expect(logo).toHaveAttribute('loading', 'lazy');
    expect(within(estafeta).getByRole('heading', { level: 3 })).toHaveTextContent('Estafeta');
    expect(estafeta).toHaveTextContent('Estafeta delivers parcels.');
    expect(ticks('Estafeta')[0]).toBe('Envíos nacionales: sí');
    expect(ticks('Paquetexpress')[0]).toBe('Envíos nacionales: sí');
  });

  it('ticks international only when some service is international', async () => {
    serveCatalogue();
    renderCarriers('es-MX');
    await screen.findByRole('article', { name: 'Estafeta' });
    expect(ticks('Estafeta')).toEqual(['Envíos nacionales: sí', 'Envíos internacionales: sí']);
    expect(ticks('Paquetexpress')).toEqual(['Envíos nacionales: sí', 'Envíos internacionales: no']);
  });

  it('counts services and additional services in singular and plural', async () => {
    serveCatalogue();
    renderCarriers('en-US');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Mexico' }));
    const estafeta = await screen.findByRole('article', { name: 'Estafeta' });
    expect(estafeta).toHaveTextContent('3 services');
    expect(estafeta).toHaveTextContent('1 additional service');
    expect(estafeta).not.toHaveTextContent('1 additional services');
    const paquetexpress = card('Paquetexpress');
    expect(paquetexpress).toHaveTextContent('1 service');
    expect(paquetexpress).not.toHaveTextContent('1 services');
    expect(paquetexpress).toHaveTextContent('2 additional services');
  });

  it('words the counts in Spanish too', async () => {
    serveCatalogue();
    renderCarriers('es-MX');
    const estafeta = await screen.findByRole('article', { name: 'Estafeta' });
    expect(estafeta).toHaveTextContent('3 servicios');
    expect(estafeta).toHaveTextContent('1 servicio adicional');
    expect(card('Paquetexpress')).toHaveTextContent('2 servicios adicionales');
  });

  it('keeps the carriers on screen, silently, when a country fails to load', async () => {
    const user = userEvent.setup();
    serveCatalogue(COUNTRIES, { ...CARRIERS, AR: 500 });
    renderCarriers('es-MX');
    await screen.findByRole('article', { name: 'Estafeta' });
    await user.click(await screen.findByRole('tab', { name: 'Argentina' }));
    await waitFor(() => expect(carrierRequests()).toEqual(['MX', 'AR']));
    expect(await screen.findByRole('article', { name: 'Estafeta' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'México' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(console.debug).toHaveBeenCalled();
  });

  it('shows nothing alarming when the tabs query fails', async () => {
    api = mockApi(({ params }) =>
      (params as { return_object?: boolean }).return_object
        ? { status: 503, data: {} }
        : { status: 200, data: CARRIERS.MX },
    );
    renderCarriers('es-MX');
    expect(await screen.findByRole('article', { name: 'Estafeta' })).toBeInTheDocument();
    expect(screen.queryAllByRole('tab')).toHaveLength(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('uses a country’s list only when it is not empty', async () => {
    const user = userEvent.setup();
    serveCatalogue(COUNTRIES, { ...CARRIERS, CL: [] });
    renderCarriers('es-MX');
    await screen.findByRole('article', { name: 'Estafeta' });
    await user.click(await screen.findByRole('tab', { name: 'Chile' }));
    await waitFor(() => expect(carrierRequests()).toEqual(['MX', 'CL']));
    expect(await screen.findByRole('article', { name: 'Estafeta' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'México' })).toHaveAttribute('aria-selected', 'true');
  });

  it('starts on the language’s country even without a tab for it, with a friendly word', async () => {
    serveCatalogue(
      { MX: { carriers: 2 }, CO: { carriers: 1 } },
      { MX: CARRIERS.MX, CO: CARRIERS.CO, US: [] },
    );
    renderCarriers('en-US');
    await waitFor(() => expect(screen.getAllByRole('tab')).toHaveLength(2));
    expect(carrierRequests()).toEqual(['US']);
    expect(
      await screen.findByRole('heading', { name: 'We have no carriers to show in United States yet' }),
    ).toBeInTheDocument();
    for (const tab of screen.getAllByRole('tab')) expect(tab).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'Carriers in United States' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact');
  });
});
