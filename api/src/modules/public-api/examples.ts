// Examples of the /v1 answers for the OpenAPI document (trimmed: the schemas list every field).
export const ORDER_EXAMPLE = {
  id: '0b6f3c52-1f0e-4d7e-9a51-7c1f4a2b9e10',
  number: 100042,
  reference: '#1042',
  source: 'api',
  warehouseId: 'WH-MX-CDMX',
  fulfillmentStatus: 'pending',
  customerName: 'Ana López',
  currency: 'MXN',
  createdAt: '2026-11-25T18:00:00.000Z',
};

export const PRODUCT_EXAMPLE = {
  product: {
    id: '3f1c2a9e-8b7d-4c6e-9a1b-2c3d4e5f6a7b',
    sku: 'TSHIRT-BLK-M',
    name: 'Camiseta negra talla M',
    declaredValueMinor: 24900,
    currency: 'MXN',
  },
  stock: { total: { onHand: 40, reserved: 2, available: 38, incoming: 0, damaged: 0 } },
};

export const INVENTORY_LEVEL_EXAMPLE = {
  productId: '3f1c2a9e-8b7d-4c6e-9a1b-2c3d4e5f6a7b',
  sku: 'TSHIRT-BLK-M',
  warehouseId: 'WH-MX-CDMX',
  onHand: 40,
  reserved: 2,
  available: 38,
  incoming: 20,
  damaged: 0,
  updatedAt: '2026-11-25T18:00:00.000Z',
};

export const RECEIVING_ORDER_EXAMPLE = {
  id: '9d2e7b1a-4c3f-4e8a-b6d5-0a1b2c3d4e5f',
  number: 1001,
  reference: 'RO-1001',
  warehouseId: 'WH-MX-CDMX',
  status: 'in_transit',
  arrivalDate: '2026-12-01',
};

export const RETURN_EXAMPLE = {
  id: '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d',
  number: 3001,
  type: 'refund',
  status: 'requested',
  reason: 'Talla equivocada',
};
