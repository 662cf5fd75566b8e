// `/integrations` (loaded lazily by the route module).
export { IntegrationsPage as default, IntegrationsPage } from './IntegrationsPage';
