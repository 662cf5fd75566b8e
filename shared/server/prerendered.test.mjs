/**
 * @jest-environment node
 */
/* global describe, it, expect -- Jest provides them (shared/jest.config.cjs runs server tests). */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  API_ORIGIN_TOKEN,
  acceptedLanguages,
  firstVisitLocale,
  injectSnapshot,
  isOwnHost,
  pageSlug,
  readSnapshot,
  remoteBaseToken,
} from './prerendered.mjs';

const BRANDS = {
  defaultDomains: ['estiba.com'],
  defaultHosts: ['localhost'],
  hosts: { 'fulfillment.tiendasnova.test': {} },
};

describe('firstVisitLocale (as the shell resolves a first visit)', () => {
  it.each([
    [null, 'es-AR,es;q=0.9,en;q=0.8', 'es-AR'],
    [null, 'es-VE,es;q=0.9', 'es-MX'],
    [null, 'en-GB,en;q=0.9', 'en-US'],
    [null, 'fr-FR,fr;q=0.9', 'en-US'],
    [null, 'fr;q=0.9,es-CL;q=0.8', 'es-CL'],
    [null, undefined, 'en-US'],
    ['es-ES', 'en-US', 'es-ES'],
    ['xx-YY', 'es-CO', 'es-CO'],
  ])('lang=%s, Accept-Language %s → %s', (query, header, locale) => {
    expect(firstVisitLocale(query, header)).toBe(locale);
  });

  it('orders the header by quality', () => {
    expect(acceptedLanguages('en;q=0.5, es-MX, *;q=0.1, fr;q=0')).toEqual(['es-MX', 'en']);
  });
});

describe('which pages and hosts get a snapshot', () => {
  it('names pages by path and refuses anything else', () => {
    expect(pageSlug('/')).toBe('index');
    expect(pageSlug('/prices')).toBe('prices');
    expect(pageSlug('/success-stories-acapella/')).toBe('success-stories-acapella');
    expect(pageSlug('/../etc/passwd')).toBeNull();
    expect(pageSlug('/Prices%20x')).toBeNull();
  });

  it('serves snapshots on the product’s own hosts only', () => {
    expect(isOwnHost('localhost:3000', BRANDS)).toBe(true);
    expect(isOwnHost('www.estiba.com', BRANDS)).toBe(true);
    expect(isOwnHost('fulfillment.tiendasnova.test:3000', BRANDS)).toBe(false);
    expect(isOwnHost('unknown.example', BRANDS)).toBe(false);
    expect(isOwnHost(undefined, BRANDS)).toBe(false);
  });

  it('reads a snapshot by language and page, and nothing for a missing or broken one', () => {
    const dist = mkdtempSync(join(tmpdir(), 'prerendered-'));
    mkdirSync(join(dist, 'prerendered', 'es-MX'), { recursive: true });
    writeFileSync(
      join(dist, 'prerendered', 'es-MX', 'prices.json'),
      JSON.stringify({ html: '<main/>', css: '' }),
    );
    writeFileSync(join(dist, 'prerendered', 'es-MX', 'faq.json'), '{ broken');
    expect(readSnapshot(dist, 'es-MX', '/prices')).toEqual({ html: '<main/>', css: '' });
    expect(readSnapshot(dist, 'en-US', '/prices')).toBeNull();
    expect(readSnapshot(dist, 'es-MX', '/faq')).toBeNull();
    expect(readSnapshot(dist, 'xx', '/prices')).toBeNull();
  });
});

describe('injectSnapshot', () => {
  const index =
    '<!doctype html><html lang="en-US"><head><title>Fulfillment</title></head><body><div id="root"></div></body></html>';
  const snapshot = {
    title: 'Precios',
    css: `.hero{background:url(${remoteBaseToken('mf_landing')}hero.webp)}`,
    html: `<main><h1>Precios</h1><img src="${API_ORIGIN_TOKEN}/media/logo.svg"></main>`,
  };
  const page = injectSnapshot(index, snapshot, 'es-MX', {
    apiOrigin: 'https://api.estiba.com',
    remoteBases: { mf_landing: 'https://cdn.estiba.com/mf-landing/1.4.0/' },
  });

  it('puts the markup before #root, its styles in the head, and the page language and title', () => {
    expect(page).toContain('<html lang="es-MX"');
    expect(page).toContain('<title>Precios</title>');
    expect(page).toMatch(/<style id="prerendered-css">.*<\/style>\n<\/head>/s);
    expect(page).toMatch(
      /<div id="prerendered" data-locale="es-MX"><main><h1>Precios<\/h1>.*<div id="root"><\/div>/s,
    );
  });

  it('finds its places in a minified page too', () => {
    const minified = injectSnapshot(
      '<html lang=en-US><head><title>F</title></head><body><div id=root></div></body></html>',
      snapshot,
      'es-CL',
      { apiOrigin: 'https://api.estiba.com', remoteBases: {} },
    );
    expect(minified).toContain('<html lang="es-CL"');
    expect(minified).toMatch(/<div id="prerendered" data-locale="es-CL">.*<div id="root"><\/div>/s);
  });

  it('puts the components’ class rules in a style element of their own, after the others', () => {
    const withClasses = injectSnapshot(
      index,
      {
        ...snapshot,
        classCss: `.css-1x2y3z{color:red}\n.css-abc9{background:url(${API_ORIGIN_TOKEN}/m.png)}`,
      },
      'es-MX',
      { apiOrigin: 'https://api.estiba.com', remoteBases: {} },
    );
    expect(withClasses).toMatch(
      /<style id="prerendered-css">.*<\/style>\n<style id="prerendered-classes">\.css-1x2y3z\{color:red\}\n\.css-abc9\{background:url\(https:\/\/api\.estiba\.com\/m\.png\)\}<\/style>\n<\/head>/s,
    );
    // A snapshot made before the split has none.
    expect(page).not.toContain('<style id="prerendered-classes"');
  });

  it('puts the deployment’s origins in place of the build’s', () => {
    expect(page).toContain('src="https://api.estiba.com/media/logo.svg"');
    expect(page).toContain('url(https://cdn.estiba.com/mf-landing/1.4.0/hero.webp)');
    expect(page).not.toContain('__ESTIBA_');
  });
});
