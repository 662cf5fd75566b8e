import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@estiba/shared';
import { failing, mockApi, ok, restoreApi, type MockedApi } from '@estiba/shared/testing';
import { renderWithIntl } from '../../testing/renderWithIntl';
import type { EcommercePlatform } from './api';
import { EcommercesPage } from './EcommercesPage';

// The network stands in as an axios adapter on the one client.
let api: MockedApi;

const PLATFORMS: EcommercePlatform[] = [
  {
    slug: 'shopify',
    name: 'Shopify',
    image: 'https://api.example.test/media/logos/ecommerce-platforms/shopify.svg',
  },
  {
    slug: 'woocommerce',
    name: 'WooCommerce',
    image: 'https://api.example.test/media/logos/ecommerce-platforms/woocommerce.svg',
  },
  {
    slug: 'mercado-libre',
    name: 'Mercado Libre',
    image: 'https://api.example.test/media/logos/ecommerce-platforms/mercado-libre.svg',
  },
];

const renderEcommerces = (locale: Locale) => renderWithIntl(<EcommercesPage />, locale);

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  restoreApi();
  jest.restoreAllMocks();
});

describe('EcommercesPage', () => {
  it('has one h1 in the hero, with the ways to continue', async () => {
    api = mockApi(ok(PLATFORMS));
    renderEcommerces('en-US');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Connect your store with 30+ e-commerce platforms',
    );
    expect(screen.getByRole('link', { name: 'Create your account' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Talk to our team' })).toHaveAttribute('href', '/contact');
    await screen.findByRole('list', { name: 'Platforms we integrate with' });
  });

  it('lists every platform of GET ecommerce-platforms with its name and image', async () => {
    api = mockApi(ok(PLATFORMS));
    renderEcommerces('en-US');
    const list = await screen.findByRole('list', { name: 'Platforms we integrate with' });
    expect(api.requests.map((request) => request.url)).toEqual(['ecommerce-platforms']);
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Shopify', 'WooCommerce', 'Mercado Libre']);
    const logo = within(items[1]).getByRole('img', { name: 'WooCommerce logo' });
    expect(logo).toHaveAttribute('src', PLATFORMS[1].image);
    expect(logo).toHaveAttribute('width', '160');
    expect(logo).toHaveAttribute('height', '80');
    expect(logo).toHaveAttribute('loading', 'lazy');
  });

  it('names the logos in the reader’s language', async () => {
    api = mockApi(ok(PLATFORMS));
    renderEcommerces('es-ES');
    expect(await screen.findByRole('img', { name: 'Logotipo de Shopify' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Conecta tu tienda con más de 30 plataformas de comercio electrónico',
    );
  });

  it('holds the grid with placeholders while the platforms load', async () => {
    api = mockApi(ok(PLATFORMS));
    renderEcommerces('es-MX');
    expect(screen.getByRole('status')).toHaveTextContent('Cargando las plataformas de e-commerce…');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await screen.findByRole('list', { name: 'Plataformas con las que nos integramos' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('offers a retry when the platforms fail to load, and shows them after it', async () => {
    const user = userEvent.setup();
    api = mockApi(failing(500), ok(PLATFORMS));
    renderEcommerces('en-US');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The e-commerce platforms could not be loaded');
    expect(alert).toHaveTextContent('Check your connection and try again.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('img', { name: 'Shopify logo' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.requests).toHaveLength(2);
  });

  it('says so when there are no platforms to show', async () => {
    api = mockApi(ok([]));
    renderEcommerces('es-AR');
    expect(
      await screen.findByText('Por ahora no hay plataformas para mostrar. Volvé más tarde.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });
});
