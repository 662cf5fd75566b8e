import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { configureStore } from '@reduxjs/toolkit';
import { siteActions, siteReducer, SITE_STORE_KEY, type HostKind, type Locale } from '@estiba/shared';
import { mockApi, ok, restoreApi, type MockedApi } from '@estiba/shared/testing';
import { renderWithIntl } from '../../testing/renderWithIntl';
import { replaceLocation } from './browserLocation';
import { HomePage } from './HomePage';

jest.mock('./browserLocation', () => ({ replaceLocation: jest.fn() }));

const DEFAULT_SITE = 'https://estiba.com/';
const PLATFORMS = [
  { name: 'Shopify', image: 'http://localhost:4000/media/logos/ecommerce-platforms/shopify.svg' },
  { name: 'WooCommerce', image: 'http://localhost:4000/media/logos/ecommerce-platforms/woocommerce.svg' },
];

let api: MockedApi;
let consoleWarn: jest.SpyInstance;

beforeEach(() => {
  jest.mocked(replaceLocation).mockClear();
  api = mockApi(ok(PLATFORMS));
  consoleWarn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  restoreApi();
  consoleWarn.mockRestore();
});

/** The home as the shell shows it; `hostKind` null is a store the shell has not published to yet. */
function renderHome(
  locale: Locale,
  hostKind: HostKind | null = 'main',
  onRender: ProfilerOnRenderCallback = () => undefined,
) {
  const store = configureStore({ reducer: { [SITE_STORE_KEY]: siteReducer } });
  if (hostKind) store.dispatch(siteActions.siteResolved({ hostKind, defaultSiteUrl: DEFAULT_SITE }));
  const view = renderWithIntl(
    <Provider store={store}>
      <Profiler id="home" onRender={onRender}>
        <HomePage />
      </Profiler>
    </Provider>,
    locale,
  );
  return { ...view, store };
}

/** Waits for the platform logos, so their arrival happens inside the test. */
const logosLoaded = () => screen.findByRole('img', { name: 'Shopify' });

const figuresOf = (region: HTMLElement) =>
  within(region)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

const linkTargets = () => screen.getAllByRole('link').map((link) => link.getAttribute('href'));

