import { centsToDecimal, formatCents } from './cents';

describe('centsToDecimal', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [-5, '-0.05'],
    [123456, '1234.56'],
    [-100, '-1.00'],
    [Number.MAX_SAFE_INTEGER, '90071992547409.91'],
  ])('%p cents read %s', (cents, text) => {
    expect(centsToDecimal(cents)).toBe(text);
  });
});

describe('formatCents', () => {
  it.each([
    [123456, 'USD', 'en-US', '$1,234.56'],
    [0, 'USD', 'en-US', '$0.00'],
    [-50, 'USD', 'en-US', '-$0.50'],
    [-123456, 'MXN', 'es-MX', '-$1,234.56'],
    [123456, 'EUR', 'es-ES', '1234,56\u00a0€'],
    [12345678, 'EUR', 'es-ES', '123.456,78\u00a0€'],
    [150050, 'CLP', 'es-CL', '$1.500,50'],
  ])('%p cents of %s in %s read %s', (cents, currency, locale, text) => {
    expect(formatCents(cents, currency, locale)).toBe(text);
  });

  it('writes amounts past a float’s exact cents without rounding', () => {
    // 2^53 − 1 cents: as a float divided by 100 the last digits drift; the integer digits do not.
    expect(formatCents(Number.MAX_SAFE_INTEGER, 'USD', 'en-US')).toBe('$90,071,992,547,409.91');
    expect(formatCents(BigInt('123456789012345678'), 'USD', 'en-US')).toBe('$1,234,567,890,123,456.78');
  });

  it('reads an amount that is not whole cents as zero', () => {
    expect(formatCents(1.5, 'USD', 'en-US')).toBe('$0.00');
  });

  it('writes an unknown currency code beside the exact amount', () => {
    expect(formatCents(-1234, 'NOT A CODE', 'en-US')).toBe('-12.34 NOT A CODE');
  });
});
