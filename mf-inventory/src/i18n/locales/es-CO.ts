// This remote's es-CO texts in one chunk of their own: a merchant downloads their language's texts only.
// Same bundles, in the same order, as ../messages.ts (messages.test.ts checks they agree).
import type { Messages } from '@estiba/shared';
import inventory from '../es-CO.json';
import inventoryCommon from '../../features/inventory-common/messages/es-CO.json';
import sendInventory from '../../features/send-inventory/messages/es-CO.json';
import receivingOrders from '../../features/receiving-orders/messages/es-CO.json';
import receivingOrderDetail from '../../features/receiving-order-detail/messages/es-CO.json';
import receivingDesk from '../../features/receiving-desk/messages/es-CO.json';
import inventoryList from '../../features/inventory-list/messages/es-CO.json';
import productDetail from '../../features/product-detail/messages/es-CO.json';
import warehouses from '../../features/warehouses/messages/es-CO.json';
import productForm from '../../features/product-form/messages/es-CO.json';
import csvImport from '../../features/csv-import/messages/es-CO.json';
import dashboardWidgets from '../../features/dashboard-widgets/messages/es-CO.json';

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
