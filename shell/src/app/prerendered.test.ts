import { waitFor } from '@testing-library/react';
import { hasSettled, PRERENDERED_CSS_ID, PRERENDERED_ID, takeOverPrerendered } from './prerendered';

function page(withSnapshot = true): HTMLElement {
  document.head.innerHTML = withSnapshot ? `<style id="${PRERENDERED_CSS_ID}">h1{color:red}</style>` : '';
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
