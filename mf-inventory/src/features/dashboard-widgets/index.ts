// The inventory's dashboard widgets (issue 20), loaded lazily by the route module's widgets (one chunk).
export { StockByWarehouseWidget } from './StockByWarehouseWidget';
export { BelowCoverWidget } from './BelowCoverWidget';
export { ReceivingDueWidget } from './ReceivingDueWidget';
export { ToReceiveWidget } from './ToReceiveWidget';
export { dashboardWidgetsMessages } from './messages';
