import '../../testing/webCrypto';
import { screen, waitFor } from '@testing-library/react';
import { bus, STORAGE_KEYS, type NotifyPayload } from '@estiba/shared';
import { failing, mockApi, noResponse, ok, restoreApi, type MockAnswer } from '@estiba/shared/testing';
import { authMessages, renderScreen, setupUser } from '../../testing/renderScreen';
import { resetPage } from '../../testing/session';
import { jwsClaims } from '../../testing/webCrypto';
import { ResetPasswordPage } from './ResetPasswordPage';

// Typing through Material UI fields is slow on a busy machine; the default 5 s is too tight for it.
jest.setTimeout(20_000);

let notices: NotifyPayload[] = [];
let stopListening: () => void = () => undefined;
beforeEach(() => {
  resetPage();
  notices = [];
  stopListening = bus.on('notify', (notice) => notices.push(notice));
});
afterEach(() => {
  stopListening();
  restoreApi();
});

const newPassword = () => screen.getByLabelText(/^New password/);
const confirmation = () => screen.getByLabelText(/^Confirm Password/);
const changeButton = () => screen.getByRole('button', { name: 'Change password' });

function renderReset(url = '/forget-password?token=reset-token-1') {
  const user = setupUser();
  renderScreen(<ResetPasswordPage />, { route: '/forget-password', url });
  return user;
}

async function choose(user: ReturnType<typeof setupUser>, password = 'NewSecret9', confirm = password) {
  await user.type(newPassword(), password);
  await user.type(confirmation(), confirm);
  await user.click(changeButton());
}

describe('ResetPasswordPage', () => {
  it('asks for the new password twice under one h1', () => {
    renderReset();
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Choose a new password' })).toBeInTheDocument();
    expect(newPassword()).toHaveAttribute('type', 'password');
    expect(newPassword()).toHaveAttribute('autocomplete', 'new-password');
    expect(confirmation()).toBeRequired();
  });

  it('says the link is unusable without a token, and offers the way back to log in', () => {
    renderReset('/forget-password');
    expect(
      screen.getByText('This link has no reset code. Ask for a new e-mail from the login page.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('applies the registration rule and wants the same confirmation', async () => {
    const api = mockApi(ok({}));
    const user = renderReset();
    await choose(user, 'newsecret', 'newsecret2');
    expect(newPassword()).toHaveAccessibleDescription(
      'Password must have at least eight characters, one uppercase letter, one lowercase letter, one number.',
    );
    expect(confirmation()).toHaveAccessibleDescription('Passwords do not match');
    await waitFor(() => expect(newPassword()).toHaveFocus());
    expect(api.requests).toHaveLength(0);
  });

  it("sends the signed new password with the reset token, says 'Password changed correctly.' and goes to /", async () => {
    // A stored session must not replace the reset token as the bearer.
    localStorage.setItem(STORAGE_KEYS.accessToken, 'some-session');
    const api = mockApi(ok({ message: 'Password changed' }));
    const user = renderReset();
    await choose(user);

    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(/^\/$/);
    const [request] = api.requests;
    expect([request.method, request.url]).toEqual(['put', 'auth/new-password']);
    expect(request.headers.get('Authorization')).toBe('Bearer reset-token-1');
    const body = JSON.parse(String(request.data)) as { encriptedPayload: string };
    expect(Object.keys(body)).toEqual(['encriptedPayload']);
    expect(jwsClaims(body.encriptedPayload)).toMatchObject({
      password: 'NewSecret9',
      confirmPassword: 'NewSecret9',
      aud: 'estiba-api:payload',
    });
    expect(notices).toEqual([{ id: 'auth.resetPassword.changed', severity: 'success' }]);
    expect(authMessages('en-US')['auth.resetPassword.changed']).toBe('Password changed correctly.');
  });

  const failures: Array<[string, MockAnswer, string]> = [
    ['401', failing(401, { message: 'Unauthorized.' }), 'Unauthorized.'],
    ['422', failing(422, { message: 'mismatch' }), 'Password and Confirm password did not match.'],
    [
      '400 with a reason',
      failing(400, { message: 'The password does not follow the rule.' }),
      'The password does not follow the rule.',
    ],
    ['503', failing(503), 'This process may take a little longer.'],
    ['no response', noResponse(), 'Something went wrong, we are working on a solution.'],
  ];

  it.each(failures)('shows the error notice for %s and stays', async (_case, answer, text) => {
    mockApi(answer);
    const user = renderReset();
    await choose(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.queryByTestId('elsewhere')).not.toBeInTheDocument();
    expect(notices).toEqual([]);
  });

  it('speaks Spanish in es-ES', () => {
    renderScreen(<ResetPasswordPage />, {
      route: '/forget-password',
      url: '/forget-password?token=t',
      locale: 'es-ES',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Elige una contraseña nueva' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cambiar contraseña' })).toBeInTheDocument();
  });
});
