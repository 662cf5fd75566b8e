import { screen, waitFor } from '@testing-library/react';
import { failing, mockApi, noResponse, ok, resetPage, restoreApi } from '@estiba/shared/testing';
import { renderScreen, setupUser } from '../../testing/renderScreen';
import { browser } from '../integrations/integration.flow';
import { bodyOf, callOf } from '../integrations/testing';
import { NewIntegrationPage } from './NewIntegrationPage';

jest.setTimeout(30_000);

const platforms = [
  { slug: 'shopify', name: 'Shopify', image: 'https://api.example/logos/shopify.svg' },
  { slug: 'woocommerce', name: 'WooCommerce', image: 'https://api.example/logos/woocommerce.svg' },
];

beforeEach(() => resetPage());
afterEach(() => {
  restoreApi();
  jest.restoreAllMocks();
});

function render(url = '/new-integration', locale: 'en-US' | 'es-AR' = 'en-US') {
  const user = setupUser();
  renderScreen(<NewIntegrationPage />, { route: '/new-integration', url, locale });
  return user;
}

describe('NewIntegrationPage', () => {
  it('Shopify: pick it, paste the URL, Continue → validated, then its authorisation page', async () => {
    const assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const api = mockApi((request) => {
      if (request.url === 'ecommerce-platforms') return ok(platforms);
      if (request.url === 'client/shop/validation') return ok({});
      return ok({ authorizationUrl: 'https://api.example/sandbox-store/admin/oauth/authorize?state=s9' });
    });
    const user = render();
    expect(screen.getByRole('heading', { level: 1, name: 'Connect a store' })).toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: 'Shopify' }));
    expect(screen.getByText(/asks you to grant Estiba access/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Store URL' }), 'Demo-Store.myshopify.com/admin');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://api.example/sandbox-store/admin/oauth/authorize?state=s9'),
    );
    expect(api.requests.map(callOf)).toEqual([
      'GET ecommerce-platforms',
      'POST client/shop/validation',
      'POST client/shop/oauth/start',
    ]);
    // The address as pasted: the API reads and normalises it.
    expect(bodyOf(api.requests[1]!)).toEqual({ url: 'Demo-Store.myshopify.com/admin' });
    expect(bodyOf(api.requests[2]!)).toEqual({ url: 'Demo-Store.myshopify.com/admin' });
  });

  it("the sandbox store comes first with the merchant's own address and connects through its authorisation page", async () => {
    const assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const authorize = 'http://localhost:4000/sandbox-store/cl-0002/admin/oauth/authorize?client_id=x&state=s';
    const api = mockApi((request) => {
      if (request.url === 'ecommerce-platforms') return ok(platforms);
      if (request.url === 'client/shop/validation') return ok({ platform: 'sandbox' });
      return ok({ authorizationUrl: authorize });
    });
    const user = render();
    const radios = await screen.findAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Estiba sandbox store',
      'Shopify',
      'WooCommerce',
    ]);
    await user.click(radios[0]!);
    expect(screen.getByRole('textbox', { name: 'Store URL' })).toHaveValue(
      'http://localhost:4000/sandbox-store/cl-0002',
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(authorize));
    expect(bodyOf(api.requests[1]!)).toEqual({ url: 'http://localhost:4000/sandbox-store/cl-0002' });
  });

  it('a Shopify shop already registered goes back to integrations with the message stored', async () => {
    const assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
    mockApi((request) => (request.url === 'ecommerce-platforms' ? ok(platforms) : failing(403)));
    const user = render();
    await user.click(await screen.findByRole('radio', { name: 'Shopify' }));
    await user.type(screen.getByRole('textbox', { name: 'Store URL' }), 'demo.myshopify.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/integrations');
    expect(localStorage.getItem('integration-error')).toBe(
      'This shop is already registered, please try with another one.',
    );
    expect(assign).not.toHaveBeenCalled();
  });

  it('another platform posts the shop with its token, marks the step and goes to integrations', async () => {
    const api = mockApi((request) => {
      if (request.url === 'ecommerce-platforms') return ok(platforms);
      if (request.url === 'client/shop') return ok({ shopId: 'shop-42' });
      return ok({});
    });
    const user = render('/new-integration?state=fulfillment');
    await user.click(await screen.findByRole('radio', { name: 'WooCommerce' }));
    await user.type(screen.getByRole('textbox', { name: 'Store URL' }), 'https://woo.example.com/shop');
    await user.type(screen.getByRole('textbox', { name: 'Store name' }), 'My Woo');
    await user.type(screen.getByRole('textbox', { name: 'Access token' }), 'ck_123');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/integrations');
    expect(api.requests.map(callOf)).toEqual([
      'GET ecommerce-platforms',
      'POST client/shop',
      'POST dashboard/steps/update',
    ]);
    expect(bodyOf(api.requests[1]!)).toEqual({
      id: 'woo.example.com',
      url: 'https://woo.example.com/shop',
      name: 'My Woo',
      ecommerce: 'woocommerce',
      token: 'ck_123',
      outsideIntegration: false,
    });
    expect(localStorage.getItem('newShopId')).toBe('shop-42');
  });

  it('says on each field what is missing and sends nothing', async () => {
    const api = mockApi(() => ok(platforms));
    const user = render();
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Pick a platform');
    expect(screen.getByRole('textbox', { name: 'Store URL' })).toHaveAccessibleDescription(
      "Enter your store's web address, e.g. mystore.myshopify.com",
    );
    await user.click(screen.getByRole('radio', { name: 'WooCommerce' }));
    await user.type(screen.getByRole('textbox', { name: 'Store URL' }), 'not a url');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('textbox', { name: 'Store URL' })).toBeInvalid();
    expect(screen.getByRole('textbox', { name: 'Store name' })).toHaveAccessibleDescription(
      "Enter the store's name",
    );
    expect(screen.getByRole('textbox', { name: 'Access token' })).toHaveAccessibleDescription(
      'Paste the access token your platform gave you',
    );
    expect(api.requests.map(callOf)).toEqual(['GET ecommerce-platforms']);
  });

  it('a failed platform list says why and Retry loads it', async () => {
    mockApi(noResponse(), ok(platforms));
    const user = render();
    expect(
      await screen.findByText('Something went wrong, we are working on a solution.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('radio', { name: 'Shopify' })).toBeInTheDocument();
  });

  it('reads in Spanish (es-AR)', async () => {
    mockApi(() => ok(platforms));
    const user = render('/new-integration', 'es-AR');
    await user.click(await screen.findByRole('button', { name: 'Continuar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Elegí una plataforma');
    expect(screen.getByRole('textbox', { name: 'URL de la tienda' })).toBeInTheDocument();
  });
});
