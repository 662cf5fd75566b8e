// The /prices page, loaded lazily by the route module; its calculators for other pages of this remote.
export { PricesPage as default, PricesPage } from './PricesPage';
export { PriceCalculator } from './PriceCalculator';
export { StorageReceptionCalculator } from './StorageReceptionCalculator';
