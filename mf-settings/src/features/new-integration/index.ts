// `/new-integration` (loaded lazily by the route module).
export { NewIntegrationPage as default, NewIntegrationPage } from './NewIntegrationPage';
