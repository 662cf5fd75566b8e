// How the calculators write a price: the price lists' symbol (spec point 3: only MXN, USD and EUR have
// one) before the amount, or the currency code after it when there is no symbol, so no price reads bare.
import { formatMoney, priceSymbol } from '@estiba/shared';

/** A unit price, at most 2 decimals with thousands commas (spec point 5): '$1,250.5' or '1,250.5 CLP'. */
export function priceText(amount: number, currency: string): string {
  const symbol = priceSymbol(currency);
  return symbol ? `${symbol}${formatMoney(amount)}` : `${formatMoney(amount)} ${currency}`;
}

/** A quantity bound in a price line, with the same thousands commas as the prices beside it. */
export function quantityText(quantity: number): string {
  return formatMoney(quantity);
}
