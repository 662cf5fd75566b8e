import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ListAltIcon from '@mui/icons-material/ListAlt';
import { bus } from '../bus/bus';
import { assertCompleteLocales } from '../i18n/messages';
import { LOCALES, type Locale } from '../i18n/locales';
import type { Messages, RemoteRouteModule } from '../routing/types';
import { HARNESS_MESSAGES } from './messages';
import { OVERVIEW_PATH, StandaloneHarness } from './StandaloneHarness';

const bundle = (title: string, item: string): Messages => ({
  'test.remote.name': title,
  'test.nav.item': item,
});
const messages = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    locale === 'en-US' ? bundle('Tests', 'Things') : bundle('Pruebas', 'Cosas'),
  ]),
) as Record<Locale, Messages>;

function Hello() {
  return <h1>Hello from the remote</h1>;
}

function Broken(): never {
  throw new Error('chunk missing');
}

const routeModule: RemoteRouteModule = {
  name: 'mf_test',
  routes: [
    { path: '/hello', load: () => Promise.resolve({ default: Hello }), layout: 'app' },
    { path: '/things/:thingId', load: () => Promise.resolve({ default: Hello }), layout: 'app' },
    { path: '/broken', load: () => Promise.resolve({ default: Broken }), layout: 'app' },
  ],
  navigation: [
    {
      id: 'things',
      titleId: 'test.nav.item',
      type: 'item',
      icon: ListAltIcon,
      url: '/things',
      order: 10,
      visibleWhen: 'notProduction',
    },
  ],
  toolbarTitles: { things: 'test.nav.item' },
  messages,
};

function openAt(path: string) {
  window.history.pushState({}, '', path);
  return render(<StandaloneHarness routeModule={routeModule} titleId="test.remote.name" />);
}

beforeEach(() => {
  localStorage.clear();
});

describe('StandaloneHarness', () => {
  it('has its own words in every locale', () => {
    expect(() => assertCompleteLocales(HARNESS_MESSAGES, 'harness')).not.toThrow();
  });

  it('lists the screens a person can open and renders one lazily', async () => {
    openAt('/hello');
    const nav = within(screen.getByRole('navigation'));
    expect(nav.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      OVERVIEW_PATH,
      '/hello',
      '/broken',
    ]);
    expect(await screen.findByRole('heading', { name: 'Hello from the remote' })).toBeInTheDocument();
  });

  it('shows what the remote adds to the shell, with the rules that hide items', () => {
    openAt(OVERVIEW_PATH);
    expect(screen.getByRole('heading', { name: 'What this remote adds to the shell' })).toBeInTheDocument();
    expect(screen.getByText('/things/:thingId')).toBeInTheDocument();
    expect(screen.getAllByText('Things')).toHaveLength(2);
    expect(screen.getByText('hidden in production')).toBeInTheDocument();
  });

  it('shows a retry panel instead of a screen that fails, and keeps the frame', async () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    openAt('/broken');
    const alert = await screen.findByRole('alert');
    quiet.mockRestore();
    expect(alert).toHaveTextContent('This screen could not be loaded: chunk missing');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('navigation')).toBeInTheDocument();
  });

  it('says when no screen matches the address', () => {
    openAt('/nowhere');
    expect(screen.getByText('No screen of this remote matches /nowhere.')).toBeInTheDocument();
  });

  it('switches the language of the remote and of the frame, and tells the bus', async () => {
    const heard: Locale[] = [];
    const off = bus.on('language/changed', ({ language }) => heard.push(language));
    openAt(OVERVIEW_PATH);
    await userEvent.click(screen.getByRole('combobox', { name: 'Language' }));
    await userEvent.click(screen.getByRole('option', { name: 'Español (Argentina)' }));
    expect(screen.getByText(/Pruebas/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Lo que este remoto agrega al shell' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es-AR');
    expect(heard).toEqual(['es-AR']);
    expect(localStorage.getItem('language')).toBe('es-AR');
    off();
  });

  it('takes the starting language from the lang query parameter', () => {
    openAt(`${OVERVIEW_PATH}?lang=es-ES`);
    expect(screen.getByRole('heading', { name: 'Lo que este remoto añade al shell' })).toBeInTheDocument();
    expect(localStorage.getItem('language')).toBe('es-ES');
  });
});
