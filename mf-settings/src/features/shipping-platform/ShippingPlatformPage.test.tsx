import { screen, waitFor } from '@testing-library/react';
import { selectUser, store } from '@estiba/shared';
import { failing, mockApi, ok, resetPage, restoreApi } from '@estiba/shared/testing';
import { renderScreen, setupUser } from '../../testing/renderScreen';
import { bodyOf, callOf } from '../integrations/testing';
import { ShippingPlatformPage } from './ShippingPlatformPage';

jest.setTimeout(30_000);

beforeEach(() => resetPage());
afterEach(() => {
  restoreApi();
  jest.restoreAllMocks();
});

function render(url = '/shipping-platform', locale: 'en-US' | 'es-CL' = 'en-US') {
  const user = setupUser();
  renderScreen(<ShippingPlatformPage />, { route: '/shipping-platform', url, locale });
  return user;
}

describe('ShippingPlatformPage', () => {
  it('fills the form from the token parameter, sends nothing until Save, then integrates the account', async () => {
    const api = mockApi(() => ok({ check: true, shippingPlatformId: 'SB-00A1B2C3D4' }));
    const user = render('/shipping-platform?token=sp-token-1');
    expect(screen.getByRole('textbox', { name: 'Token' })).toHaveValue('sp-token-1');
    expect(api.requests).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Your account is integrated with the shipping platform.'),
    ).toBeInTheDocument();
    expect(api.requests.map(callOf)).toEqual(['PUT client/shipping-platform/token']);
    expect(bodyOf(api.requests[0]!)).toEqual({ token: 'sp-token-1' });
    expect(selectUser(store.getState())).toMatchObject({
      shippingPlatformIntegrated: true,
      shippingPlatformId: 'SB-00A1B2C3D4',
    });
  });

  it('a token the platform does not accept ({check: false}) is a field error', async () => {
    mockApi(() => ok({ check: false }));
    const user = render();
    await user.type(screen.getByRole('textbox', { name: 'Token' }), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Token' })).toHaveAccessibleDescription(
        'The shipping platform did not accept this token',
      ),
    );
    expect(selectUser(store.getState())?.shippingPlatformIntegrated).toBe(false);
  });

  it('an empty token is a field error and sends nothing', async () => {
    const api = mockApi(() => ok({ check: true }));
    const user = render();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('textbox', { name: 'Token' })).toHaveAccessibleDescription(
      "Paste the shipping platform's token",
    );
    expect(api.requests).toHaveLength(0);
  });

  it('a failure stores the generic message and goes to integrations', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockApi(() => failing(502, { message: 'upstream down' }));
    const user = render('/shipping-platform?token=t');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/integrations');
    expect(localStorage.getItem('integration-error')).toBe(
      "We're sorry, something went wrong in the process, we're working on it, please try again in a short while.",
    );
  });

  it('reads in Spanish (es-CL)', () => {
    render('/shipping-platform', 'es-CL');
    expect(screen.getByRole('heading', { level: 1, name: 'Plataforma de envíos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeInTheDocument();
  });
});