describe('HomePage', () => {
  it('has one h1 and labelled regions for its blocks', async () => {
    renderHome('en-US');
    await logosLoaded();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      "We store, pack and ship your online store's orders",
    );
    for (const name of [
      "We store, pack and ship your online store's orders",
      'Our fulfillment in figures',
      'Connected to 30+ e-commerce platforms',
      'How it works',
      'Success stories',
      'What our customers say',
      "Let's talk about your logistics",
    ]) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('navigation', { name: 'Help and legal information' })).toBeInTheDocument();
  });

  it('shows the headline figures in en-US', async () => {
    renderHome('en-US');
    await logosLoaded();
    expect(figuresOf(screen.getByRole('region', { name: 'Our fulfillment in figures' }))).toEqual([
      '< 24 hPacking time for each order',
      '99.95%Operational efficiency',
      '950,000+Orders processed',
      '5Countries with our warehouses',
      '100+Carriers through our shipping platform',
      '30+E-commerce platforms integrated',
      'Real timeInventory and order status',
    ]);
  });

  it('shows the headline figures in es-MX', async () => {
    renderHome('es-MX');
    await logosLoaded();
    expect(figuresOf(screen.getByRole('region', { name: 'Nuestro fulfillment en cifras' }))).toEqual([
      '< 24 hTiempo de empaque de cada pedido',
      '99.95%Eficiencia operativa',
      '+950,000Pedidos procesados',
      '5Países con nuestros almacenes',
      '+100Paqueterías a través de nuestra plataforma de envíos',
      '+30Plataformas de e-commerce integradas',
      'Tiempo realEstado de inventario y pedidos',
    ]);
  });

  it('shows the headline figures with es-ES number formatting', async () => {
    renderHome('es-ES');
    await logosLoaded();
    const figures = figuresOf(screen.getByRole('region', { name: 'Nuestro fulfillment en cifras' }));
    expect(figures).toHaveLength(7);
    expect(figures[0]).toMatch(/^< 24 h/);
    expect(figures[1]).toMatch(/^99,95\s?%/);
    expect(figures[2]).toMatch(/^\+950\.000/);
    expect(figures[3]).toMatch(/^5/);
    expect(figures[4]).toMatch(/^\+100/);
    expect(figures[5]).toMatch(/^\+30/);
    expect(figures[6]).toMatch(/^Tiempo real/);
  });

  it('offers Get started and See prices in en-US', async () => {
    renderHome('en-US');
    await logosLoaded();
    expect(screen.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'See prices' })).toHaveAttribute('href', '/prices');
  });

  it('explains the three steps in es-MX', async () => {
    renderHome('es-MX');
    await logosLoaded();
    const steps = within(screen.getByRole('region', { name: 'Cómo funciona' })).getAllByRole('heading', {
      level: 3,
    });
    expect(steps.map((step) => step.textContent)).toEqual([
      '1.Integra tu tienda',
      '2.Envía tu inventario',
      '3.Nosotros preparamos, empacamos y enviamos',
    ]);
  });

  it('rolls the logos of the e-commerce platforms from GET ecommerce-platforms', async () => {
    renderHome('en-US');
    const region = screen.getByRole('region', { name: 'Connected to 30+ e-commerce platforms' });
    expect(await within(region).findByRole('img', { name: 'Shopify' })).toHaveAttribute(
      'src',
      PLATFORMS[0].image,
    );
    expect(within(region).getByRole('img', { name: 'WooCommerce' })).toBeInTheDocument();
    expect(
      within(region).getByRole('group', { name: 'Connected to 30+ e-commerce platforms' }),
    ).toHaveAttribute('aria-roledescription', 'carousel');
    expect(api.requests.map((request) => request.url)).toEqual(['ecommerce-platforms']);
  });

  it('keeps the page whole when the platforms cannot be loaded', async () => {
    api = mockApi(() => {
      throw new Error('Network Error');
    });
    renderHome('en-US');
    await waitFor(() => expect(consoleWarn).toHaveBeenCalled());
    const region = screen.getByRole('region', { name: 'Connected to 30+ e-commerce platforms' });
    expect(within(region).queryByRole('img')).not.toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'See all e-commerce platforms' })).toHaveAttribute(
      'href',
      '/ecommerces',
    );
    expect(screen.getByRole('region', { name: 'Our fulfillment in figures' })).toBeInTheDocument();
  });

  it('quotes the customers of the three success stories in a review slider', async () => {
    renderHome('en-US');
    await logosLoaded();
    const reviews = within(screen.getByRole('region', { name: 'What our customers say' }));
    expect(reviews.getByRole('group', { name: 'What our customers say' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    const shown = reviews.getByRole('group', { name: '1 of 3' });
    expect(within(shown).getByRole('img', { name: 'Acapella logo' })).toBeInTheDocument();
    expect(shown).toHaveTextContent('Daniela Ruiz');
    expect(shown).toHaveTextContent('Co-founder of Acapella');
    expect(shown).toHaveTextContent(/^“Before Estiba, every sale on our website meant an hour of packing/);
    expect(reviews.getByRole('button', { name: 'Next review' })).toBeInTheDocument();
    expect(reviews.getAllByRole('button', { name: /^Show review/ })).toHaveLength(3);
  });

  it.each<[Locale, Record<string, string>]>([
    [
      'en-US',
      {
        'Get started': '/register',
        'See prices': '/prices',
        'See all e-commerce platforms': '/ecommerces',
        'Discover all our services': '/services',
        "Read Acapella's story": '/success-stories-acapella',
        "Read Be Shine's story": '/success-stories-be-shine',
        "Read El Menú de mi Casa's story": '/success-stories-el-menu-de-mi-casa',
        'Contact us': '/contact',
        'Our services': '/services',
        'Fulfillment help': '/help-fulfillment',
        'Terms and conditions': '/terms-and-conditions',
        'Privacy policy': '/privacy-policies',
      },
    ],
    [
      'es-MX',
      {
        'Comienza ahora': '/register',
        'Ver precios': '/prices',
        'Ver todas las plataformas de e-commerce': '/ecommerces',
        'Conoce todos nuestros servicios': '/services',
        'Lee la historia de Acapella': '/success-stories-acapella',
        'Lee la historia de Be Shine': '/success-stories-be-shine',
        'Lee la historia de El Menú de mi Casa': '/success-stories-el-menu-de-mi-casa',
        Contáctanos: '/contact',
        'Nuestros servicios': '/services',
        'Ayuda de fulfillment': '/help-fulfillment',
        'Términos y condiciones': '/terms-and-conditions',
        'Aviso de privacidad': '/privacy-policies',
      },
    ],
  ])('links to the public pages in %s', async (locale, expected) => {
    renderHome(locale);
    await screen.findByRole('img', { name: 'Shopify' });
    for (const [name, href] of Object.entries(expected)) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(linkTargets()).toHaveLength(Object.keys(expected).length);
  });
});

describe('HomePage on each kind of host', () => {
  it.each<[string, HostKind | null]>([
    ['the main site', 'main'],
    ['a white-label host', 'white-label'],
    ['a shell that has not resolved the host yet', null],
  ])('keeps the home on %s', async (_label, hostKind) => {
    renderHome('en-US', hostKind);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    await logosLoaded();
    expect(replaceLocation).not.toHaveBeenCalled();
  });

  it('is not drawn again when the shell publishes a host that keeps it', async () => {
    const onRender = jest.fn<void, Parameters<ProfilerOnRenderCallback>>();
    const { store } = renderHome('en-US', null, onRender);
    await logosLoaded();
    const renders = onRender.mock.calls.length;
    act(() => {
      store.dispatch(siteActions.siteResolved({ hostKind: 'main', defaultSiteUrl: DEFAULT_SITE }));
    });
    expect(onRender).toHaveBeenCalledTimes(renders);
    // A host it does not know still sends the visitor on.
    act(() => {
      store.dispatch(siteActions.siteResolved({ hostKind: 'other', defaultSiteUrl: DEFAULT_SITE }));
    });
    expect(replaceLocation).toHaveBeenCalledWith(DEFAULT_SITE);
  });

  it('sends a host it does not know to the default site, drawing nothing meanwhile', () => {
    const { container } = renderHome('en-US', 'other');
    expect(replaceLocation).toHaveBeenCalledTimes(1);
    expect(replaceLocation).toHaveBeenCalledWith(DEFAULT_SITE);
    expect(container).toBeEmptyDOMElement();
    // Nothing of the page is fetched for a visitor who is leaving.
    expect(api.requests).toHaveLength(0);
  });
});
