// This remote's es-AR texts in one chunk of their own: a merchant downloads their language's texts only.
// Same bundles, in the same order, as ../messages.ts (messages.test.ts checks they agree).
import type { Messages } from '@estiba/shared';
import orders from '../es-AR.json';
import ordersCommon from '../../features/orders-common/messages/es-AR.json';
import ordersList from '../../features/orders-list/messages/es-AR.json';
import orderDetail from '../../features/order-detail/messages/es-AR.json';
import orderCreate from '../../features/order-create/messages/es-AR.json';
import orderImport from '../../features/order-import/messages/es-AR.json';
import workQueue from '../../features/work-queue/messages/es-AR.json';
import packing from '../../features/packing/messages/es-AR.json';
import returns from '../../features/returns/messages/es-AR.json';
import automaticOrders from '../../features/automatic-orders/messages/es-AR.json';
import dashboardWidgets from '../../features/dashboard-widgets/messages/es-AR.json';

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
