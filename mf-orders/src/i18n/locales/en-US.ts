// This remote's en-US texts in one chunk of their own: a merchant downloads their language's texts only.
// Same bundles, in the same order, as ../messages.ts (messages.test.ts checks they agree).
import type { Messages } from '@estiba/shared';
import orders from '../en-US.json';
import ordersCommon from '../../features/orders-common/messages/en-US.json';
import ordersList from '../../features/orders-list/messages/en-US.json';
import orderDetail from '../../features/order-detail/messages/en-US.json';
import orderCreate from '../../features/order-create/messages/en-US.json';
import orderImport from '../../features/order-import/messages/en-US.json';
import workQueue from '../../features/work-queue/messages/en-US.json';
import packing from '../../features/packing/messages/en-US.json';
import returns from '../../features/returns/messages/en-US.json';
import automaticOrders from '../../features/automatic-orders/messages/en-US.json';
import dashboardWidgets from '../../features/dashboard-widgets/messages/en-US.json';

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
