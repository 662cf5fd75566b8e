import type { ReactNode } from 'react';
import { CssBaseline, ThemeProvider, type Theme } from '@mui/material';
import { createEstibaTheme, type ThemeName } from '@estiba/shared';
import { useResolvedThemes, useSettingsSync, type ThemeChoice } from '../settings-panel';

// A theme object is built once per name: areas that share a theme share the object, and a change of
// area theme does not rebuild the others.
const built = new Map<ThemeName, Theme>();

export function themeFor(name: ThemeName): Theme {
  let theme = built.get(name);
  if (!theme) {
    theme = createEstibaTheme(name);
    built.set(name, theme);
  }
  return theme;
}

/**
 * The page's MUI theme: the person's main theme, else the brand's, else the default. Also keeps the
 * settings of every open tab in step.
 */
export function ShellThemeProvider({ children }: { children: ReactNode }) {
  const themes = useResolvedThemes();
  useSettingsSync();
  return (
    <ThemeProvider theme={themeFor(themes.main)}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}

/** The navbar, toolbar and footer each draw with their own chosen theme (by default the main one). */
export function AreaThemeProvider({
  area,
  children,
}: {
  area: Exclude<keyof ThemeChoice, 'main'>;
  children: ReactNode;
}) {
  const themes = useResolvedThemes();
  return <ThemeProvider theme={themeFor(themes[area])}>{children}</ThemeProvider>;
}
