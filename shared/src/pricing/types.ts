// The price list of a warehouse (spec point 3 "Price list (calculator)", DOMAIN.md "Price list") as
// `GET /warehouse/prices` returns it. The shapes are the API's contract (api/src/modules/price-lists/schemas.ts,
// where each field is described), imported as types only; the calculators on the public site and the billing
// remote's charges read them through here, with the pure rules beside them.
import type { PriceCategories } from '@estiba/api/contract';

export type {
  PriceCategories,
  PriceCategory,
  PriceRange,
  PriceService,
  StorageCategory,
  WarehousePrice,
} from '@estiba/api/contract';

/** What a calculator needs: the categories and their currency (MXN when missing). */
export interface PriceList {
  currency?: string | null;
  categories: PriceCategories;
}

/** The three-mode price calculator (spec point 2 "Price calculator"). */
export type PriceCalculatorMode = 'processOrder' | 'reception' | 'returns';

/** The storage/reception calculator (spec point 2 "Storage/reception calculator"). */
export type UnitCalculatorMode = 'storage' | 'reception';
