// The rules of sending inventory (the seven wizard steps as one request): the warehouse exists, the products are
// the caller's and not bundles, each product is announced once, the boxes' units add up to each line, and the
// arrival date is today or later where the warehouse is. Pure checks over already-loaded rows; no SQL here.
import { ValidationFailed } from '../../platform/errors.js';
import type { SendInventoryBody } from './schemas.js';

export interface ProductFacts {
  id: string;
  sku: string;
  isBundle: boolean;
}

/** Today's date (YYYY-MM-DD) in a time zone; en-CA is the locale whose short date is ISO's. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** Units per product across every box, or field errors naming the box line that is wrong. */
function boxTotals(body: SendInventoryBody, announced: Set<string>, errors: Record<string, string>) {
  const totals = new Map<string, number>();
  body.boxes.forEach((box, b) => {
    const seen = new Set<string>();
    box.lines.forEach((line, j) => {
      const field = `boxes.${b}.lines.${j}.productId`;
      if (!announced.has(line.productId)) {
        errors[field] = `Box ${b + 1} holds a product that is in none of the order's lines`;
      } else if (seen.has(line.productId)) {
        errors[field] = `Box ${b + 1} lists the same product twice`;
      }
      seen.add(line.productId);
      totals.set(line.productId, (totals.get(line.productId) ?? 0) + line.quantity);
    });
  });
  return totals;
}

/**
 * Checks a send-inventory request against the products found (the caller's own, by row-level security) and the
 * warehouse's today; throws ValidationFailed with a message per field, the first one as the message.
 */
export function checkSendInventory(
  body: SendInventoryBody,
  found: readonly ProductFacts[],
  warehouseToday: string,
): void {
  const errors: Record<string, string> = {};
  const products = new Map(found.map((product) => [product.id, product]));
  const announced = new Set<string>();
  body.lines.forEach((line, i) => {
    const field = `lines.${i}.productId`;
    const product = products.get(line.productId);
    if (announced.has(line.productId))
      errors[field] = `Line ${i + 1}: the product is already in another line`;
    else if (!product) errors[field] = `Line ${i + 1}: no such product among yours`;
    else if (product.isBundle) {
      errors[field] = `Line ${i + 1} (${product.sku}): a bundle is not stocked itself; send its components`;
    }
    announced.add(line.productId);
  });
  const totals = boxTotals(body, announced, errors);
  body.lines.forEach((line, i) => {
    const inBoxes = totals.get(line.productId) ?? 0;
    const sku = products.get(line.productId)?.sku;
    if (inBoxes !== line.quantity && !errors[`lines.${i}.productId`]) {
      errors[`lines.${i}.quantity`] =
        `Line ${i + 1}${sku ? ` (${sku})` : ''}: the boxes hold ${inBoxes} units, the line sends ${line.quantity}`;
    }
  });
  if (body.arrivalDate < warehouseToday) {
    errors.arrivalDate = `The arrival date must be today (${warehouseToday} at the warehouse) or later`;
  }
  const messages = Object.values(errors);
  if (messages.length > 0) throw new ValidationFailed(messages[0]!, { fieldErrors: errors });
}
