// Warehouses as `GET /warehouse/prices` answers, for this feature's tests, built from the shared
// pricing fixture (the same services the pricing module's tests use).
import type { PriceCategories, PriceService, WarehousePrice } from '@estiba/shared';
import { pricingFixture } from '@estiba/shared/testing';

const receptionByBox: PriceService[] = [
  ...pricingFixture.receptionByBox.services,
  {
    id: 'rc-pallet',
    name: 'Pallet',
    min: null,
    max: null,
    unit: null,
    ranges: [{ min: 1, max: null, price: 380 }],
  },
];

const receptionByProduct = pricingFixture.receptionByProduct.services;

function categories(receptionServices: PriceService[], scale = 1): PriceCategories {
  const scaled = (services: PriceService[]) =>
    services.map((service) => ({
      ...service,
      ranges: service.ranges.map((range) => ({ ...range, price: range.price * scale })),
      ...(service.extraPrice === undefined ? {} : { extraPrice: service.extraPrice * scale }),
    }));
  return {
    reception: { name: 'Reception', unit: null, services: scaled(receptionServices) },
    processOrder: {
      name: 'Process order',
      unit: null,
      services: scaled(pricingFixture.processOrder.services),
    },
    returns: { name: 'Returns', unit: null, services: scaled(pricingFixture.returns.services) },
    storage: {
      name: 'Storage',
      unit: 'm3',
      ranges: pricingFixture.priceList.categories.storage.ranges.map((range) => ({
        ...range,
        price: range.price * scale,
      })),
    },
  };
}

const warehouse = (
  id: string,
  name: string,
  country: string,
  currency: string,
  receptionServices: PriceService[],
  scale = 1,
): WarehousePrice => ({
  id,
  name,
  address: `${name} address`,
  country,
  currency,
  categories: categories(receptionServices, scale),
});

/** MX and US twice, Colombia (left out on /prices), Argentina, Chile and Spain; API order is mixed. */
export const WAREHOUSE_PRICES: WarehousePrice[] = [
  warehouse('mx-cdmx', 'Mexico City', 'MX', 'MXN', receptionByBox),
  warehouse('us-mia', 'Miami', 'US', 'USD', receptionByBox),
  warehouse('co-bog', 'Bogotá', 'CO', 'COP', receptionByBox, 200),
  warehouse('es-mad', 'Madrid', 'ES', 'EUR', receptionByBox),
  warehouse('mx-mty', 'Monterrey', 'MX', 'MXN', receptionByProduct),
  warehouse('cl-scl', 'Santiago', 'CL', 'CLP', receptionByBox, 50),
  warehouse('ar-bue', 'Buenos Aires', 'AR', 'ARS', receptionByBox, 60),
  warehouse('us-hou', 'Houston', 'US', 'USD', receptionByProduct),
];

export const priceListOf = (id: string): WarehousePrice => {
  const found = WAREHOUSE_PRICES.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no warehouse ${id} in the fixture`);
  return found;
};
