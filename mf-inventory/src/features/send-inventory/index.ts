// The send-inventory wizard (loaded lazily by the route module).
export { SendInventoryPage as default, SendInventoryPage } from './SendInventoryPage';
export { sendInventoryMessages } from './messages';
