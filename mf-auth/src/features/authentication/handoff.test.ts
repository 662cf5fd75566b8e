import {
  DEFAULT_AFTER_HANDOFF_PATH,
  safeRedirectPath,
  takeHandoffParams,
  type HandoffWindow,
} from './handoff';

describe('safeRedirectPath', () => {
  it('keeps a path of this site, with its query and fragment', () => {
    expect(safeRedirectPath('/orders?page=2&q=a b#top')).toBe('/orders?page=2&q=a%20b#top');
    expect(safeRedirectPath(' /inventory ')).toBe('/inventory');
  });

  it('goes to /welcome without a redirect', () => {
    expect(safeRedirectPath(null)).toBe(DEFAULT_AFTER_HANDOFF_PATH);
    expect(safeRedirectPath('')).toBe('/welcome');
  });

  it('never leaves the site', () => {
    for (const outside of [
      'https://evil.test/welcome',
      '//evil.test/x',
      '/\\evil.test/x',
      'javascript:alert(1)',
      'orders',
    ]) {
      expect([outside, safeRedirectPath(outside)]).toEqual([outside, '/welcome']);
    }
  });

  it('never goes back to the hand-off itself', () => {
    expect(safeRedirectPath('/authentication?authorization=x')).toBe('/welcome');
    expect(safeRedirectPath('/setup')).toBe('/welcome');
  });
});

function fakeWindow(href: string) {
  const replaced: string[] = [];
  const win: HandoffWindow = {
    location: { href },
    history: { state: { key: 'k1' }, replaceState: (_state, _unused, url) => replaced.push(url) },
  };
  return { win, replaced };
}

describe('takeHandoffParams', () => {
  it('reads the code and the redirect path, and removes the code from the address', () => {
    const { win, replaced } = fakeWindow(
      'https://app.estiba.test/authentication?redirect=%2Forders%3Fpage%3D2&authorization=code-1&lang=es-MX',
    );
    expect(takeHandoffParams(win)).toEqual({ code: 'code-1', redirect: '/orders?page=2' });
    expect(replaced).toEqual(['/authentication?redirect=%2Forders%3Fpage%3D2&lang=es-MX']);
  });

  it('gives no code when the address has none (or an empty one), and leaves the address alone without one', () => {
    const without = fakeWindow('https://app.estiba.test/setup?lang=en-US');
    expect(takeHandoffParams(without.win)).toEqual({ code: null, redirect: '/welcome' });
    expect(without.replaced).toEqual([]);
    const empty = fakeWindow('https://app.estiba.test/setup?authorization=');
    expect(takeHandoffParams(empty.win).code).toBeNull();
    expect(empty.replaced).toEqual(['/setup']);
  });
});
