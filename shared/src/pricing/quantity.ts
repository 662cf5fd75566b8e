// The calculator's quantity input (spec point 5 "Calculator quantity"): only digits or empty.

const DIGITS_ONLY = /^[0-9]*$/;

/** The input's new text: `input` when it is digits only or empty; anything else is ignored (`previous`). */
export function sanitiseQuantity(input: string, previous: string): string {
  return DIGITS_ONLY.test(input) ? input : previous;
}

/** The number a sanitised quantity stands for; empty reads as 0. */
export function parseQuantity(text: string): number {
  if (!DIGITS_ONLY.test(text) || text === '') return 0;
  return Number(text);
}
