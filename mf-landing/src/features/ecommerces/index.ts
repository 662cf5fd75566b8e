// The e-commerce integrations page, loaded lazily by the route module.
export { EcommercesPage as default, EcommercesPage } from './EcommercesPage';
