// This remote's es-MX texts in one chunk of their own: a merchant downloads their language's texts only.
// Same bundles, in the same order, as ../messages.ts (messages.test.ts checks they agree).
import type { Messages } from '@estiba/shared';
import inventory from '../es-MX.json';
import inventoryCommon from '../../features/inventory-common/messages/es-MX.json';
import sendInventory from '../../features/send-inventory/messages/es-MX.json';
import receivingOrders from '../../features/receiving-orders/messages/es-MX.json';
import receivingOrderDetail from '../../features/receiving-order-detail/messages/es-MX.json';
import receivingDesk from '../../features/receiving-desk/messages/es-MX.json';
import inventoryList from '../../features/inventory-list/messages/es-MX.json';
import productDetail from '../../features/product-detail/messages/es-MX.json';
import warehouses from '../../features/warehouses/messages/es-MX.json';
import productForm from '../../features/product-form/messages/es-MX.json';
import csvImport from '../../features/csv-import/messages/es-MX.json';
import dashboardWidgets from '../../features/dashboard-widgets/messages/es-MX.json';

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
