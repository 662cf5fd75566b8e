import { act, screen, within } from '@testing-library/react';
import { useTheme } from '@mui/material';
import { DEFAULT_LAYOUT_SETTINGS, sessionActions, THEMES } from '@estiba/shared';
import { makeStore, makeUser, renderWithChrome } from '../layout/testing/renderWithChrome';
import { ShellThemeProvider } from '../theme';
import { SETTINGS_STORAGE_KEY } from './settings.slice';
import { SettingsPanel } from './SettingsPanel';
import { useSettingsPanel } from './useShellSettings';

function OpenPanelButton() {
  const { toggle } = useSettingsPanel();
  return (
    <button type="button" onClick={() => toggle(true)}>
      Open settings
    </button>
  );
}

function PrimaryColour() {
  return <output aria-label="Primary colour">{useTheme().palette.primary.main}</output>;
}

function renderPanel(store = makeStore()) {
  const view = renderWithChrome(
    <ShellThemeProvider>
      <OpenPanelButton />
      <PrimaryColour />
      <SettingsPanel />
    </ShellThemeProvider>,
    { store },
  );
  return view;
}

// The open panel is modal, so the page behind it is hidden from the accessibility tree.
const primaryColour = () => screen.getByRole('status', { name: 'Primary colour', hidden: true });

const saved = () => JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? 'null');

async function openPanel(user: ReturnType<typeof renderPanel>['user']) {
  await user.click(screen.getByRole('button', { name: 'Open settings' }));
  return screen.getByRole('dialog', { name: 'Theme and layout' });
}

beforeEach(() => localStorage.clear());

describe('the settings panel', () => {
  it('saves a visitor’s choices as the defaults and applies the theme at once', async () => {
    const { user } = renderPanel();
    const panel = await openPanel(user);

    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Main' }), 'Sunset');
    await user.click(within(panel).getByRole('radio', { name: 'Top navigation' }));
    await user.click(within(panel).getByRole('switch', { name: 'Custom scrollbars' }));

    expect(primaryColour()).toHaveTextContent(THEMES.sunset.primary);
    expect(saved()).toEqual({
      defaults: {
        theme: { main: 'sunset', navbar: null, toolbar: null, footer: null },
        layout: { ...DEFAULT_LAYOUT_SETTINGS, style: 'layout2', customScrollbars: false },
      },
      users: {},
    });
  });

  it('keeps a signed-in user’s choices under their user id, leaving the defaults alone', async () => {
    const { user } = renderPanel(makeStore(makeUser({ userId: 'u-77' })));
    const panel = await openPanel(user);
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Navigation bar' }), 'Slate');
    await user.click(within(panel).getByRole('radio', { name: 'Boxed' }));

    const stored = saved();
    expect(stored.defaults).toBeNull();
    expect(stored.users['u-77'].theme.navbar).toBe('slate');
    expect(stored.users['u-77'].layout.mode).toBe('boxed');
  });

  it('restores the saved settings on start: the user’s own, else the defaults', async () => {
    localStorage.setItem(
      SETTINGS_STORAGE_KEY,
      JSON.stringify({
        defaults: { theme: { main: 'greeny' }, layout: DEFAULT_LAYOUT_SETTINGS },
        users: { 'u-9': { theme: { main: 'tech' }, layout: { ...DEFAULT_LAYOUT_SETTINGS, scroll: 'body' } } },
      }),
    );
    const store = makeStore();
    const { user } = renderPanel(store);
    expect(primaryColour()).toHaveTextContent(THEMES.greeny.primary);

    act(() => {
      store.dispatch(sessionActions.signedIn(makeUser({ userId: 'u-9' })));
    });
    expect(primaryColour()).toHaveTextContent(THEMES.tech.primary);
    const panel = await openPanel(user);
    expect(within(panel).getByRole('combobox', { name: 'Main' })).toHaveValue('tech');
    expect(within(panel).getByRole('radio', { name: 'Whole page' })).toBeChecked();
  });

  it('ignores saved settings it cannot read', () => {
    localStorage.setItem(SETTINGS_STORAGE_KEY, '{not json');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderPanel();
    expect(primaryColour()).toHaveTextContent(THEMES.default.primary);
    warn.mockRestore();
  });

  it('keeps each colour-theme label in its outline, above the value, even for the default choice', async () => {
    const { user } = renderPanel();
    const panel = await openPanel(user);
    for (const area of ['Main', 'Navigation bar', 'Toolbar', 'Footer']) {
      const select = within(panel).getByRole<HTMLSelectElement>('combobox', { name: area });
      // The empty value still shows an option ('Brand default', 'Same as main'): a label left unshrunk
      // would be drawn on top of it (the browser test measures the two boxes).
      expect(select).toHaveValue('');
      expect(select.selectedOptions[0]).toHaveTextContent(area === 'Main' ? 'Brand default' : 'Same as main');
      const label = panel.querySelector(`label[for="${select.id}"]`);
      expect(label).toHaveTextContent(area);
      expect(label).toHaveAttribute('data-shrink', 'true');
    }
  });

  it('shows the navbar options of the side layout only', async () => {
    const { user } = renderPanel();
    const panel = await openPanel(user);
    expect(within(panel).getAllByRole('radiogroup', { name: 'Position' })).toHaveLength(2);
    expect(within(panel).getByRole('switch', { name: 'Folded' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('radio', { name: 'Compact top navigation' }));
    expect(within(panel).queryByRole('switch', { name: 'Folded' })).not.toBeInTheDocument();
    expect(within(panel).queryAllByRole('radiogroup', { name: 'Position' })).toHaveLength(0);
  });

  it('restores the defaults for the person with Restore the defaults', async () => {
    const { user } = renderPanel();
    const panel = await openPanel(user);
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Main' }), 'Deep ocean');
    await user.click(within(panel).getByRole('button', { name: 'Restore the defaults' }));
    expect(saved()).toEqual({ defaults: null, users: {} });
    expect(within(panel).getByRole('combobox', { name: 'Main' })).toHaveValue('');
  });
});
