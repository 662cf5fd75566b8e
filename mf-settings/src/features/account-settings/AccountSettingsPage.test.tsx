import { screen } from '@testing-library/react';
import { bus, selectUser, store } from '@estiba/shared';
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
import { AccountSettingsPage } from './AccountSettingsPage';
import { accountFormErrors } from './account.rules';

jest.setTimeout(30_000);

const account = {
  displayName: 'Dana Demo',
  email: 'demo@estiba.test',
  companyName: 'Demo Store Co.',
  phone: '+52 5512345678',
  lang: 'en-US',
  timeZone: null,
  pendingEmail: null,
};

const bodyOf = (request: SentRequest): unknown => JSON.parse(String(request.data)) as unknown;

function api(
  save: (request: SentRequest) => ReturnType<typeof ok> = (request) =>
    ok({ ...account, ...(bodyOf(request) as object) }),
) {
  return mockApi((request) => (request.method === 'get' ? ok(account) : save(request)));
}

beforeEach(() => resetPage());
afterEach(() => {
  restoreApi();
  jest.restoreAllMocks();
});

async function render(locale: 'en-US' | 'es-CL' = 'en-US') {
  const user = setupUser();
  renderScreen(<AccountSettingsPage />, { route: '/settings/account-settings', locale });
  await screen.findByRole('button', { name: locale === 'en-US' ? 'Save' : 'Guardar' });
  return user;
}

describe('AccountSettingsPage', () => {
  it('saves name, company, phone, language and time zone, and the session and page follow', async () => {
    const languages: string[] = [];
    const off = bus.on('language/changed', ({ language }) => languages.push(language));
    const sent = api();
    const user = await render();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Dana Demo');
    expect(screen.getByRole('textbox', { name: 'Company' })).toHaveValue('Demo Store Co.');
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Dana Ortega');
    await user.clear(screen.getByRole('textbox', { name: 'Company' }));
    await user.type(screen.getByRole('textbox', { name: 'Company' }), 'Demo Store Mexico');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'es-MX');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Time zone' }), 'America/Mexico_City');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your account settings were saved.')).toBeInTheDocument();
    const save = sent.requests.find((request) => request.method === 'put')!;
    expect(save.url).toBe('user/account');
    expect(bodyOf(save)).toEqual({
      displayName: 'Dana Ortega',
      companyName: 'Demo Store Mexico',
      phone: '+52 5512345678',
      lang: 'es-MX',
      timeZone: 'America/Mexico_City',
    });
    expect(selectUser(store.getState())).toMatchObject({
      displayName: 'Dana Ortega',
      clientName: 'Demo Store Mexico',
      lang: 'es-MX',
      timeZone: 'America/Mexico_City',
    });
    expect(languages).toEqual(['es-MX']);
    off();
  });

  it('checks the fields before sending, and shows the server reasons on theirs', async () => {
    const sent = api(() =>
      failing(400, {
        message: 'Choose a time zone from the list',
        fieldErrors: { timeZone: 'Choose a time zone from the list' },
      }),
    );
    const user = await render();
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Al');
    await user.clear(screen.getByRole('textbox', { name: 'Phone' }));
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '5512345678');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Min character length is 4',
    );
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(
      'Write the area prefix, a space, then at least 4 digits',
    );
    expect(sent.requests.filter((request) => request.method === 'put')).toEqual([]);

    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Dana Ortega');
    await user.clear(screen.getByRole('textbox', { name: 'Phone' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('combobox', { name: 'Time zone' })).toHaveAccessibleDescription(
      'Choose a time zone from the list',
    );
    // An empty phone is sent as none.
    expect(bodyOf(sent.requests.find((request) => request.method === 'put')!)).toMatchObject({ phone: null });
  });

  it("does not offer staff the operator's company", async () => {
    resetPage({ ...demoMerchant, role: ['staff'] });
    const sent = api();
    const user = await render();
    expect(screen.queryByRole('textbox', { name: 'Company' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Your account settings were saved.');
    expect(bodyOf(sent.requests.find((request) => request.method === 'put')!)).not.toHaveProperty(
      'companyName',
    );
  });

  it('offers Retry when the account does not load', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockApi(() => failing(503));
    const user = setupUser();
    renderScreen(<AccountSettingsPage />, { route: '/settings/account-settings' });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    api();
    await user.click(retry);
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Dana Demo');
  });

  it('reads in Spanish (es-CL)', async () => {
    api();
    await render('es-CL');
    expect(screen.getByRole('heading', { level: 1, name: 'Configuración de la cuenta' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Zona horaria' })).toHaveDisplayValue(
      'La zona horaria de este navegador',
    );
  });
});

describe('accountFormErrors', () => {
  it('accepts a phone with its area prefix, or none, and checks the company only for merchants', () => {
    const form = {
      displayName: 'Dana',
      companyName: '',
      phone: '+1-787 5551234',
      lang: 'en-US',
      timeZone: '',
    };
    expect(accountFormErrors(form, false)).toEqual({});
    expect(accountFormErrors(form, true)).toEqual({ companyName: 'settings.form.required' });
    expect(accountFormErrors({ ...form, phone: '' }, false)).toEqual({});
  });
});
