// Answers shaped like the API's (demo data), for the screens' tests.
import type { InventoryProduct, WarehouseSummary } from '../features/inventory-common';

export const warehouses: WarehouseSummary[] = [
  {
    id: 'WH-MX-CDMX',
    name: 'Mexico City',
    address: 'Av. Central 100, Ciudad de México',
    country: 'MX',
    currency: 'MXN',
    timeZone: 'America/Mexico_City',
    receivingDeadlineHours: 48,
  },
  {
    id: 'WH-US-LRD',
    name: 'Laredo',
    address: '1200 Logistics Dr, Laredo, TX',
    country: 'US',
    currency: 'USD',
    timeZone: 'America/Chicago',
    receivingDeadlineHours: 48,
  },
];

const level = (
  warehouseId: string,
  onHand: number,
  reserved = 0,
  extra: Partial<InventoryProduct['stock'][0]> = {},
) => ({
  warehouseId,
  onHand,
  reserved,
  available: onHand - reserved,
  incoming: 0,
  damaged: 0,
  daysOfCover: null,
  lowStock: false,
  ...extra,
});

export const products: InventoryProduct[] = [
  {
    id: 'p-mug',
    sku: 'MUG-001',
    name: 'Ceramic mug',
    handle: 'ceramic-mug',
    barcode: '7501234567890',
    stock: [
      level('WH-MX-CDMX', 40, 5, { daysOfCover: 12.5, incoming: 10 }),
      level('WH-US-LRD', 3, 0, { lowStock: true }),
    ],
  },
  {
    id: 'p-tee',
    sku: 'TEE-BLK-M',
    name: 'Black tee, M',
    handle: 'black-tee-m',
    barcode: null,
    stock: [level('WH-MX-CDMX', 0)],
  },
];
