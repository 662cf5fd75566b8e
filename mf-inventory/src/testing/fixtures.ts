// Answers shaped like the API's (demo data), for the screens' tests.
import type { ReceivingOrderDetail } from '@estiba/api/contract';
import type { InventoryRow, WarehouseStock, WarehouseSummary } from '../features/inventory-common';

export const warehouses: WarehouseSummary[] = [
  {
    id: 'WH-MX-CDMX',
    name: 'Mexico City',
    address: 'Av. Central 100, Ciudad de México',
    country: 'MX',
    currency: 'MXN',
    timeZone: 'America/Mexico_City',
    receivingDeadlineHours: 48,
    stock: { products: 2, onHand: 42, available: 37, incoming: 10 },
  },
  {
    id: 'WH-US-LRD',
    name: 'Laredo',
    address: '1200 Logistics Dr, Laredo, TX',
    country: 'US',
    currency: 'USD',
    timeZone: 'America/Chicago',
    receivingDeadlineHours: 48,
    stock: { products: 1, onHand: 3, available: 3, incoming: 0 },
  },
];

const level = (
  warehouseId: string,
  warehouseName: string,
  onHand: number,
  reserved = 0,
  extra: Partial<WarehouseStock> = {},
): WarehouseStock => ({
  warehouseId,
  warehouseName,
  onHand,
  reserved,
  available: onHand - reserved,
  incoming: 0,
  damaged: 0,
  daysOfCover: null,
  unitsShippedLast30Days: 0,
  ...extra,
});

/** The totals of a product's warehouses, as the API sums them. */
export function totalOf(warehouses: WarehouseStock[]): InventoryRow['total'] {
  const sum = (key: 'onHand' | 'reserved' | 'available' | 'incoming' | 'damaged') =>
    warehouses.reduce((total, level) => total + level[key], 0);
  const shipped = warehouses.reduce((total, level) => total + level.unitsShippedLast30Days, 0);
  return {
    onHand: sum('onHand'),
    reserved: sum('reserved'),
    available: sum('available'),
    incoming: sum('incoming'),
    damaged: sum('damaged'),
    daysOfCover: shipped ? Math.floor((sum('available') * 30) / shipped) : null,
  };
}

const product = (row: Omit<InventoryRow, 'total' | 'imageUrl' | 'isBundle' | 'createdAt'>): InventoryRow => ({
  imageUrl: null,
  isBundle: false,
  createdAt: '2026-10-01T15:00:00.000Z',
  total: totalOf(row.warehouses),
  ...row,
});

export const products: InventoryRow[] = [
  product({
    productId: 'p-mug',
    sku: 'MUG-001',
    name: 'Ceramic mug',
    handle: 'ceramic-mug',
    barcode: '7501234567890',
    lowStockThreshold: 5,
    stockState: 'inStock',
    lowStock: false,
    warehouses: [
      level('WH-MX-CDMX', 'Mexico City', 40, 5, {
        incoming: 10,
        daysOfCover: 35,
        unitsShippedLast30Days: 30,
      }),
      level('WH-US-LRD', 'Laredo', 3, 0),
    ],
  }),
  product({
    productId: 'p-tee',
    sku: 'TEE-BLK-M',
    name: 'Black tee, M',
    handle: 'black-tee-m',
    barcode: null,
    lowStockThreshold: 10,
    stockState: 'lowStock',
    lowStock: true,
    warehouses: [level('WH-MX-CDMX', 'Mexico City', 2)],
  }),
];

/** A receiving order as `GET warehouse/order/detail/{id}` answers: sent, one box arrived and counted. */
export const receivingOrder: ReceivingOrderDetail = {
  id: '0b6f6c1e-4a59-4d8e-9b47-6a2f7d1c9e01',
  number: 1001,
  reference: 'RO-1001',
  status: 'receiving',
  client: { id: 'CL-0002', name: 'Demo Store Co.' },
  warehouse: {
    id: 'WH-MX-CDMX',
    name: 'Mexico City',
    address: 'Av. Central 100, Ciudad de México',
    timeZone: 'America/Mexico_City',
    receivingDeadlineHours: 48,
  },
  shippingMethod: 'own_carrier',
  carrierName: 'Estafeta',
  trackingNumber: '7012345678',
  arrivalDate: '2026-11-20',
  arrivedAt: '2026-11-20T15:00:00.000Z',
  receivedAt: null,
  cancelledAt: null,
  createdAt: '2026-11-18T10:00:00.000Z',
  cancellable: false,
  lines: [
    { productId: 'p-mug', sku: 'MUG-001', name: 'Ceramic mug', expected: 20, received: 9, damaged: 1 },
    { productId: 'p-tee', sku: 'TEE-BLK-M', name: 'Black tee, M', expected: 5, received: 0, damaged: 0 },
  ],
  boxes: [
    {
      id: 'b-1',
      number: 1,
      barcode: 'RO1001-B01',
      status: 'with_discrepancy',
      arrivedAt: '2026-11-20T15:00:00.000Z',
      receivedAt: '2026-11-21T09:00:00.000Z',
      receivingDeadline: '2026-11-22T15:00:00.000Z',
      discrepancyNote: 'One mug broken',
      discrepancyResolvedAt: null,
      resolutionNote: null,
      lines: [
        {
          productId: 'p-mug',
          sku: 'MUG-001',
          name: 'Ceramic mug',
          expected: 10,
          received: 9,
          damaged: 1,
          unexpected: false,
        },
      ],
      timeline: [
        { kind: 'created', note: null, createdAt: '2026-11-18T10:00:00.000Z' },
        { kind: 'in_transit', note: null, createdAt: '2026-11-18T10:00:00.000Z' },
        { kind: 'arrived', note: null, createdAt: '2026-11-20T15:00:00.000Z' },
        { kind: 'discrepancy', note: 'One mug broken', createdAt: '2026-11-21T09:00:00.000Z' },
      ],
    },
    {
      id: 'b-2',
      number: 2,
      barcode: 'RO1001-B02',
      status: 'in_transit',
      arrivedAt: '2026-11-20T15:00:00.000Z',
      receivedAt: null,
      receivingDeadline: '2026-11-22T15:00:00.000Z',
      discrepancyNote: null,
      discrepancyResolvedAt: null,
      resolutionNote: null,
      lines: [
        {
          productId: 'p-mug',
          sku: 'MUG-001',
          name: 'Ceramic mug',
          expected: 10,
          received: null,
          damaged: null,
          unexpected: false,
        },
        {
          productId: 'p-tee',
          sku: 'TEE-BLK-M',
          name: 'Black tee, M',
          expected: 5,
          received: null,
          damaged: null,
          unexpected: false,
        },
      ],
      timeline: [
        { kind: 'created', note: null, createdAt: '2026-11-18T10:00:00.000Z' },
        { kind: 'in_transit', note: null, createdAt: '2026-11-18T10:00:00.000Z' },
        { kind: 'arrived', note: null, createdAt: '2026-11-20T15:00:00.000Z' },
      ],
    },
  ],
};
