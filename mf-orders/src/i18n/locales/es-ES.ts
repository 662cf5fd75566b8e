// This remote's es-ES texts in one chunk of their own: a merchant downloads their language's texts only.
// Same bundles, in the same order, as ../messages.ts (messages.test.ts checks they agree).
import type { Messages } from '@estiba/shared';
import orders from '../es-ES.json';
import ordersCommon from '../../features/orders-common/messages/es-ES.json';
import ordersList from '../../features/orders-list/messages/es-ES.json';
import orderDetail from '../../features/order-detail/messages/es-ES.json';
import orderCreate from '../../features/order-create/messages/es-ES.json';
import orderImport from '../../features/order-import/messages/es-ES.json';
import workQueue from '../../features/work-queue/messages/es-ES.json';
import packing from '../../features/packing/messages/es-ES.json';
import returns from '../../features/returns/messages/es-ES.json';
import automaticOrders from '../../features/automatic-orders/messages/es-ES.json';
import dashboardWidgets from '../../features/dashboard-widgets/messages/es-ES.json';

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
