import { currencySymbol, formatAmount2, formatMoney, priceSymbol } from './money';

describe('currencySymbol', () => {
  it.each([
    ['MXN', '$'],
    ['USD', '$'],
    ['GTQ', 'Q'],
    ['EUR', '$'],
    ['COP', '$'],
  ])('%s gives %s', (code, symbol) => {
    expect(currencySymbol(code)).toBe(symbol);
  });

  it('gives $ without a currency', () => {
    expect(currencySymbol()).toBe('$');
    expect(currencySymbol(null)).toBe('$');
  });
});

describe('priceSymbol', () => {
  it.each([
    ['MXN', '$'],
    ['USD', '$'],
    ['EUR', '€'],
  ])('%s gives %s', (code, symbol) => {
    expect(priceSymbol(code)).toBe(symbol);
  });

  it('has no symbol for any other currency', () => {
    expect(priceSymbol('GTQ')).toBeNull();
    expect(priceSymbol('CLP')).toBeNull();
    expect(priceSymbol(undefined)).toBeNull();
  });
});

describe('formatMoney', () => {
  it.each([
    [1234567.891, '1,234,567.89'],
    [1234.5, '1,234.5'],
    [5, '5'],
    [0, '0'],
    [0.005, '0.01'],
    [-1500.25, '-1,500.25'],
  ])('%p reads %s', (amount, text) => {
    expect(formatMoney(amount)).toBe(text);
  });

  it('reads a non-number as 0', () => {
    expect(formatMoney(Number.NaN)).toBe('0');
  });
});

describe('formatAmount2', () => {
  it.each([
    [0, '0.00'],
    [1234.5, '1,234.50'],
    [1234567.891, '1,234,567.89'],
    [7, '7.00'],
  ])('%p reads %s', (amount, text) => {
    expect(formatAmount2(amount)).toBe(text);
  });

  it('reads a non-number as 0.00', () => {
    expect(formatAmount2(Number.POSITIVE_INFINITY)).toBe('0.00');
  });
});
