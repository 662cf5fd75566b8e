// The import kinds by name.
import type { ImportKind } from '../table.js';
import { bundlesKind } from './bundles.js';
import type { KindDefinition } from './kind.js';
import { linksKind } from './links.js';
import { listingsKind } from './listings.js';
import { ordersKind } from './orders.js';
import { productsKind } from './products.js';

// Each kind's value type is its own; the import handles them alike through KindDefinition's methods.
export const KINDS: Record<ImportKind, KindDefinition<unknown>> = {
  products: productsKind as KindDefinition<unknown>,
  listings: listingsKind as KindDefinition<unknown>,
  bundles: bundlesKind as KindDefinition<unknown>,
  links: linksKind as KindDefinition<unknown>,
  orders: ordersKind as KindDefinition<unknown>,
};

export type { Decision, ImportColumn, KindDefinition, ReadRow } from './kind.js';
