import { escapeXml, renderWordmark, wordmarkColour } from './wordmark.js';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

describe('wordmarks', () => {
  it('escapes every XML special character and drops characters XML forbids', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>\u0000\u0007`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;',
    );
  });

  it('cannot be broken out of by a hostile name', () => {
    const svg = renderWordmark('</text><script>alert(1)</script>', 'hostile');
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;/text&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(svg.match(/<text /g)).toHaveLength(1);
  });

  it('derives a stable colour from the slug, with AA contrast for white text', () => {
    expect(wordmarkColour('estafeta')).toBe(wordmarkColour('estafeta'));
    expect(wordmarkColour('estafeta')).not.toBe(wordmarkColour('dhl-express'));
    for (const slug of [
      'estafeta',
      'dhl-express',
      'shopify',
      'mercado-libre',
      'correos',
      'ups',
      'a',
      'zz-top',
    ]) {
      const colour = wordmarkColour(slug);
      expect(colour).toMatch(/^#[0-9a-f]{6}$/);
      const contrast = 1.05 / (luminance(colour) + 0.05);
      expect(contrast).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('shrinks the text of long names and squeezes names too long for the smallest size', () => {
    const size = (svg: string) => Number(/font-size="(\d+)"/.exec(svg)![1]);
    expect(size(renderWordmark('UPS', 'ups'))).toBe(30);
    expect(size(renderWordmark('Salesforce Commerce Cloud', 'sfcc'))).toBeLessThan(30);
    expect(renderWordmark('Salesforce Commerce Cloud', 'sfcc')).not.toContain('textLength');
    const long = renderWordmark('First-Class Package International Service Worldwide', 'long');
    expect(size(long)).toBe(12);
    expect(long).toContain('textLength="208"');
  });
});
