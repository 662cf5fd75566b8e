import { screen, waitFor, within } from '@testing-library/react';
import { bus, type NotifyPayload } from '@estiba/shared';
import { failing, mockApi, noResponse, ok, restoreApi } from '@estiba/shared/testing';
import { authMessages, renderScreen, setupUser } from '../../testing/renderScreen';
import { resetPage } from '../../testing/session';
import { LoginPage } from './LoginPage';

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

async function openDialog() {
  const user = setupUser();
  renderScreen(<LoginPage />, { route: '/login' });
  await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
  const dialog = await screen.findByRole('dialog', { name: 'Recover your password' });
  return { user, dialog: within(dialog) };
}

describe('Forgot password dialog', () => {
  it('opens from the login form, says what it does, and keeps Send disabled until the e-mail is valid', async () => {
    const { user, dialog } = await openDialog();
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(
      'Enter the e-mail of your account and we will send you a link to choose a new password.',
    );
    const email = dialog.getByRole('textbox', { name: 'Email' });
    const send = dialog.getByRole('button', { name: 'Send' });
    await waitFor(() => expect(send).toBeDisabled());
    await user.type(email, 'demo@estiba');
    await user.tab();
    expect(email).toHaveAccessibleDescription('Please enter a valid email');
    expect(send).toBeDisabled();
    await user.type(email, '.test');
    await waitFor(() => expect(send).toBeEnabled());
  });

  it("asks for the e-mail, then says 'E-mail sent successfully to {email}' and closes", async () => {
    const api = mockApi(ok({ message: 'sent' }));
    const { user, dialog } = await openDialog();
    await user.type(dialog.getByRole('textbox', { name: 'Email' }), 'demo@estiba.test');
    await user.click(dialog.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requests).toHaveLength(1);
    const [request] = api.requests;
    expect([request.method, request.url]).toEqual(['post', 'auth/new-password']);
    expect(JSON.parse(String(request.data))).toEqual({ email: 'demo@estiba.test', language: 'en-US' });
    expect(notices).toEqual([
      { id: 'auth.forgotPassword.sent', values: { email: 'demo@estiba.test' }, severity: 'success' },
    ]);
    expect(authMessages('en-US')['auth.forgotPassword.sent']).toBe('E-mail sent successfully to {email}');
  });

  it("shows the server's message as an error and stays open", async () => {
    mockApi(failing(429, { message: 'Too many attempts. Try again in 60 minutes.' }));
    const { user, dialog } = await openDialog();
    await user.type(dialog.getByRole('textbox', { name: 'Email' }), 'demo@estiba.test');
    await user.click(dialog.getByRole('button', { name: 'Send' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 60 minutes.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(notices).toEqual([]);
  });

  it('says so when the server does not answer', async () => {
    mockApi(noResponse());
    const { user, dialog } = await openDialog();
    await user.type(dialog.getByRole('textbox', { name: 'Email' }), 'demo@estiba.test');
    await user.click(dialog.getByRole('button', { name: 'Send' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Something went wrong, we are working on a solution.',
    );
  });

  it('closes with Cancel and opens empty again', async () => {
    const { user, dialog } = await openDialog();
    await user.type(dialog.getByRole('textbox', { name: 'Email' }), 'someone@');
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const reopened = within(await screen.findByRole('dialog'));
    expect(reopened.getByRole('textbox', { name: 'Email' })).toHaveValue('');
  });
});
