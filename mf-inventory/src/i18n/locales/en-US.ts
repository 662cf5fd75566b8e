// This remote's en-US texts in one chunk of their own: a merchant downloads their language's texts only.
// Same bundles, in the same order, as ../messages.ts (messages.test.ts checks they agree).
import type { Messages } from '@estiba/shared';
import inventory from '../en-US.json';
import inventoryCommon from '../../features/inventory-common/messages/en-US.json';
import sendInventory from '../../features/send-inventory/messages/en-US.json';
import receivingOrders from '../../features/receiving-orders/messages/en-US.json';
import receivingOrderDetail from '../../features/receiving-order-detail/messages/en-US.json';
import receivingDesk from '../../features/receiving-desk/messages/en-US.json';
import inventoryList from '../../features/inventory-list/messages/en-US.json';
import productDetail from '../../features/product-detail/messages/en-US.json';
import warehouses from '../../features/warehouses/messages/en-US.json';
import productForm from '../../features/product-form/messages/en-US.json';
import csvImport from '../../features/csv-import/messages/en-US.json';
import dashboardWidgets from '../../features/dashboard-widgets/messages/en-US.json';

const messages: Messages = Object.assign(
  {},
  inventory,
  inventoryCommon,
  sendInventory,
  receivingOrders,
  receivingOrderDetail,
  receivingDesk,
  inventoryList,
  productDetail,
  warehouses,
  productForm,
  csvImport,
  dashboardWidgets,
);
export default messages;
