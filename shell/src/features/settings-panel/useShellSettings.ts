import { useCallback, useEffect, useMemo } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { selectUser, type LayoutSettings, type SessionState, type ThemeName } from '@estiba/shared';
import { useBrand } from '../branding';
import {
  INITIAL_SETTINGS,
  parseStoredSettings,
  saveStoredSettings,
  SETTINGS_STORAGE_KEY,
  settingsActions,
  type ShellSettings,
  type ShellSettingsState,
  type StoredSettings,
  type ThemeChoice,
} from './settings.slice';

/** The store key the shell injects `settingsReducer` under. */
export const SETTINGS_STORE_KEY = 'shellSettings';

type WithSettings = { [SETTINGS_STORE_KEY]?: ShellSettingsState; session: SessionState };

const EMPTY_STORED: StoredSettings = { defaults: null, users: {} };

// The slice is injected by the app at start; until then (and in isolated tests) the product defaults apply.
export const selectStoredSettings = (state: WithSettings): StoredSettings =>
  state[SETTINGS_STORE_KEY]?.stored ?? EMPTY_STORED;

export const selectPanelOpen = (state: WithSettings): boolean =>
  state[SETTINGS_STORE_KEY]?.panelOpen ?? false;

/** Whose settings apply: the signed-in user's id, or null for a visitor (whose choices are the defaults). */
const selectSettingsOwner = (state: WithSettings): string | null => selectUser(state)?.userId ?? null;

/** The settings in force: the user's own, else the saved defaults, else the product's. */
export const selectShellSettings = (state: WithSettings): ShellSettings => {
  const stored = selectStoredSettings(state);
  const owner = selectSettingsOwner(state);
  return (owner ? stored.users[owner] : undefined) ?? stored.defaults ?? INITIAL_SETTINGS;
};

export function useShellSettings(): ShellSettings {
  return useSelector(selectShellSettings);
}

/** The product's theme when neither the person nor the brand chose one. */
export const DEFAULT_THEME_NAME: ThemeName = 'default';

/**
 * The colour theme of each area: main is the person's choice, else the brand's, else the default;
 * navbar, toolbar and footer are their own choice, else main.
 */
export function resolveThemes(
  choice: ThemeChoice,
  brandTheme: ThemeName | null,
): Record<keyof ThemeChoice, ThemeName> {
  const main = choice.main ?? brandTheme ?? DEFAULT_THEME_NAME;
  return {
    main,
    navbar: choice.navbar ?? main,
    toolbar: choice.toolbar ?? main,
    footer: choice.footer ?? main,
  };
}

export function useResolvedThemes(): Record<keyof ThemeChoice, ThemeName> {
  const { theme } = useShellSettings();
  const brand = useBrand();
  return useMemo(() => resolveThemes(theme, brand.themeName), [theme, brand.themeName]);
}

export interface SettingsUpdater {
  setTheme: (area: keyof ThemeChoice, name: ThemeChoice[keyof ThemeChoice]) => void;
  setLayout: (change: (layout: LayoutSettings) => LayoutSettings) => void;
  reset: () => void;
}

/**
 * Changes the settings in force and saves them at once: a visitor's choices become the defaults
 * (spec point 6), a signed-in user's are kept under their user id.
 */
export function useUpdateSettings(): SettingsUpdater {
  const dispatch = useDispatch();
  const store = useStore<WithSettings>();

  const commit = useCallback(
    (next: (current: ShellSettings) => ShellSettings | null) => {
      const state = store.getState();
      const userId = selectSettingsOwner(state);
      const settings = next(selectShellSettings(state));
      dispatch(
        settings
          ? settingsActions.settingsChanged({ userId, settings })
          : settingsActions.settingsReset({ userId }),
      );
      saveStoredSettings(selectStoredSettings(store.getState()));
    },
    [dispatch, store],
  );

  return {
    setTheme: useCallback(
      (area, name) => commit((current) => ({ ...current, theme: { ...current.theme, [area]: name } })),
      [commit],
    ),
    setLayout: useCallback(
      (change) => commit((current) => ({ ...current, layout: change(current.layout) })),
      [commit],
    ),
    reset: useCallback(() => commit(() => null), [commit]),
  };
}

export function useSettingsPanel(): { open: boolean; toggle: (open?: boolean) => void } {
  const dispatch = useDispatch();
  const open = useSelector(selectPanelOpen);
  const toggle = useCallback((value?: boolean) => dispatch(settingsActions.panelToggled(value)), [dispatch]);
  return { open, toggle };
}

/** Keeps every open tab on the same settings: another tab's save arrives as a `storage` event. */
export function useSettingsSync(): void {
  const dispatch = useDispatch();
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== SETTINGS_STORAGE_KEY) return;
      dispatch(settingsActions.settingsRestored(parseStoredSettings(event.newValue)));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [dispatch]);
}
