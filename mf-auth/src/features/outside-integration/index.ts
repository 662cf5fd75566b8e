// The /outside-integration screen, loaded lazily by the route module.
export {
  OutsideIntegrationPage as default,
  OutsideIntegrationPage,
  INTEGRATIONS_PATH,
} from './OutsideIntegrationPage';
