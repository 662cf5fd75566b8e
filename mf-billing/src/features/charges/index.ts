// `/billing-information/:warehouseId` (loaded lazily by the route module).
export { ChargesPage as default, ChargesPage } from './ChargesPage';
export { chargesMessages } from './messages';
