import type { UnknownAction } from '@reduxjs/toolkit';
import {
  createAction,
  DEFAULT_LAYOUT_SETTINGS,
  isLayoutSettings,
  THEME_NAMES,
  type LayoutSettings,
  type ThemeName,
} from '@estiba/shared';

/** Where a person's choices are kept between visits. */
export const SETTINGS_STORAGE_KEY = 'estiba_settings';

/** The colour theme of each area; `null` follows: main → the brand's theme → default, the others → main. */
export interface ThemeChoice {
  main: ThemeName | null;
  navbar: ThemeName | null;
  toolbar: ThemeName | null;
  footer: ThemeName | null;
}

export interface ShellSettings {
  theme: ThemeChoice;
  layout: LayoutSettings;
}

/**
 * Everything saved: visitors' choices are the defaults (spec point 6: a guest saves settings as
 * defaults), a signed-in user's own choices are kept under their user id and win over the defaults.
 */
export interface StoredSettings {
  defaults: ShellSettings | null;
  users: Record<string, ShellSettings>;
}

export interface ShellSettingsState {
  stored: StoredSettings;
  panelOpen: boolean;
}

export const FOLLOW_THEMES: ThemeChoice = { main: null, navbar: null, toolbar: null, footer: null };

export const INITIAL_SETTINGS: ShellSettings = { theme: FOLLOW_THEMES, layout: DEFAULT_LAYOUT_SETTINGS };

const isThemeName = (value: unknown): value is ThemeName =>
  typeof value === 'string' && (THEME_NAMES as readonly string[]).includes(value);

const themeOrNull = (value: unknown): ThemeName | null => (isThemeName(value) ? value : null);

/** Reads one saved settings object, dropping anything a former version or a hand edit left invalid. */
function parseSettings(raw: unknown): ShellSettings | null {
  if (!raw || typeof raw !== 'object') return null;
  const { theme, layout } = raw as { theme?: Partial<Record<keyof ThemeChoice, unknown>>; layout?: unknown };
  return {
    theme: {
      main: themeOrNull(theme?.main),
      navbar: themeOrNull(theme?.navbar),
      toolbar: themeOrNull(theme?.toolbar),
      footer: themeOrNull(theme?.footer),
    },
    layout: isLayoutSettings(layout) ? layout : DEFAULT_LAYOUT_SETTINGS,
  };
}

/** Parses the saved JSON text; anything unreadable gives empty settings. */
export function parseStoredSettings(raw: string | null | undefined): StoredSettings {
  try {
    if (!raw) return { defaults: null, users: {} };
    const parsed = JSON.parse(raw) as { defaults?: unknown; users?: unknown };
    const savedUsers =
      parsed.users && typeof parsed.users === 'object' ? (parsed.users as Record<string, unknown>) : {};
    const users: Record<string, ShellSettings> = {};
    for (const [userId, value] of Object.entries(savedUsers)) {
      const settings = parseSettings(value);
      if (settings) users[userId] = settings;
    }
    return { defaults: parseSettings(parsed.defaults), users };
  } catch (error) {
    // A corrupt entry must not keep the page from drawing; start from the defaults.
    console.warn(`${SETTINGS_STORAGE_KEY} could not be read; using the default settings`, error);
    return { defaults: null, users: {} };
  }
}

export function loadStoredSettings(storage: Storage | undefined = globalThis.localStorage): StoredSettings {
  try {
    return parseStoredSettings(storage?.getItem(SETTINGS_STORAGE_KEY));
  } catch (error) {
    // Storage itself can refuse access (blocked cookies); the defaults still draw the page.
    console.warn(`${SETTINGS_STORAGE_KEY} could not be read; using the default settings`, error);
    return { defaults: null, users: {} };
  }
}

export function saveStoredSettings(
  stored: StoredSettings,
  storage: Storage | undefined = globalThis.localStorage,
) {
  try {
    storage?.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(stored));
  } catch (error) {
    // Private browsing or a full quota: the choice still applies for this visit.
    console.warn(`${SETTINGS_STORAGE_KEY} could not be saved`, error);
  }
}

const action = <P>(name: string) => createAction<P>(`shellSettings/${name}`);

export const settingsActions = {
  /** New settings for the signed-in user (`userId`), or the defaults when a visitor (null) chose them. */
  settingsChanged: action<{ userId: string | null; settings: ShellSettings }>('settingsChanged'),
  /** Forget the person's own choices (back to the defaults). */
  settingsReset: action<{ userId: string | null }>('settingsReset'),
  /** Another tab saved new settings; take them so every open tab looks the same. */
  settingsRestored: action<StoredSettings>('settingsRestored'),
  panelToggled: action<boolean | undefined>('panelToggled'),
};

/**
 * Written without immer, as shared's own slices (every change returns a new state): the settings are part
 * of every page's start, and Redux Toolkit is not (issue 15).
 */
export function settingsReducer(
  state: ShellSettingsState | undefined,
  action: UnknownAction,
): ShellSettingsState {
  const current = state ?? { stored: loadStoredSettings(), panelOpen: false };
  const { stored } = current;
  if (settingsActions.settingsChanged.match(action)) {
    const { userId, settings } = action.payload;
    const next = userId
      ? { ...stored, users: { ...stored.users, [userId]: settings } }
      : { ...stored, defaults: settings };
    return { ...current, stored: next };
  }
  if (settingsActions.settingsReset.match(action)) {
    const { userId } = action.payload;
    if (!userId) return { ...current, stored: { ...stored, defaults: null } };
    if (!(userId in stored.users)) return current;
    const users = { ...stored.users };
    delete users[userId];
    return { ...current, stored: { ...stored, users } };
  }
  if (settingsActions.settingsRestored.match(action)) return { ...current, stored: action.payload };
  if (settingsActions.panelToggled.match(action))
    return { ...current, panelOpen: action.payload ?? !current.panelOpen };
  return current;
}
