import { screen } from '@testing-library/react';
import { useTheme } from '@mui/material';
import { DEFAULT_LAYOUT_SETTINGS, THEMES, type ThemeName } from '@estiba/shared';
import { renderWithChrome } from '../layout/testing/renderWithChrome';
import { SETTINGS_STORAGE_KEY, type ThemeChoice } from '../settings-panel';
import { AreaThemeProvider, ShellThemeProvider } from './ShellThemeProvider';

let mockBrandTheme: ThemeName | null = null;
jest.mock('../branding', () => ({
  useBrand: () => ({
    key: 'default',
    isDefault: true,
    name: 'Estiba',
    logoUrl: '/logo.svg',
    welcomeMessageId: 'shell.welcome.default',
    siteId: 'site',
    stylesheetUrl: '/themes/default.css',
    themeName: mockBrandTheme,
  }),
}));

function Primary({ label }: { label: string }) {
  return <output aria-label={label}>{useTheme().palette.primary.main}</output>;
}

function renderThemes(theme: Partial<ThemeChoice> | null) {
  if (theme) {
    localStorage.setItem(
      SETTINGS_STORAGE_KEY,
      JSON.stringify({ defaults: { theme, layout: DEFAULT_LAYOUT_SETTINGS }, users: {} }),
    );
  }
  renderWithChrome(
    <ShellThemeProvider>
      <Primary label="main" />
      <AreaThemeProvider area="navbar">
        <Primary label="navbar" />
      </AreaThemeProvider>
      <AreaThemeProvider area="toolbar">
        <Primary label="toolbar" />
      </AreaThemeProvider>
      <AreaThemeProvider area="footer">
        <Primary label="footer" />
      </AreaThemeProvider>
    </ShellThemeProvider>,
  );
}

const colourOf = (area: string) => screen.getByRole('status', { name: area }).textContent;

beforeEach(() => {
  localStorage.clear();
  mockBrandTheme = null;
});

describe('the shell theme', () => {
  it('uses the default theme when neither the person nor the brand chose one', () => {
    renderThemes(null);
    expect(colourOf('main')).toBe(THEMES.default.primary);
    expect(colourOf('navbar')).toBe(THEMES.default.primary);
  });

  it('uses the brand’s theme when the person chose none', () => {
    mockBrandTheme = 'beach';
    renderThemes(null);
    expect(colourOf('main')).toBe(THEMES.beach.primary);
    expect(colourOf('footer')).toBe(THEMES.beach.primary);
  });

  it('prefers the person’s main theme to the brand’s', () => {
    mockBrandTheme = 'beach';
    renderThemes({ main: 'sweetHues' });
    expect(colourOf('main')).toBe(THEMES.sweetHues.primary);
    expect(colourOf('toolbar')).toBe(THEMES.sweetHues.primary);
  });

  it('gives the navbar, toolbar and footer their own themes', () => {
    renderThemes({ main: 'tech', navbar: 'deepOcean', toolbar: 'sunset', footer: 'slate' });
    expect(colourOf('main')).toBe(THEMES.tech.primary);
    expect(colourOf('navbar')).toBe(THEMES.deepOcean.primary);
    expect(colourOf('toolbar')).toBe(THEMES.sunset.primary);
    expect(colourOf('footer')).toBe(THEMES.slate.primary);
  });
});
