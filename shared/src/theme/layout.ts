// Theme and layout settings of spec point 3, as the settings panel saves them.
import { isThemeName, type ThemeName } from './themes';

export type LayoutStyle = 'layout1' | 'layout2' | 'layout3';
export const LAYOUT_STYLES: readonly LayoutStyle[] = ['layout1', 'layout2', 'layout3'];

export interface LayoutSettings {
  style: LayoutStyle;
  mode: 'boxed' | 'fullwidth' | 'container';
  scroll: 'body' | 'content';
  navbar: { display: boolean; style: 'style-1' | 'style-2'; position: 'left' | 'right'; folded: boolean };
  toolbar: { display: boolean; style: 'fixed' | 'static'; position: 'above' | 'below' };
  footer: { display: boolean; style: 'fixed' | 'static' };
  customScrollbars: boolean;
}

/** Spec point 9: layout1 with custom scrollbars on. */
export const DEFAULT_LAYOUT_SETTINGS: LayoutSettings = {
  style: 'layout1',
  mode: 'fullwidth',
  scroll: 'content',
  navbar: { display: true, style: 'style-1', position: 'left', folded: false },
  toolbar: { display: true, style: 'fixed', position: 'below' },
  footer: { display: true, style: 'fixed' },
  customScrollbars: true,
};

/** Spec point 3: a theme for the main area, the navbar, the toolbar and the footer. */
export interface ThemeSettings {
  main: ThemeName;
  navbar: ThemeName;
  toolbar: ThemeName;
  footer: ThemeName;
}

export const DEFAULT_THEME_SETTINGS: ThemeSettings = {
  main: 'default',
  navbar: 'defaultDark',
  toolbar: 'default',
  footer: 'defaultDark',
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const oneOf =
  <T extends string>(...options: T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (options as string[]).includes(value);

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

/** Checks saved settings (local storage, the user's profile) before the layout trusts them. */
export function isLayoutSettings(value: unknown): value is LayoutSettings {
  if (!isRecord(value)) return false;
  const { navbar, toolbar, footer } = value;
  return (
    oneOf(...LAYOUT_STYLES)(value.style) &&
    oneOf('boxed', 'fullwidth', 'container')(value.mode) &&
    oneOf('body', 'content')(value.scroll) &&
    isBoolean(value.customScrollbars) &&
    isRecord(navbar) &&
    isBoolean(navbar.display) &&
    oneOf('style-1', 'style-2')(navbar.style) &&
    oneOf('left', 'right')(navbar.position) &&
    isBoolean(navbar.folded) &&
    isRecord(toolbar) &&
    isBoolean(toolbar.display) &&
    oneOf('fixed', 'static')(toolbar.style) &&
    oneOf('above', 'below')(toolbar.position) &&
    isRecord(footer) &&
    isBoolean(footer.display) &&
    oneOf('fixed', 'static')(footer.style)
  );
}

export function isThemeSettings(value: unknown): value is ThemeSettings {
  return (
    isRecord(value) &&
    isThemeName(value.main) &&
    isThemeName(value.navbar) &&
    isThemeName(value.toolbar) &&
    isThemeName(value.footer)
  );
}
