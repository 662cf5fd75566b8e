import '../../testing/webCrypto';
import { screen, waitFor, within } from '@testing-library/react';
import { bus, selectSession, STORAGE_KEYS, store, type NotifyPayload } from '@estiba/shared';
import { demoUser, loginAnswer } from '../../testing/fixtures';
import {
  failing,
  mockApi,
  noResponse,
  ok,
  restoreApi,
  type MockAnswer,
  type SentRequest,
} from '@estiba/shared/testing';
import { fill, renderScreen, setupUser } from '../../testing/renderScreen';
import { resetPage } from '../../testing/session';
import { jwsClaims } from '../../testing/webCrypto';
import { RegisterPage } from './RegisterPage';

// Typing through Material UI fields is slow on a busy machine; the default 5 s is too tight for it.
jest.setTimeout(30_000);

const COUNTRIES = [
  { id: 1, code: 'MX', name: 'Mexico', phone_code: '+52' },
  { id: 2, code: 'US', name: 'United States', phone_code: '+1' },
  { id: 3, code: 'CO', name: 'Colombia', phone_code: '+57' },
];

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

/** The API as the register screen meets it; `answers` overrides a path's answer. */
function serveApi(answers: Record<string, MockAnswer> = {}) {
  return mockApi((request) => {
    const url = String(request.url);
    if (answers[url]) return answers[url];
    if (url === 'countries') return ok(COUNTRIES);
    if (url === 'auth/signup') return ok({ message: 'Sign-up received' });
    if (url === 'auth/login') return ok(loginAnswer);
    return failing(404, { message: 'Not found' });
  });
}

const textbox = (name: string) => screen.getByRole('textbox', { name });
const select = (name: string) => screen.getByRole('combobox', { name });
const password = () => screen.getByLabelText(/^Password/);
const confirmation = () => screen.getByLabelText(/^Confirm Password/);
const createButton = () => screen.getByRole('button', { name: 'Create account' });

async function renderRegister() {
  const user = setupUser();
  renderScreen(<RegisterPage />, { route: '/register' });
  await screen.findByRole('option', { name: 'Mexico' });
  return user;
}

/**
 * Fills the form in for the tests of what is sent and what comes back: each field pasted into (typing key by
 * key, a re-render of the whole form at each key, is what the messages test does).
 */
async function fillIn(user: ReturnType<typeof setupUser>, company = 'Demo Store Co.') {
  await fill(user, textbox('Name'), 'Dana Demo');
  if (company) await fill(user, textbox('Company Name'), company);
  await fill(user, textbox('Email'), 'dana@demo.test');
  await user.selectOptions(select('Country'), 'Mexico');
  await fill(user, textbox('Phone Number'), '(55) 1234-5678');
  await fill(user, password(), 'Secret123');
  await fill(user, confirmation(), 'Secret123');
}

const sent = (requests: SentRequest[], url: string) => requests.filter((request) => request.url === url);

