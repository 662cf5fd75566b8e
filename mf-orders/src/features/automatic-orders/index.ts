// Automatic orders per shop (issue 17): the orders list's toolbar control.
export { AutomaticOrders } from './AutomaticOrders';
export { automaticOrdersMessages } from './messages';
