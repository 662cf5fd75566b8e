// The carriers page, loaded lazily by the route module.
export { CarriersPage as default, CarriersPage } from './CarriersPage';
