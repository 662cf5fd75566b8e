// This remote's es-CO texts in one chunk of their own: a merchant downloads their language's texts only.
// Same bundles, in the same order, as ../messages.ts (messages.test.ts checks they agree).
import type { Messages } from '@estiba/shared';
import orders from '../es-CO.json';
import ordersCommon from '../../features/orders-common/messages/es-CO.json';
import ordersList from '../../features/orders-list/messages/es-CO.json';
import orderDetail from '../../features/order-detail/messages/es-CO.json';
import orderCreate from '../../features/order-create/messages/es-CO.json';
import orderImport from '../../features/order-import/messages/es-CO.json';
import workQueue from '../../features/work-queue/messages/es-CO.json';
import packing from '../../features/packing/messages/es-CO.json';
import returns from '../../features/returns/messages/es-CO.json';
import automaticOrders from '../../features/automatic-orders/messages/es-CO.json';
import dashboardWidgets from '../../features/dashboard-widgets/messages/es-CO.json';

const messages: Messages = Object.assign(
  {},
  orders,
  ordersCommon,
  ordersList,
  orderDetail,
  orderCreate,
  orderImport,
  workQueue,
  packing,
  returns,
  automaticOrders,
  dashboardWidgets,
);
export default messages;
