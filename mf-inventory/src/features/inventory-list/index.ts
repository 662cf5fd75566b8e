// The inventory list (loaded lazily by the route module).
export { InventoryPage as default, InventoryPage } from './InventoryPage';
export { inventoryListMessages } from './messages';
