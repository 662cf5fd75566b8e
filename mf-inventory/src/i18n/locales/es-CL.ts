// This remote's es-CL texts in one chunk of their own: a merchant downloads their language's texts only.
// Same bundles, in the same order, as ../messages.ts (messages.test.ts checks they agree).
import type { Messages } from '@estiba/shared';
import inventory from '../es-CL.json';
import inventoryCommon from '../../features/inventory-common/messages/es-CL.json';
import sendInventory from '../../features/send-inventory/messages/es-CL.json';
import receivingOrders from '../../features/receiving-orders/messages/es-CL.json';
import receivingOrderDetail from '../../features/receiving-order-detail/messages/es-CL.json';
import receivingDesk from '../../features/receiving-desk/messages/es-CL.json';
import inventoryList from '../../features/inventory-list/messages/es-CL.json';
import productDetail from '../../features/product-detail/messages/es-CL.json';
import warehouses from '../../features/warehouses/messages/es-CL.json';
import productForm from '../../features/product-form/messages/es-CL.json';
import csvImport from '../../features/csv-import/messages/es-CL.json';
import dashboardWidgets from '../../features/dashboard-widgets/messages/es-CL.json';

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
