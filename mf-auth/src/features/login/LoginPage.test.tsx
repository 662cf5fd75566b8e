import '../../testing/webCrypto';
import { screen, waitFor } from '@testing-library/react';
import { selectSession, STORAGE_KEYS, store } from '@estiba/shared';
import { demoUser, loginAnswer } from '../../testing/fixtures';
import { failing, mockApi, noResponse, ok, restoreApi, type MockAnswer } from '@estiba/shared/testing';
import { renderScreen, setupUser } from '../../testing/renderScreen';
import { resetPage } from '../../testing/session';
import { jwsClaims } from '../../testing/webCrypto';
import { LoginPage } from './LoginPage';

// Typing through Material UI fields is slow on a busy machine; the default 5 s is too tight for it.
jest.setTimeout(20_000);
beforeEach(resetPage);
afterEach(restoreApi);

const emailField = () => screen.getByRole('textbox', { name: 'Email' });
const passwordField = () => screen.getByLabelText(/^Password/);
const submit = () => screen.getByRole('button', { name: 'Log in' });

function renderLogin(locale: 'en-US' | 'es-MX' = 'en-US') {
  const user = setupUser();
  renderScreen(<LoginPage />, { route: '/login', locale });
  return user;
}

async function logIn(
  user: ReturnType<typeof setupUser>,
  email = 'demo@estiba.test',
  password = 'Estiba2026',
) {
  await user.type(emailField(), email);
  await user.type(passwordField(), password);
  await user.click(submit());
}

describe('LoginPage', () => {
  it('shows the form under one h1, with a link to create an account', () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Log in' })).toBeInTheDocument();
    expect(emailField()).toBeRequired();
    expect(passwordField()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
  });

  it('checks the login rules on send and takes the focus to the first field in error', async () => {
    const api = mockApi(ok(loginAnswer));
    const user = renderLogin();
    await user.click(submit());
    expect(emailField()).toHaveAccessibleDescription('This field is required');
    expect(passwordField()).toHaveAccessibleDescription('This field is required');
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(emailField()).toHaveFocus());

    await user.type(emailField(), 'a@b');
    await user.type(passwordField(), '1234567');
    await user.tab();
    expect(emailField()).toHaveAccessibleDescription('Min character length is 4');
    expect(passwordField()).toHaveAccessibleDescription('Min character length is 8');
    expect(api.requests).toHaveLength(0);
  });

  it('signs in with the signed credentials: token stored, the user in the store, then /welcome', async () => {
    const api = mockApi(ok(loginAnswer));
    const user = renderLogin();
    await logIn(user, ' demo@estiba.test ', 'Estiba2026');

    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/welcome');
    const [request] = api.requests;
    expect([request.method, request.url]).toEqual(['get', 'auth/login']);
    const authorization = String(request.headers.get('Authorization'));
    expect(authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
    expect(jwsClaims(authorization)).toMatchObject({
      email: 'demo@estiba.test',
      password: 'Estiba2026',
      aud: 'estiba-api:payload',
    });
    expect(request.headers.get('Accept-Language')).toBe('en-US');
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('access-token-1');
    expect(Number(localStorage.getItem(STORAGE_KEYS.expiresAt))).toBeGreaterThan(Date.now());
    expect(selectSession(store.getState())).toMatchObject({ status: 'signed-in', user: demoUser });
  });

  const failures: Array<[string, MockAnswer, 'Email' | 'Password', string]> = [
    [
      '401 on the password',
      failing(401, { message: 'Invalid username or password', field: 'password' }),
      'Password',
      'Invalid username or password',
    ],
    [
      '401 on the e-mail',
      failing(401, { message: 'Invalid username or password', field: 'email' }),
      'Email',
      'Invalid username or password',
    ],
    ['409', failing(409, { message: 'Incorrect Payload' }), 'Email', 'Incorrect Payload'],
    [
      'another status',
      failing(400, { message: 'body/email must match format' }),
      'Email',
      'Sorry, something went wrong',
    ],
    ['no response', noResponse(), 'Email', 'Something went wrong, we are working on a solution.'],
    [
      '429',
      failing(429, { message: 'Too many attempts. Try again in 4 minutes.' }),
      'Email',
      'Too many attempts. Try again in 4 minutes.',
    ],
    [
      '500',
      failing(500, {}),
      'Email',
      "Sorry, we're experiencing technical difficulties. Contact us for assistance.",
    ],
  ];

  it.each(failures)(
    'shows %s on the field it concerns and focuses it',
    async (_case, answer, label, text) => {
      mockApi(answer);
      const user = renderLogin();
      await logIn(user);
      const field = label === 'Email' ? emailField : passwordField;
      await waitFor(() => expect(field()).toHaveAccessibleDescription(text));
      expect(field()).toHaveAttribute('aria-invalid', 'true');
      await waitFor(() => expect(field()).toHaveFocus());
      expect(selectSession(store.getState()).status).not.toBe('signed-in');
      expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    },
  );

  it("drops the server's error once the person edits that field", async () => {
    mockApi(failing(401, { message: 'Invalid username or password', field: 'password' }));
    const user = renderLogin();
    await logIn(user);
    await waitFor(() => expect(passwordField()).toHaveAccessibleDescription('Invalid username or password'));
    await user.type(passwordField(), 'x');
    expect(passwordField()).not.toHaveAccessibleDescription('Invalid username or password');
    expect(passwordField()).toHaveAttribute('aria-invalid', 'false');
  });

  it('speaks Spanish in es-MX, errors included', async () => {
    mockApi(failing(401, { message: 'Invalid username or password', field: 'password' }));
    const user = setupUser();
    renderScreen(<LoginPage />, { route: '/login', locale: 'es-MX' });
    expect(screen.getByRole('heading', { level: 1, name: 'Inicia sesión' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    const email = screen.getByRole('textbox', { name: 'Correo electrónico' });
    expect(email).toHaveAccessibleDescription('Este campo es obligatorio');
    await user.type(email, 'demo@estiba.test');
    await user.type(screen.getByLabelText(/^Contraseña/), 'Estiba2026');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Contraseña/)).toHaveAccessibleDescription(
        'Usuario o contraseña inválidos',
      ),
    );
  });
});
