import '../../testing/webCrypto';
import { screen, waitFor } from '@testing-library/react';
import { sessionActions, store } from '@estiba/shared';
import { demoUser, loginAnswer } from '../../testing/fixtures';
import { failing, mockApi, ok, restoreApi } from '@estiba/shared/testing';
import { renderScreen, setupUser } from '../../testing/renderScreen';
import { resetPage } from '../../testing/session';
import { jwsClaims } from '../../testing/webCrypto';
import { OutsideIntegrationPage } from './OutsideIntegrationPage';

// Typing through Material UI fields is slow on a busy machine; the default 5 s is too tight for it.
jest.setTimeout(20_000);

beforeEach(resetPage);
afterEach(restoreApi);

const QUERY = '?ecommerce=shopify&shop=demo-store.myshopify.com&state=abc';
const COUNTRIES = [{ id: 1, code: 'MX', name: 'Mexico', phone_code: '+52' }];

function serveApi() {
  return mockApi((request) => {
    if (request.url === 'countries') return ok(COUNTRIES);
    if (request.url === 'auth/login') return ok(loginAnswer);
    if (request.url === 'client/shop/outside/validation') return ok({ valid: true });
    return failing(404);
  });
}

/** The login form's own button (the toggle has the same name, and a pressed state). */
function loginSubmit(): HTMLElement {
  const button = screen
    .getAllByRole('button', { name: 'Log in' })
    .find((candidate) => candidate.getAttribute('type') === 'submit');
  if (!button) throw new Error('no login button');
  return button;
}

function renderOutside(query = QUERY) {
  const user = setupUser();
  renderScreen(<OutsideIntegrationPage />, {
    route: '/outside-integration',
    url: `/outside-integration${query}`,
  });
  return user;
}

const GENERIC =
  "We're sorry, something went wrong in the process, we're working on it, please try again in a short while.";

describe('OutsideIntegrationPage', () => {
  it('toggles between the register and the login form', async () => {
    serveApi();
    const user = renderOutside();
    expect(screen.getByRole('heading', { level: 1, name: 'Connect your store' })).toBeInTheDocument();
    await screen.findByText(
      'demo-store.myshopify.com can be connected. Create an account or log in to connect it.',
    );
    const group = screen.getByRole('group', { name: 'How do you want to continue?' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create account', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Company Name' })).toBeInTheDocument();
    await screen.findByRole('option', { name: 'Mexico' });

    await user.click(screen.getByRole('button', { name: 'Log in', pressed: false }));
    expect(screen.getByRole('button', { name: 'Log in', pressed: true })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Company Name' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Forgot password?' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create account', pressed: false }));
    expect(screen.getByRole('textbox', { name: 'Company Name' })).toBeInTheDocument();
  });

  it('asks for 4 password characters on its login form, then goes to /integrations with the same query', async () => {
    const api = serveApi();
    const user = renderOutside();
    await user.click(await screen.findByRole('button', { name: 'Log in', pressed: false }));
    const password = screen.getByLabelText(/^Password/);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'demo@estiba.test');
    await user.type(password, '123');
    await user.click(loginSubmit());
    expect(password).toHaveAccessibleDescription('Min character length is 4');

    await user.type(password, '4');
    await user.click(loginSubmit());
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(`/integrations${QUERY}`);
    const login = api.requests.find((request) => request.url === 'auth/login');
    expect(jwsClaims(String(login?.headers.get('Authorization')))).toMatchObject({ password: '1234' });
  });

  it('sends a person who is already signed in to /integrations with the same query', async () => {
    serveApi();
    store.dispatch(sessionActions.signedIn(demoUser));
    renderOutside();
    await waitFor(() => expect(screen.getByTestId('elsewhere')).toHaveTextContent(`/integrations${QUERY}`));
  });

  it("validates the query's store as a visitor before showing the forms (spec point 4)", async () => {
    const api = serveApi();
    renderOutside();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your store demo-store.myshopify.com…');
    expect(screen.queryByRole('group', { name: 'How do you want to continue?' })).not.toBeInTheDocument();
    await screen.findByRole('group', { name: 'How do you want to continue?' });
    const validation = api.requests.filter((request) => request.url === 'client/shop/outside/validation');
    expect(validation).toHaveLength(1);
    expect(validation[0]?.method).toBe('post');
    expect(JSON.parse(String(validation[0]?.data))).toEqual({ url: 'demo-store.myshopify.com' });
  });

  it.each([
    [403, 'This shop is already registered, please try with another one.'],
    [409, null],
    [500, GENERIC],
    [400, GENERIC],
  ])(
    'a validation answered %i goes to /integrations keeping %p under integration-error',
    async (status, kept) => {
      mockApi((request) =>
        request.url === 'client/shop/outside/validation' ? failing(status, { message: 'no' }) : ok([]),
      );
      renderOutside();
      expect(await screen.findByTestId('elsewhere')).toHaveTextContent(/^\/integrations$/);
      expect(localStorage.getItem('integration-error')).toBe(kept);
    },
  );

  it('without a store in the query shows the forms at once and validates nothing', async () => {
    const api = serveApi();
    renderOutside('');
    expect(screen.getByRole('group', { name: 'How do you want to continue?' })).toBeInTheDocument();
    await screen.findByRole('option', { name: 'Mexico' });
    expect(api.requests.some((request) => (request.url ?? '').includes('validation'))).toBe(false);
  });
});
