import { screen, waitFor } from '@testing-library/react';
import { bus, selectUser, store, type NotifyPayload } from '@estiba/shared';
import {
  demoMerchant,
  failing,
  mockApi,
  ok,
  resetPage,
  restoreApi,
  type SentRequest,
} from '@estiba/shared/testing';
import { renderScreen, setupUser } from '../../testing/renderScreen';
import { ProfilePage } from './ProfilePage';

jest.setTimeout(30_000);

const bodyOf = (request: SentRequest): unknown => JSON.parse(String(request.data)) as unknown;
let notices: NotifyPayload[] = [];
let off: () => void = () => undefined;

beforeEach(() => {
  resetPage();
  notices = [];
  off = bus.on('notify', (notice) => notices.push(notice));
});
afterEach(() => {
  off();
  restoreApi();
});

function render(locale: 'en-US' | 'es-AR' = 'en-US') {
  const user = setupUser();
  renderScreen(<ProfilePage />, { route: '/pages/profile', locale });
  return user;
}

const saved = (displayName: string) =>
  ok({ ...demoMerchant, displayName, data: { ...demoMerchant.data, displayName } });

describe('ProfilePage', () => {
  it("saves the display name and says 'User data saved with api'", async () => {
    const api = mockApi((request) =>
      saved((bodyOf(request) as { user: { displayName: string } }).user.displayName),
    );
    const user = render();
    expect(screen.getByText('demo@estiba.test')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Display name' }));
    await user.type(screen.getByRole('textbox', { name: 'Display name' }), 'Dana Ortega');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(notices).toEqual([{ id: 'settings.profile.savedWithApi', severity: 'success' }]),
    );
    expect(`${api.requests[0]!.method} ${api.requests[0]!.url}`).toBe('post api/auth/user/update');
    expect(bodyOf(api.requests[0]!)).toEqual({ user: { displayName: 'Dana Ortega' } });
    expect(selectUser(store.getState())?.displayName).toBe('Dana Ortega');
  });

  it("says 'User data saved to auth0' to a user of the identity provider", async () => {
    resetPage({ ...demoMerchant, from: 'identity-provider' });
    mockApi(() => saved('Dana Demo'));
    const user = render();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(notices).toEqual([{ id: 'settings.profile.savedToAuth0', severity: 'success' }]),
    );
  });

  it("shows a failure's message and keeps the name", async () => {
    mockApi(() => failing(400, { message: 'Max character length is 100' }));
    const user = render();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(notices).toEqual([{ text: 'Max character length is 100', severity: 'error' }]),
    );
    expect(selectUser(store.getState())?.displayName).toBe('Dana Demo');
  });

  it('checks the name before sending', async () => {
    const api = mockApi(() => saved('x'));
    const user = render();
    await user.clear(screen.getByRole('textbox', { name: 'Display name' }));
    await user.type(screen.getByRole('textbox', { name: 'Display name' }), 'Al');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('textbox', { name: 'Display name' })).toHaveAccessibleDescription(
      'Use 4 to 100 characters',
    );
    expect(api.requests).toHaveLength(0);
  });

  it('reads in Spanish (es-AR)', () => {
    render('es-AR');
    expect(screen.getByRole('heading', { level: 1, name: 'Perfil' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nombre visible' })).toBeInTheDocument();
  });
});
