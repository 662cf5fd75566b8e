export {
  SETTINGS_STORAGE_KEY,
  settingsActions,
  settingsReducer,
  type ShellSettings,
  type ThemeChoice,
} from './settings.slice';
export {
  DEFAULT_THEME_NAME,
  resolveThemes,
  SETTINGS_STORE_KEY,
  useResolvedThemes,
  useSettingsPanel,
  useSettingsSync,
  useShellSettings,
  useUpdateSettings,
} from './useShellSettings';
export { SettingsPanel, SETTINGS_PANEL_ID } from './SettingsPanel';
