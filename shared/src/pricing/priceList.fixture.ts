// A price list shaped like the API's seed, for the pricing tests.
import type { PriceCategory, PriceList, PriceService } from './types';

export const smallPackage: PriceService = {
  id: 'po-small',
  name: 'Small package',
  min: 0,
  max: 1,
  unit: 'kg',
  ranges: [
    { min: 1, max: 500, price: 32 },
    { min: 501, max: 2000, price: 28.5 },
    { min: 2001, max: 5000, price: 25 },
  ],
  extraPrice: 6.5,
};

export const mediumPackage: PriceService = {
  id: 'po-medium',
  name: 'Medium package',
  min: 1,
  max: 5,
  unit: null,
  ranges: [
    { min: 1, max: 500, price: 41 },
    { min: 501, max: null, price: 36 },
  ],
  extraPrice: 8,
};

export const largePackage: PriceService = {
  id: 'po-large',
  name: 'Large package',
  min: 5,
  max: 20,
  unit: 'kg',
  ranges: [{ min: 1, max: null, price: 59.9 }],
  extraPrice: 12,
};

export const processOrder: PriceCategory = {
  name: 'Process order',
  unit: null,
  services: [smallPackage, mediumPackage, largePackage],
};

export const receptionByBox: PriceCategory = {
  name: 'Reception',
  unit: null,
  services: [
    {
      id: 'rc-box',
      name: 'Box',
      min: null,
      max: null,
      unit: null,
      ranges: [{ min: 1, max: null, price: 45 }],
    },
  ],
};

export const receptionByProduct: PriceCategory = {
  name: 'Reception',
  unit: null,
  services: [
    {
      id: 'rc-s',
      name: 'Small product',
      min: 0,
      max: 1,
      unit: 'kg',
      ranges: [
        { min: 1, max: 1000, price: 2.5 },
        { min: 1001, max: null, price: 2 },
      ],
    },
    {
      id: 'rc-m',
      name: 'Medium product',
      min: 1,
      max: 5,
      unit: 'kg',
      ranges: [{ min: 1, max: null, price: 3.5 }],
    },
    {
      id: 'rc-l',
      name: 'Large product',
      min: 5,
      max: 25,
      unit: 'kg',
      ranges: [{ min: 1, max: null, price: 6 }],
    },
  ],
};

export const returns: PriceCategory = {
  name: 'Returns',
  unit: null,
  services: [
    {
      id: 'rt',
      name: 'Return',
      min: 0,
      max: 5,
      unit: 'kg',
      ranges: [
        { min: 1, max: 100, price: 38 },
        { min: 101, max: null, price: 33 },
      ],
      extraPrice: 7,
    },
  ],
};

export const priceList: PriceList = {
  currency: 'MXN',
  categories: {
    reception: receptionByBox,
    processOrder,
    returns,
    storage: {
      name: 'Storage',
      unit: 'm3',
      ranges: [
        { min: 1, max: 10, price: 420 },
        { min: 11, max: null, price: 380 },
      ],
    },
  },
};
