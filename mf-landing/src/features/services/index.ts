// The services page, loaded lazily by the route module.
export { ServicesPage as default, ServicesPage } from './ServicesPage';
