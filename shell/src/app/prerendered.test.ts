import { waitFor } from '@testing-library/react';
import {
  createPageStyleCache,
  hasSettled,
  PRERENDERED_CLASSES_ID,
  PRERENDERED_CSS_ID,
  PRERENDERED_ID,
  takeOverPrerendered,
} from './prerendered';

function page(withSnapshot = true): HTMLElement {
  document.head.innerHTML = withSnapshot
    ? `<style id="${PRERENDERED_CSS_ID}">h1{color:red}</style>` +
      `<style id="${PRERENDERED_CLASSES_ID}">.css-1x2y3z{color:blue}</style>`
    : '';
  document.body.innerHTML = `${withSnapshot ? `<div id="${PRERENDERED_ID}"><main><h1>Fulfillment</h1></main></div>` : ''}<div id="root"></div>`;
  return document.getElementById('root')!;
}

describe('hasSettled', () => {
  it('wants a main region with content and nothing loading', () => {
    const root = document.createElement('div');
    expect(hasSettled(root)).toBe(false);
    root.innerHTML = '<main></main>';
    expect(hasSettled(root)).toBe(false);
    root.innerHTML = '<main><h1>Prices</h1><div role="progressbar"></div></main>';
    expect(hasSettled(root)).toBe(false);
    root.innerHTML = '<header aria-busy="true"></header><main><h1>Prices</h1></main>';
    expect(hasSettled(root)).toBe(false);
    root.innerHTML = '<main><h1>Prices</h1></main>';
    expect(hasSettled(root)).toBe(true);
  });
});

describe('takeOverPrerendered', () => {
  it('does nothing on a page without a snapshot', () => {
    const root = page(false);
    expect(takeOverPrerendered(root)).toBeNull();
    expect(root.style.visibility).toBe('');
  });

  it('keeps the live app hidden while it loads, then swaps it in for the snapshot', async () => {
    const root = page();
    takeOverPrerendered(root);
    expect(root.style.visibility).toBe('hidden');
    expect(root).toHaveAttribute('aria-hidden', 'true');

    root.innerHTML = '<main><div role="progressbar"></div></main>';
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.getElementById(PRERENDERED_ID)).not.toBeNull();

    root.innerHTML = '<main><h1>Fulfillment</h1></main>';
    await waitFor(() => expect(document.getElementById(PRERENDERED_ID)).toBeNull());
    expect(document.getElementById(PRERENDERED_CSS_ID)).toBeNull();
    // The class rules emotion's cache adopted are the live page's own now.
    expect(document.getElementById(PRERENDERED_CLASSES_ID)).not.toBeNull();
    expect(root.style.visibility).toBe('');
    expect(root.style.position).toBe('');
    expect(root).not.toHaveAttribute('aria-hidden');
  });

  it('shows the live app after the time limit even if it never settles', async () => {
    const root = page();
    takeOverPrerendered(root, { timeoutMs: 30 });
    root.innerHTML = '<main><div role="progressbar"></div></main>';
    await waitFor(() => expect(document.getElementById(PRERENDERED_ID)).toBeNull());
    expect(root.style.visibility).toBe('');
  });
});

describe('createPageStyleCache', () => {
  const inserted = (cache: { inserted: Record<string, unknown> }) => Object.keys(cache.inserted).sort();

  it('takes the classes its rules are written for as inserted', () => {
    document.head.innerHTML =
      `<style id="${PRERENDERED_CLASSES_ID}">.css-1x2y3z{color:red}.css-1x2y3z:hover, .css-1x2y3z:focus{color:blue}` +
      '@media (min-width:600px){.css-9abc{margin:0}}.Mui-disabled .css-only5ref{opacity:.5}' +
      '@keyframes animation-q1{from{opacity:0}}</style>';
    const cache = createPageStyleCache();
    expect(cache.key).toBe('css');
    // A class that no rule leads (only referred to) is not taken as inserted: emotion inserts it whole.
    expect(inserted(cache)).toEqual(['1x2y3z', '9abc']);
  });

  it('takes nothing without class rules', () => {
    document.head.innerHTML = '';
    expect(inserted(createPageStyleCache())).toEqual([]);
    document.head.innerHTML = `<style id="${PRERENDERED_CLASSES_ID}"></style>`;
    expect(inserted(createPageStyleCache())).toEqual([]);
  });

  /**
   * Renders one emotion-styled element with fresh copies of React and emotion (whose default cache is made
   * on loading), in the page's cache when there is one.
   */
  async function renderStyled(withPageCache: boolean): Promise<string> {
    const host = document.body.appendChild(document.createElement('div'));
    await jest.isolateModulesAsync(async () => {
      const { act } = await import('react');
      const { createRoot } = await import('react-dom/client');
      const { CacheProvider, css, jsx } = await import('@emotion/react');
      const styled = jsx('p', { css: css({ color: 'rebeccapurple' }) }, 'styled');
      const root = createRoot(host);
      await act(async () =>
        root.render(withPageCache ? jsx(CacheProvider, { value: createPageStyleCache() }, styled) : styled),
      );
    });
    return host.querySelector('p')!.className;
  }

  /** Rules for the class that emotion inserted itself (in the sheets it made). */
  const rulesFor = (className: string) =>
    Array.from(document.querySelectorAll('style'))
      .filter((style) => style.id !== PRERENDERED_CLASSES_ID)
      .flatMap((style) => Array.from(style.sheet?.cssRules ?? []))
      .filter((rule) => rule.cssText.includes(`.${className}`)).length;

  it('lets emotion take the snapshot’s classes as inserted, leaving the snapshot’s style element alone', async () => {
    document.head.innerHTML = '';
    const className = await renderStyled(false);
    expect(rulesFor(className)).toBe(1);

    document.head.innerHTML =
      `<style id="${PRERENDERED_CLASSES_ID}">.${className}{color:rebeccapurple;}</style>` +
      '<meta name="after-the-snapshot">';
    document.body.innerHTML = '';
    const snapshotStyle = document.getElementById(PRERENDERED_CLASSES_ID) as HTMLStyleElement;
    const sheet = snapshotStyle.sheet;
    expect(await renderStyled(true)).toBe(className);
    expect(rulesFor(className)).toBe(0);
    // Neither emotion's default cache nor the page's moved it: a moved style element gets a new sheet.
    expect(snapshotStyle.nextElementSibling).toHaveAttribute('name', 'after-the-snapshot');
    expect(snapshotStyle.sheet).toBe(sheet);
    expect(snapshotStyle).not.toHaveAttribute('data-emotion');
  });
});