describe('RegisterPage', () => {
  it('has the fields of spec point 2 under one h1, and a link to log in', async () => {
    serveApi();
    await renderRegister();
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Create your account' })).toBeInTheDocument();
    for (const name of ['Name', 'Email', 'Phone Number']) expect(textbox(name)).toBeRequired();
    expect(textbox('Company Name')).not.toBeRequired();
    expect(textbox('Company Name')).toHaveAccessibleDescription('Optional');
    expect(select('Country')).toBeRequired();
    expect(select('Area code')).toBeInTheDocument();
    expect(password()).toHaveAttribute('type', 'password');
    expect(confirmation()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('lists the countries from GET countries, and the area code follows the chosen country', async () => {
    const api = serveApi();
    const user = await renderRegister();
    expect(sent(api.requests, 'countries')).toHaveLength(1);
    expect(
      within(select('Country'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose your country', 'Mexico', 'United States', 'Colombia']);
    expect(within(select('Area code')).getByRole('option', { name: '+57 (Colombia)' })).toBeInTheDocument();
    await user.selectOptions(select('Country'), 'Colombia');
    await waitFor(() => expect(select('Area code')).toHaveDisplayValue('+57 (Colombia)'));
    await user.selectOptions(select('Area code'), '+1 (United States)');
    await user.selectOptions(select('Country'), 'Mexico');
    expect(select('Area code')).toHaveDisplayValue('+1 (United States)');
  });

  it('raises an error notice with the message when the countries cannot be fetched, and retries', async () => {
    let countriesAnswer: MockAnswer = failing(503);
    const api = mockApi((request) => (request.url === 'countries' ? countriesAnswer : failing(404)));
    const user = setupUser();
    renderScreen(<RegisterPage />, { route: '/register' });
    expect(await screen.findByText('The list of countries could not be loaded.')).toBeInTheDocument();
    expect(notices).toEqual([{ id: 'errors.server503', severity: 'error' }]);

    countriesAnswer = ok(COUNTRIES);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('option', { name: 'Mexico' })).toBeInTheDocument();
    expect(screen.queryByText('The list of countries could not be loaded.')).not.toBeInTheDocument();
    expect(sent(api.requests, 'countries')).toHaveLength(2);
  });

  it("shows the server's own words when it explains the countries failure", async () => {
    mockApi(failing(400, { message: 'Unsupported language' }));
    renderScreen(<RegisterPage />, { route: '/register' });
    await screen.findByText('The list of countries could not be loaded.');
    expect(notices).toEqual([{ text: 'Unsupported language', severity: 'error' }]);
  });

  it('gives the messages of spec point 5, word for word, and keeps the button disabled until all is valid', async () => {
    serveApi();
    const user = await renderRegister();
    expect(createButton()).toBeDisabled();

    await user.type(textbox('Name'), 'Ana');
    await user.type(textbox('Email'), 'ana@demo');
    await user.type(textbox('Phone Number'), '12-3');
    await user.type(password(), 'secret12');
    await user.type(confirmation(), 'secret13');
    await user.click(select('Country'));
    await user.tab();

    expect(textbox('Name')).toHaveAccessibleDescription('Min character length is 4');
    expect(textbox('Email')).toHaveAccessibleDescription('Please enter a valid email');
    expect(textbox('Phone Number')).toHaveAccessibleDescription('Min character length is 4');
    expect(password()).toHaveAccessibleDescription(
      'Password must have at least eight characters, one uppercase letter, one lowercase letter, one number.',
    );
    expect(confirmation()).toHaveAccessibleDescription('Passwords do not match');
    expect(select('Country')).toHaveAccessibleDescription('This field is required');
    expect(createButton()).toBeDisabled();
  });

  it('creates the account with the signed payload, then logs in and goes to /welcome', async () => {
    const api = serveApi();
    const user = await renderRegister();
    await fillIn(user);
    await waitFor(() => expect(createButton()).toBeEnabled());
    await user.click(createButton());

    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/welcome');
    const [signup] = sent(api.requests, 'auth/signup');
    expect(signup.method).toBe('get');
    expect(jwsClaims(String(signup.headers.get('Authorization')))).toMatchObject({
      displayName: 'Dana Demo',
      accountName: 'Demo Store Co.',
      email: 'dana@demo.test',
      countryId: 1,
      phone: '+52 5512345678',
      password: 'Secret123',
      aud: 'estiba-api:payload',
    });
    const [login] = sent(api.requests, 'auth/login');
    expect(jwsClaims(String(login.headers.get('Authorization')))).toMatchObject({
      email: 'dana@demo.test',
      password: 'Secret123',
    });
    expect(api.requests.map((request) => request.url)).toEqual(['countries', 'auth/signup', 'auth/login']);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('access-token-1');
    expect(selectSession(store.getState())).toMatchObject({ status: 'signed-in', user: demoUser });
  });

  it('leaves the company out of the payload when none is given', async () => {
    const api = serveApi();
    const user = await renderRegister();
    await fillIn(user, '');
    await waitFor(() => expect(createButton()).toBeEnabled());
    await user.click(createButton());
    await screen.findByTestId('elsewhere');
    const claims = jwsClaims(String(sent(api.requests, 'auth/signup')[0].headers.get('Authorization')));
    expect(claims).not.toHaveProperty('accountName');
  });

  it("shows the server's message and puts its field errors on the fields, focusing the first", async () => {
    const taken = 'Please enter a valid email';
    serveApi({ 'auth/signup': failing(400, { message: taken, fieldErrors: { email: taken } }) });
    const user = await renderRegister();
    await fillIn(user);
    await waitFor(() => expect(createButton()).toBeEnabled());
    await user.click(createButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(taken);
    expect(textbox('Email')).toHaveAccessibleDescription(taken);
    await waitFor(() => expect(textbox('Email')).toHaveFocus());
    expect(selectSession(store.getState()).status).not.toBe('signed-in');

    await user.type(textbox('Email'), 'x');
    expect(textbox('Email')).not.toHaveAccessibleDescription(taken);
  });

  it.each([
    ['409', failing(409, { message: 'Incorrect Payload' }), 'Incorrect Payload'],
    ['no response', noResponse(), 'Something went wrong, we are working on a solution.'],
  ])('says %s plainly, with the focus on the message', async (_case, answer, text) => {
    serveApi({ 'auth/signup': answer });
    const user = await renderRegister();
    await fillIn(user);
    await waitFor(() => expect(createButton()).toBeEnabled());
    await user.click(createButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
    await waitFor(() => expect(alert).toHaveFocus());
  });

  it('sends the person to their e-mail when the sign-in after the sign-up is refused', async () => {
    // What an e-mail that already had an account meets: the sign-up's usual answer, then a refused sign-in.
    serveApi({ 'auth/login': failing(401, { message: 'Invalid username or password', field: 'password' }) });
    const user = await renderRegister();
    await fillIn(user);
    await waitFor(() => expect(createButton()).toBeEnabled());
    await user.click(createButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Check your e-mail: we could not sign you in with these details, and we have sent a message to dana@demo.test with what to do next.',
    );
    expect(alert).not.toHaveTextContent('Invalid username or password');
    // Not an error: nothing was mistyped, the next step is in the mailbox.
    expect(alert).toHaveClass('MuiAlert-colorInfo');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });

  it('reports the login that follows a created account when that login fails', async () => {
    serveApi({ 'auth/login': failing(429, { message: 'Too many attempts. Try again in 2 minutes.' }) });
    const user = await renderRegister();
    await fillIn(user);
    await waitFor(() => expect(createButton()).toBeEnabled());
    await user.click(createButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 2 minutes.');
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });
});
