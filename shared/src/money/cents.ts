// Money the API sends as integer cents (billing's `_cents` fields), written exactly: the digits come from integer
// arithmetic on the cents (BigInt), never from dividing a float, so 9007199254740991 cents read 90,071,992,547,409.91
// and not a rounded neighbour. The language's format (symbol, separators, sign) is taken from Intl around them.

const CENTS_DIGITS = 2;
const HUNDRED = BigInt(100);
const formats = new Map<string, Intl.NumberFormat>();

function currencyFormat(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let format = formats.get(key);
  if (!format) {
    // Always two decimals: the amounts are cents whatever the currency (a CLP charge can hold 50 cents).
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: CENTS_DIGITS,
      maximumFractionDigits: CENTS_DIGITS,
    });
    formats.set(key, format);
  }
  return format;
}

/** The cents as a plain decimal string, exactly: 123456 → '1234.56', -5 → '-0.05'. */
export function centsToDecimal(cents: number | bigint): string {
  const value = BigInt(cents);
  const negative = value < BigInt(0);
  const magnitude = negative ? -value : value;
  const fraction = (magnitude % HUNDRED).toString().padStart(CENTS_DIGITS, '0');
  return `${negative ? '-' : ''}${magnitude / HUNDRED}.${fraction}`;
}

/**
 * Integer cents as money in the page's language: `123456, 'MXN', 'es-MX'` → '$1,234.56'. A number that is not
 * a whole number of cents is a programming error upstream and reads as 0 rather than a made-up amount.
 */
export function formatCents(cents: number | bigint, currency: string, locale: string): string {
  const value = typeof cents === 'bigint' ? cents : Number.isSafeInteger(cents) ? BigInt(cents) : BigInt(0);
  const negative = value < BigInt(0);
  const magnitude = negative ? -value : value;
  const whole = magnitude / HUNDRED;
  const fraction = (magnitude % HUNDRED).toString().padStart(CENTS_DIGITS, '0');
  let format: Intl.NumberFormat;
  try {
    format = currencyFormat(locale, currency);
  } catch {
    // An unknown currency code: the exact amount and the code beside it.
    return `${centsToDecimal(value)} ${currency}`;
  }
  // The whole part as the language groups it (Intl formats a BigInt exactly) ...
  const wholeDigits = format
    .formatToParts(whole)
    .filter((part) => part.type === 'integer' || part.type === 'group')
    .map((part) => part.value)
    .join('');
  // ... put into the language's pattern for one unit of the currency, with the sign when negative.
  return format
    .formatToParts(negative ? BigInt(-1) : BigInt(1))
    .map((part) => (part.type === 'integer' ? wholeDigits : part.type === 'fraction' ? fraction : part.value))
    .join('');
}
