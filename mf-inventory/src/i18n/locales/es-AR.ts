// This remote's es-AR texts in one chunk of their own: a merchant downloads their language's texts only.
// Same bundles, in the same order, as ../messages.ts (messages.test.ts checks they agree).
import type { Messages } from '@estiba/shared';
import inventory from '../es-AR.json';
import inventoryCommon from '../../features/inventory-common/messages/es-AR.json';
import sendInventory from '../../features/send-inventory/messages/es-AR.json';
import receivingOrders from '../../features/receiving-orders/messages/es-AR.json';
import receivingOrderDetail from '../../features/receiving-order-detail/messages/es-AR.json';
import receivingDesk from '../../features/receiving-desk/messages/es-AR.json';
import inventoryList from '../../features/inventory-list/messages/es-AR.json';
import productDetail from '../../features/product-detail/messages/es-AR.json';
import warehouses from '../../features/warehouses/messages/es-AR.json';
import productForm from '../../features/product-form/messages/es-AR.json';
import csvImport from '../../features/csv-import/messages/es-AR.json';
import dashboardWidgets from '../../features/dashboard-widgets/messages/es-AR.json';

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
