// This remote's es-MX texts in one chunk of their own: a merchant downloads their language's texts only.
// Same bundles, in the same order, as ../messages.ts (messages.test.ts checks they agree).
import type { Messages } from '@estiba/shared';
import orders from '../es-MX.json';
import ordersCommon from '../../features/orders-common/messages/es-MX.json';
import ordersList from '../../features/orders-list/messages/es-MX.json';
import orderDetail from '../../features/order-detail/messages/es-MX.json';
import orderCreate from '../../features/order-create/messages/es-MX.json';
import orderImport from '../../features/order-import/messages/es-MX.json';
import workQueue from '../../features/work-queue/messages/es-MX.json';
import packing from '../../features/packing/messages/es-MX.json';
import returns from '../../features/returns/messages/es-MX.json';
import automaticOrders from '../../features/automatic-orders/messages/es-MX.json';
import dashboardWidgets from '../../features/dashboard-widgets/messages/es-MX.json';

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
