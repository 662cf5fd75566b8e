import { screen } from '@testing-library/react';
import { failing, mockApi, ok, resetPage, restoreApi, type SentRequest } from '@estiba/shared/testing';
import { renderScreen, setupUser } from '../../testing/renderScreen';
import { ChangePasswordPage } from './ChangePasswordPage';
import { passwordFormErrors } from './password.rules';

jest.setTimeout(30_000);

beforeEach(() => resetPage());
afterEach(() => restoreApi());

const bodyOf = (request: SentRequest): unknown => JSON.parse(String(request.data)) as unknown;

function render(locale: 'en-US' | 'es-AR' = 'en-US') {
  const user = setupUser();
  renderScreen(<ChangePasswordPage />, { route: '/settings/change-password', locale });
  return user;
}

async function fill(user: ReturnType<typeof setupUser>, current: string, next: string, confirm = next) {
  if (current) await user.type(screen.getByLabelText(/^Current password/), current);
  if (next) await user.type(screen.getByLabelText(/^New password/), next);
  if (confirm) await user.type(screen.getByLabelText(/^Confirm new password/), confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ChangePasswordPage', () => {
  it('sends the current and new password and keeps this session with the token the API answers', async () => {
    localStorage.setItem('access_token', 'old-token');
    const api = mockApi(() => ok({ token: 'new-token', expiresIn: 3600 }));
    const user = render();
    await fill(user, 'Estiba2026', 'Renovada2027');
    expect(
      await screen.findByText('Your password was changed. Every other session has been signed out.'),
    ).toBeInTheDocument();
    expect(api.requests.map((request) => `${request.method} ${request.url}`)).toEqual(['put user/password']);
    expect(bodyOf(api.requests[0]!)).toEqual({
      currentPassword: 'Estiba2026',
      newPassword: 'Renovada2027',
      confirmPassword: 'Renovada2027',
    });
    expect(localStorage.getItem('access_token')).toBe('new-token');
    expect(Number(localStorage.getItem('expires_at'))).toBeGreaterThan(Date.now());
    expect(screen.getByLabelText(/^Current password/)).toHaveValue('');
  });

  it('puts a wrong current password on its field', async () => {
    mockApi(() =>
      failing(400, {
        message: 'The current password is not correct',
        fieldErrors: { currentPassword: 'The current password is not correct' },
      }),
    );
    const user = render();
    await fill(user, 'Wrong2026', 'Renovada2027');
    expect(await screen.findByLabelText(/^Current password/)).toHaveAccessibleDescription(
      'The current password is not correct',
    );
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('checks the fields before sending anything', async () => {
    const api = mockApi(() => ok({ token: 't', expiresIn: 1 }));
    const user = render();
    await fill(user, '', 'short', 'other');
    expect(screen.getByLabelText(/^Current password/)).toHaveAccessibleDescription('This field is required');
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(
      'Password must have at least eight characters, one uppercase letter, one lowercase letter, one number.',
    );
    expect(screen.getByLabelText(/^Confirm new password/)).toHaveAccessibleDescription(
      'Passwords do not match',
    );
    expect(api.requests).toHaveLength(0);
  });

  it("shows the failure's message", async () => {
    mockApi(() => failing(429, { message: 'Too many attempts. Try again in 60 minutes.' }));
    const user = render();
    await fill(user, 'Estiba2026', 'Renovada2027');
    expect(await screen.findByText('Too many attempts. Try again in 60 minutes.')).toBeInTheDocument();
  });

  it('reads in Spanish (es-AR)', () => {
    render('es-AR');
    expect(screen.getByRole('heading', { level: 1, name: 'Cambiar contraseña' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Contraseña actual/)).toBeInTheDocument();
  });
});

describe('passwordFormErrors', () => {
  it('wants a new password that differs from the current one', () => {
    expect(
      passwordFormErrors({
        currentPassword: 'Estiba2026',
        newPassword: 'Estiba2026',
        confirmPassword: 'Estiba2026',
      }),
    ).toEqual({ newPassword: 'settings.changePassword.error.same' });
    expect(
      passwordFormErrors({
        currentPassword: 'a',
        newPassword: 'Renovada2027',
        confirmPassword: 'Renovada2027',
      }),
    ).toEqual({});
  });
});
