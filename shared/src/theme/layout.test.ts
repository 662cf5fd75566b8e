import {
  DEFAULT_LAYOUT_SETTINGS,
  DEFAULT_THEME_SETTINGS,
  isLayoutSettings,
  isThemeSettings,
  type LayoutSettings,
} from './layout';

describe('DEFAULT_LAYOUT_SETTINGS', () => {
  it('is layout1 with custom scrollbars on, everything displayed', () => {
    expect(DEFAULT_LAYOUT_SETTINGS.style).toBe('layout1');
    expect(DEFAULT_LAYOUT_SETTINGS.customScrollbars).toBe(true);
    expect(DEFAULT_LAYOUT_SETTINGS.mode).toBe('fullwidth');
    expect(DEFAULT_LAYOUT_SETTINGS.scroll).toBe('content');
    expect(
      [DEFAULT_LAYOUT_SETTINGS.navbar, DEFAULT_LAYOUT_SETTINGS.toolbar, DEFAULT_LAYOUT_SETTINGS.footer].map(
        (part) => part.display,
      ),
    ).toEqual([true, true, true]);
  });

  it('passes its own validator', () => {
    expect(isLayoutSettings(DEFAULT_LAYOUT_SETTINGS)).toBe(true);
  });
});

describe('isLayoutSettings', () => {
  const valid: LayoutSettings = {
    style: 'layout3',
    mode: 'boxed',
    scroll: 'body',
    navbar: { display: false, style: 'style-2', position: 'right', folded: true },
    toolbar: { display: true, style: 'static', position: 'above' },
    footer: { display: false, style: 'static' },
    customScrollbars: false,
  };

  it('accepts every allowed value', () => {
    expect(isLayoutSettings(valid)).toBe(true);
    expect(isLayoutSettings({ ...valid, style: 'layout2', mode: 'container' })).toBe(true);
  });

  it.each([
    ['an unknown layout', { ...valid, style: 'layout4' }],
    ['an unknown mode', { ...valid, mode: 'wide' }],
    ['an unknown scroll', { ...valid, scroll: 'page' }],
    ['a non-boolean customScrollbars', { ...valid, customScrollbars: 'yes' }],
    ['a missing navbar', { ...valid, navbar: undefined }],
    ['a navbar on the top', { ...valid, navbar: { ...valid.navbar, position: 'top' } }],
    ['a navbar style-3', { ...valid, navbar: { ...valid.navbar, style: 'style-3' } }],
    ['a navbar without folded', { ...valid, navbar: { display: true, style: 'style-1', position: 'left' } }],
    ['a toolbar position middle', { ...valid, toolbar: { ...valid.toolbar, position: 'middle' } }],
    ['a sticky toolbar', { ...valid, toolbar: { ...valid.toolbar, style: 'sticky' } }],
    ['a footer display string', { ...valid, footer: { ...valid.footer, display: 'true' } }],
    ['an array', []],
    ['null', null],
    ['a string', 'layout1'],
  ])('rejects %s', (_label, value) => {
    expect(isLayoutSettings(value)).toBe(false);
  });
});

describe('theme settings', () => {
  it('defaults to the default theme with a dark navbar and footer', () => {
    expect(DEFAULT_THEME_SETTINGS).toEqual({
      main: 'default',
      navbar: 'defaultDark',
      toolbar: 'default',
      footer: 'defaultDark',
    });
    expect(isThemeSettings(DEFAULT_THEME_SETTINGS)).toBe(true);
  });

  it('rejects an unknown theme in any part', () => {
    expect(isThemeSettings({ ...DEFAULT_THEME_SETTINGS, toolbar: 'neon' })).toBe(false);
    expect(isThemeSettings({ main: 'slate' })).toBe(false);
    expect(isThemeSettings(null)).toBe(false);
  });
});
