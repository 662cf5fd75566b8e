// Warehouse staff's receiving desk: the orders and scan field (/receiving), one order (/receiving/orders/:id) and
// one box (/receiving/boxes/:barcode), each loaded lazily by the route module.
export { ReceivingDeskPage } from './ReceivingDeskPage';
export { StaffReceivingOrderPage } from './StaffReceivingOrderPage';
export { ReceiveBoxPage } from './ReceiveBoxPage';
export { receivingDeskMessages } from './messages';
