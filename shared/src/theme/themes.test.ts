import { getContrastRatio } from '@mui/material';
import { contrastRatio, relativeLuminance } from './contrast';
import { createEstibaTheme, isThemeName, THEME_NAMES, THEMES } from './themes';

/** WCAG AA: body text. */
const TEXT_AA = 4.5;
/** WCAG AA: user-interface components and large text. */
const NON_TEXT_AA = 3;

describe('contrastRatio', () => {
  it('measures black on white as 21 and a colour on itself as 1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });

  it('rejects what is not a hex colour', () => {
    expect(() => relativeLuminance('red')).toThrow('"red" is not a #rgb or #rrggbb colour');
  });
});

describe('THEMES', () => {
  it('has the nine named themes of the spec, six light and three dark', () => {
    expect(THEME_NAMES).toEqual([
      'default',
      'sunset',
      'greeny',
      'beach',
      'tech',
      'sweetHues',
      'defaultDark',
      'deepOcean',
      'slate',
    ]);
    expect(THEME_NAMES.filter((name) => THEMES[name].mode === 'light')).toEqual([
      'default',
      'sunset',
      'greeny',
      'beach',
      'tech',
      'sweetHues',
    ]);
    expect(THEME_NAMES.filter((name) => THEMES[name].mode === 'dark')).toEqual([
      'defaultDark',
      'deepOcean',
      'slate',
    ]);
  });

  it('gives every theme its own primary colour and background', () => {
    expect(new Set(THEME_NAMES.map((name) => THEMES[name].primary)).size).toBe(THEME_NAMES.length);
    expect(new Set(THEME_NAMES.map((name) => THEMES[name].background)).size).toBe(THEME_NAMES.length);
  });

  it.each(THEME_NAMES)('%s: body text reads at 4.5:1 or more on the background and on surfaces', (name) => {
    const { text, background, paper } = THEMES[name];
    expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(TEXT_AA);
    expect(contrastRatio(text, paper)).toBeGreaterThanOrEqual(TEXT_AA);
  });

  it.each(THEME_NAMES)('%s: the primary colour stands out from surfaces at 3:1 or more', (name) => {
    const { primary, background, paper } = THEMES[name];
    expect(contrastRatio(primary, background)).toBeGreaterThanOrEqual(NON_TEXT_AA);
    expect(contrastRatio(primary, paper)).toBeGreaterThanOrEqual(NON_TEXT_AA);
  });

  it.each(THEME_NAMES)('%s: light themes have dark text and dark themes light text', (name) => {
    const { mode, text, background } = THEMES[name];
    const textIsLighter = relativeLuminance(text) > relativeLuminance(background);
    expect(textIsLighter).toBe(mode === 'dark');
  });
});

describe('createEstibaTheme', () => {
  it.each(THEME_NAMES)('%s becomes an MUI theme with its palette and mode', (name) => {
    const theme = createEstibaTheme(name);
    const palette = THEMES[name];
    expect(theme.palette.mode).toBe(palette.mode);
    expect(theme.palette.primary.main).toBe(palette.primary);
    expect(theme.palette.secondary.main).toBe(palette.secondary);
    expect(theme.palette.background).toEqual({ default: palette.background, paper: palette.paper });
    expect(theme.palette.text.primary).toBe(palette.text);
  });

  it.each(THEME_NAMES)('%s: text on primary and secondary buttons reads at 4.5:1 or more', (name) => {
    const { primary, secondary } = createEstibaTheme(name).palette;
    expect(getContrastRatio(primary.contrastText, primary.main)).toBeGreaterThanOrEqual(TEXT_AA);
    expect(getContrastRatio(secondary.contrastText, secondary.main)).toBeGreaterThanOrEqual(TEXT_AA);
  });
});

describe('isThemeName', () => {
  it('accepts the nine names only', () => {
    expect(THEME_NAMES.every(isThemeName)).toBe(true);
    expect(isThemeName('dark')).toBe(false);
    expect(isThemeName(undefined)).toBe(false);
  });
});
