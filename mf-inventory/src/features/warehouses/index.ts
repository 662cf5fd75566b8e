// The warehouses and one warehouse (each loaded lazily by the route module).
export { WarehousesPage } from './WarehousesPage';
export { WarehouseDetailPage } from './WarehouseDetailPage';
export { warehousesMessages } from './messages';
