// This remote's es-CL texts in one chunk of their own: a merchant downloads their language's texts only.
// Same bundles, in the same order, as ../messages.ts (messages.test.ts checks they agree).
import type { Messages } from '@estiba/shared';
import orders from '../es-CL.json';
import ordersCommon from '../../features/orders-common/messages/es-CL.json';
import ordersList from '../../features/orders-list/messages/es-CL.json';
import orderDetail from '../../features/order-detail/messages/es-CL.json';
import orderCreate from '../../features/order-create/messages/es-CL.json';
import orderImport from '../../features/order-import/messages/es-CL.json';
import workQueue from '../../features/work-queue/messages/es-CL.json';
import packing from '../../features/packing/messages/es-CL.json';
import returns from '../../features/returns/messages/es-CL.json';
import automaticOrders from '../../features/automatic-orders/messages/es-CL.json';
import dashboardWidgets from '../../features/dashboard-widgets/messages/es-CL.json';

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
