// The four CSV imports and what tells them apart on screen: the API's kind, the route, the title and the intro
// that says what a row is. The columns and their rules are the API's (its template and its preview): the screen
// shows what the API answers rather than keeping a copy of the rules.
import type { ImportKindName } from '@estiba/api/contract';

/** The imports of this remote: orders are imported on mf-orders's own screen (/orders/import). */
export type InventoryImportKind = Exclude<ImportKindName, 'orders'>;

export interface ImportKindScreen {
  kind: InventoryImportKind;
  path: string;
  titleId: string;
  introId: string;
}

export const IMPORT_KIND_SCREENS: Readonly<Record<InventoryImportKind, ImportKindScreen>> = {
  products: {
    kind: 'products',
    path: '/product/create/massive',
    titleId: 'inventory.imports.products.title',
    introId: 'inventory.imports.products.intro',
  },
  listings: {
    kind: 'listings',
    path: '/posts/import',
    titleId: 'inventory.imports.listings.title',
    introId: 'inventory.imports.listings.intro',
  },
  bundles: {
    kind: 'bundles',
    path: '/bundles/import',
    titleId: 'inventory.imports.bundles.title',
    introId: 'inventory.imports.bundles.intro',
  },
  links: {
    kind: 'links',
    path: '/linking/import',
    titleId: 'inventory.imports.links.title',
    introId: 'inventory.imports.links.intro',
  },
};
