// The settings' reducer, written without immer: each action's effect, the stored settings it starts from,
// and no change to the state before an action.
import { DEFAULT_LAYOUT_SETTINGS } from '@estiba/shared';
import {
  FOLLOW_THEMES,
  SETTINGS_STORAGE_KEY,
  settingsActions,
  settingsReducer,
  type ShellSettings,
  type ShellSettingsState,
} from './settings.slice';

const ocean: ShellSettings = { theme: { ...FOLLOW_THEMES, main: 'sunset' }, layout: DEFAULT_LAYOUT_SETTINGS };
const empty = (): ShellSettingsState => ({ stored: { defaults: null, users: {} }, panelOpen: false });

afterEach(() => localStorage.clear());

describe('the settings reducer', () => {
  it('starts from the settings saved in this browser', () => {
    localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ defaults: ocean, users: {} }));
    const state = settingsReducer(undefined, { type: '@@init' });
    expect(state.panelOpen).toBe(false);
    expect(state.stored.defaults?.layout).toEqual(DEFAULT_LAYOUT_SETTINGS);
  });

  it('keeps a visitor’s choice as the defaults and a user’s under their id, leaving the state before alone', () => {
    const before = empty();
    const visitor = settingsReducer(
      before,
      settingsActions.settingsChanged({ userId: null, settings: ocean }),
    );
    expect(visitor.stored).toEqual({ defaults: ocean, users: {} });
    const user = settingsReducer(
      visitor,
      settingsActions.settingsChanged({ userId: 'u-1', settings: ocean }),
    );
    expect(user.stored).toEqual({ defaults: ocean, users: { 'u-1': ocean } });
    expect(before).toEqual(empty());
    expect(visitor.stored.users).toEqual({});
  });

  it('forgets a user’s own choices, or the defaults for a visitor', () => {
    const both = { ...empty(), stored: { defaults: ocean, users: { 'u-1': ocean, 'u-2': ocean } } };
    expect(settingsReducer(both, settingsActions.settingsReset({ userId: 'u-1' })).stored).toEqual({
      defaults: ocean,
      users: { 'u-2': ocean },
    });
    expect(settingsReducer(both, settingsActions.settingsReset({ userId: null })).stored.defaults).toBeNull();
    expect(settingsReducer(both, settingsActions.settingsReset({ userId: 'nobody' }))).toBe(both);
    expect(Object.keys(both.stored.users)).toEqual(['u-1', 'u-2']);
  });

  it('takes another tab’s settings, toggles the panel, and ignores other actions', () => {
    const restored = settingsReducer(
      empty(),
      settingsActions.settingsRestored({ defaults: ocean, users: {} }),
    );
    expect(restored.stored.defaults).toBe(ocean);
    const open = settingsReducer(restored, settingsActions.panelToggled());
    expect(open.panelOpen).toBe(true);
    expect(settingsReducer(open, settingsActions.panelToggled()).panelOpen).toBe(false);
    expect(settingsReducer(open, settingsActions.panelToggled(true)).panelOpen).toBe(true);
    expect(settingsReducer(open, { type: 'session/signedIn' })).toBe(open);
  });
});
