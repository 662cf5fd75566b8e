// This remote's es-ES texts in one chunk of their own: a merchant downloads their language's texts only.
// Same bundles, in the same order, as ../messages.ts (messages.test.ts checks they agree).
import type { Messages } from '@estiba/shared';
import inventory from '../es-ES.json';
import inventoryCommon from '../../features/inventory-common/messages/es-ES.json';
import sendInventory from '../../features/send-inventory/messages/es-ES.json';
import receivingOrders from '../../features/receiving-orders/messages/es-ES.json';
import receivingOrderDetail from '../../features/receiving-order-detail/messages/es-ES.json';
import receivingDesk from '../../features/receiving-desk/messages/es-ES.json';
import inventoryList from '../../features/inventory-list/messages/es-ES.json';
import productDetail from '../../features/product-detail/messages/es-ES.json';
import warehouses from '../../features/warehouses/messages/es-ES.json';
import productForm from '../../features/product-form/messages/es-ES.json';
import csvImport from '../../features/csv-import/messages/es-ES.json';
import dashboardWidgets from '../../features/dashboard-widgets/messages/es-ES.json';

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
