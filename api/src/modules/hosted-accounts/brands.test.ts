import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_BRANDS_FILE } from '../../config.js';
import { brandOf, FALLBACK_BRAND_NAME, FALLBACK_SITE_ID, loadBrands, LOGO_HEIGHT } from './brands.js';

describe('brands of the hosted accounts pages', () => {
  it('reads the shell’s brands.json: the default brand and each white-label site, logos inlined', () => {
    const { brands, warnings } = loadBrands(DEFAULT_BRANDS_FILE);
    expect(warnings).toEqual([]);
    expect(brands.default).toMatchObject({ siteId: 'estiba-fulfillment', name: 'Estiba' });
    expect(brands.default.logo).toMatchObject({ width: 160, height: LOGO_HEIGHT });
    expect(brands.default.logo?.dataUri).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(brandOf(brands, 'tiendasnova-fulfillment')).toMatchObject({ name: 'Tiendas Nova' });
    expect(brands.hosts).toEqual(['fulfillment.tiendasnova.test']);
  });

  it('gives the default brand for an unknown or missing site id', () => {
    const { brands } = loadBrands(DEFAULT_BRANDS_FILE);
    expect(brandOf(brands, 'someone-else')).toBe(brands.default);
    expect(brandOf(brands, undefined)).toBe(brands.default);
  });

  it('falls back to the product’s own brand, with a warning, when the file cannot be read', () => {
    const { brands, warnings } = loadBrands('/nonexistent/brands.json');
    expect(brands.default).toEqual({ siteId: FALLBACK_SITE_ID, name: FALLBACK_BRAND_NAME, logo: null });
    expect(warnings).toEqual([expect.stringContaining('could not be read')]);
  });

  it('shows the name instead of a logo it must not or cannot inline', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'estiba-brands-'));
    await mkdir(path.join(dir, 'logos'));
    await writeFile(
      path.join(dir, 'logos', 'big.svg'),
      `<svg width="10" height="10">${' '.repeat(200_000)}</svg>`,
    );
    await writeFile(path.join(dir, 'secret.txt'), 'not a logo');
    const file = path.join(dir, 'brands.json');
    await writeFile(
      file,
      JSON.stringify({
        default: { name: 'Estiba', siteId: 'estiba', logoUrl: 'https://cdn.example.com/logo.svg' },
        hosts: {
          'a.test': { name: 'A', siteId: 'a', logoUrl: '/../../etc/passwd' },
          'b.test': { name: 'B', siteId: 'b', logoUrl: '/logos/big.svg' },
          'c.test': { name: 'C', siteId: 'c', logoUrl: '/logos/missing.svg' },
          'd.test': { name: 'D' },
        },
      }),
    );
    const { brands, warnings } = loadBrands(file);
    expect(brands.default.logo).toBeNull();
    expect(['a', 'b', 'c'].map((id) => brandOf(brands, id).logo)).toEqual([null, null, null]);
    expect(warnings).toHaveLength(3);
    // An entry without a site id of its own signs in as the default site; its host may still be returned to.
    expect(brands.bySiteId.size).toBe(4);
    expect(brands.hosts).toContain('d.test');
  });
});
