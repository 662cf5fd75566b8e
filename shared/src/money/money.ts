// Currency symbols (spec point 3) and money formatting (spec points 5 and 9).

/** Symbols of spec point 3's first rule; every other currency shows '$'. */
const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = { MXN: '$', USD: '$', GTQ: 'Q' };
const FALLBACK_SYMBOL = '$';

/** The symbol shown beside amounts: MXN and USD give '$', GTQ gives 'Q', anything else '$'. */
export function currencySymbol(code?: string | null): string {
  return (code && CURRENCY_SYMBOLS[code.toUpperCase()]) || FALLBACK_SYMBOL;
}

/** The price lists' rule ("elsewhere" in spec point 3): symbols only for MXN, USD and EUR. */
const PRICE_SYMBOLS: Readonly<Record<string, string>> = { MXN: '$', USD: '$', EUR: '€' };

export function priceSymbol(code?: string | null): string | null {
  return (code && PRICE_SYMBOLS[code.toUpperCase()]) || null;
}

const MONEY_DECIMALS = 2;

// Thousands commas and a point for decimals whatever the language, as the spec writes amounts. Built on
// first use: the first number format a page creates loads the browser's number data (tens of
// milliseconds on a phone), which pages that show no amount should not pay for as they start.
let upToTwoDecimals: Intl.NumberFormat | undefined;
let exactlyTwoDecimals: Intl.NumberFormat | undefined;

/** At most 2 decimals with thousands commas: 1234.5 -> '1,234.5'. A non-number reads as 0. */
export function formatMoney(amount: number): string {
  upToTwoDecimals ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: MONEY_DECIMALS });
  return upToTwoDecimals.format(Number.isFinite(amount) ? amount : 0);
}

/** Exactly 2 decimals with thousands commas: 1234.5 -> '1,234.50'. A non-number reads as 0. */
export function formatAmount2(amount: number): string {
  exactlyTwoDecimals ??= new Intl.NumberFormat('en-US', {
    minimumFractionDigits: MONEY_DECIMALS,
    maximumFractionDigits: MONEY_DECIMALS,
  });
  return exactlyTwoDecimals.format(Number.isFinite(amount) ? amount : 0);
}
