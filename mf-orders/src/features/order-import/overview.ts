// /orders/import/overview: what the checked file will create, then the import (loaded lazily by the route module).
export { OrderImportOverviewPage as default, OrderImportOverviewPage } from './OrderImportOverviewPage';
