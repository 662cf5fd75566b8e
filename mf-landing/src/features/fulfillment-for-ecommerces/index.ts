// The conversion landing page, loaded lazily by the route module (bare layout: it draws its own header).
export {
  FulfillmentForEcommercesPage as default,
  FulfillmentForEcommercesPage,
} from './FulfillmentForEcommercesPage';
