import { screen } from '@testing-library/react';
import { selectUser, store } from '@estiba/shared';
import { failing, mockApi, ok, resetPage, restoreApi, type SentRequest } from '@estiba/shared/testing';
import { renderScreen, setupUser } from '../../testing/renderScreen';
import { ChangeEmailPage } from './ChangeEmailPage';

jest.setTimeout(30_000);

beforeEach(() => resetPage());
afterEach(() => {
  restoreApi();
  jest.restoreAllMocks();
});

const bodyOf = (request: SentRequest): unknown => JSON.parse(String(request.data)) as unknown;
const TOKEN = 'A'.repeat(43);

function render(url = '/settings/change-email', locale: 'en-US' | 'es-MX' = 'en-US') {
  const user = setupUser();
  renderScreen(<ChangeEmailPage />, { route: '/settings/change-email', url, locale });
  return user;
}

async function ask(user: ReturnType<typeof setupUser>, email: string, password: string) {
  if (email) await user.type(screen.getByLabelText(/^New e-mail/), email);
  if (password) await user.type(screen.getByLabelText(/^Current password/), password);
  await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
}

describe('ChangeEmailPage', () => {
  it('asks for a confirmation link to the new address; the address has not changed yet', async () => {
    const api = mockApi(() => ({ status: 202, data: { message: 'sent', email: 'dana@estiba.test' } }));
    const user = render();
    expect(screen.getByText(/You sign in with demo@estiba\.test\./)).toBeInTheDocument();
    await ask(user, ' Dana@Estiba.test', 'Estiba2026');
    expect(
      await screen.findByText(
        'We sent a confirmation link to dana@estiba.test. Follow it within 24 hours to change your e-mail.',
      ),
    ).toBeInTheDocument();
    expect(`${api.requests[0]!.method} ${api.requests[0]!.url}`).toBe('post user/email');
    expect(bodyOf(api.requests[0]!)).toEqual({ newEmail: 'dana@estiba.test', currentPassword: 'Estiba2026' });
    expect(selectUser(store.getState())?.email).toBe('demo@estiba.test');
  });

  it('confirms the change from the link and updates the session', async () => {
    const api = mockApi(() => ok({ message: 'E-mail changed', email: 'dana@estiba.test' }));
    render(`/settings/change-email?token=${TOKEN}`);
    expect(
      await screen.findByText('Your e-mail is now dana@estiba.test. We told your previous address.'),
    ).toBeInTheDocument();
    expect(api.requests).toHaveLength(1);
    expect(`${api.requests[0]!.method} ${api.requests[0]!.url}`).toBe('put user/email');
    expect(bodyOf(api.requests[0]!)).toEqual({ token: TOKEN });
    expect(selectUser(store.getState())?.email).toBe('dana@estiba.test');
  });

  it('says when a link is not valid any more', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockApi(() => failing(400, { message: 'This link is not valid any more. Ask for the change again.' }));
    render(`/settings/change-email?token=${TOKEN}`);
    expect(
      await screen.findByText('This link is not valid any more. Ask for the change again.'),
    ).toBeInTheDocument();
    expect(selectUser(store.getState())?.email).toBe('demo@estiba.test');
  });

  it('puts the refusals on their fields: an address taken, a wrong password', async () => {
    mockApi(() => failing(409, { message: 'Another account uses this e-mail address' }));
    const user = render();
    await ask(user, 'staff@estiba.test', 'Estiba2026');
    expect(await screen.findByLabelText(/^New e-mail/)).toHaveAccessibleDescription(
      'Another account uses this e-mail',
    );
    mockApi(() =>
      failing(400, {
        message: 'The current password is not correct',
        fieldErrors: { currentPassword: 'The current password is not correct' },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByLabelText(/^Current password/)).toHaveAccessibleDescription(
      'The current password is not correct',
    );
  });

  it('checks the address before sending anything', async () => {
    const api = mockApi(() => ok({}));
    const user = render();
    await ask(user, 'dana@', '');
    expect(screen.getByLabelText(/^New e-mail/)).toHaveAccessibleDescription('Please enter a valid email');
    expect(screen.getByLabelText(/^Current password/)).toHaveAccessibleDescription('This field is required');
    await user.clear(screen.getByLabelText(/^New e-mail/));
    await ask(user, 'DEMO@estiba.test', 'x');
    expect(screen.getByLabelText(/^New e-mail/)).toHaveAccessibleDescription('This is already your e-mail');
    expect(api.requests).toHaveLength(0);
  });

  it('reads in Spanish (es-MX)', () => {
    render('/settings/change-email', 'es-MX');
    expect(screen.getByRole('heading', { level: 1, name: 'Cambiar correo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar enlace de confirmación' })).toBeInTheDocument();
  });
});
