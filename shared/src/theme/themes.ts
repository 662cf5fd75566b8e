// The nine named colour themes of spec point 3 as data: six light, three dark. Components take their
// colours from the MUI theme built here, so a theme is a palette, never a fork of a component.
import { createTheme, type Theme } from '@mui/material';

export const THEME_NAMES = [
  'default',
  'sunset',
  'greeny',
  'beach',
  'tech',
  'sweetHues',
  'defaultDark',
  'deepOcean',
  'slate',
] as const;

export type ThemeName = (typeof THEME_NAMES)[number];

export interface ThemePalette {
  mode: 'light' | 'dark';
  /** Main brand colour: buttons, links, the active navigation item. */
  primary: string;
  /** Accent colour. */
  secondary: string;
  /** Page background. */
  background: string;
  /** Surfaces: cards, dialogs, the navbar. */
  paper: string;
  /** Body text. */
  text: string;
}

export const THEMES: Record<ThemeName, ThemePalette> = {
  default: {
    mode: 'light',
    primary: '#1f4e99',
    secondary: '#e8710a',
    background: '#f4f6fa',
    paper: '#ffffff',
    text: '#1b2230',
  },
  sunset: {
    mode: 'light',
    primary: '#c2410c',
    secondary: '#be185d',
    background: '#fff7ed',
    paper: '#ffffff',
    text: '#3b1d0f',
  },
  greeny: {
    mode: 'light',
    primary: '#2e7d32',
    secondary: '#00796b',
    background: '#f1f8f2',
    paper: '#ffffff',
    text: '#1b2e1f',
  },
  beach: {
    mode: 'light',
    primary: '#0277bd',
    secondary: '#f9a825',
    background: '#fdf8ee',
    paper: '#ffffff',
    text: '#23313d',
  },
  tech: {
    mode: 'light',
    primary: '#5b21b6',
    secondary: '#0891b2',
    background: '#f4f4f8',
    paper: '#ffffff',
    text: '#18181b',
  },
  sweetHues: {
    mode: 'light',
    primary: '#ad1457',
    secondary: '#7e57c2',
    background: '#fdf4f8',
    paper: '#ffffff',
    text: '#311b2b',
  },
  defaultDark: {
    mode: 'dark',
    primary: '#90caf9',
    secondary: '#ffb74d',
    background: '#121417',
    paper: '#1d2127',
    text: '#f1f3f5',
  },
  deepOcean: {
    mode: 'dark',
    primary: '#4dd0e1',
    secondary: '#80cbc4',
    background: '#0b1d2e',
    paper: '#12283d',
    text: '#e3f2fd',
  },
  slate: {
    mode: 'dark',
    primary: '#7dd3fc',
    secondary: '#a5b4fc',
    background: '#0f172a',
    paper: '#1e293b',
    text: '#e2e8f0',
  },
};

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (THEME_NAMES as readonly string[]).includes(value);
}

/** WCAG AA for body text: MUI picks white or black text on coloured buttons to reach it. */
const TEXT_CONTRAST_THRESHOLD = 4.5;

/** The MUI theme of a named palette. */
export function createEstibaTheme(name: ThemeName): Theme {
  const palette = THEMES[name];
  return createTheme({
    palette: {
      mode: palette.mode,
      primary: { main: palette.primary },
      secondary: { main: palette.secondary },
      background: { default: palette.background, paper: palette.paper },
      text: { primary: palette.text },
      contrastThreshold: TEXT_CONTRAST_THRESHOLD,
    },
  });
}
