// The FAQ page, loaded lazily by the route module.
export { FaqPage as default, FaqPage } from './FaqPage';
