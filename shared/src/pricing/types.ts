// The price list of a warehouse (spec point 3 "Price list (calculator)", DOMAIN.md "Price list") as
// `GET /warehouse/prices` returns it. The calculators on the public site and the billing remote's charges
// both read these shapes, so they live here, with the pure rules beside them.

/** A quantity tier: the first range whose `max` is at least the quantity prices it. */
export interface PriceRange {
  min: number;
  /** null: the range has no upper bound (open-ended). */
  max: number | null;
  price: number;
}

/** A priced service of a category, e.g. a process-order weight band 'Small package' (0-1 kg). */
export interface PriceService {
  id: string;
  name: string;
  min: number | null;
  max: number | null;
  /** Unit of `min` and `max`; 'kg' when null (spec point 9 "range unit kg"). */
  unit: string | null;
  ranges: PriceRange[];
  /** Price of each product beyond the first in an order: process order and returns only. */
  extraPrice?: number;
}

/** Reception, process order and returns: a unit and a list of services. */
export interface PriceCategory {
  name: string;
  /** The unit the heading names ("Calculate reception by box"); a fallback word when null. */
  unit: string | null;
  services: PriceService[];
}

/** Storage has its unit and ranges directly (per cubic metre, 'm3' when null). */
export interface StorageCategory {
  name: string;
  unit: string | null;
  ranges: PriceRange[];
}

export interface PriceCategories {
  reception: PriceCategory;
  processOrder: PriceCategory;
  returns: PriceCategory;
  storage: StorageCategory;
}

/** What a calculator needs: the categories and their currency (MXN when missing). */
export interface PriceList {
  currency?: string | null;
  categories: PriceCategories;
}

/** One element of `GET /warehouse/prices`: a warehouse and its price list. */
export interface WarehousePrice extends PriceList {
  id: string;
  name: string;
  address: string;
  /** ISO 3166-1 alpha-2 code, e.g. 'MX'. */
  country: string;
  /** ISO 4217 code, e.g. 'MXN'. */
  currency: string;
}

/** The three-mode price calculator (spec point 2 "Price calculator"). */
export type PriceCalculatorMode = 'processOrder' | 'reception' | 'returns';

/** The storage/reception calculator (spec point 2 "Storage/reception calculator"). */
export type UnitCalculatorMode = 'storage' | 'reception';
