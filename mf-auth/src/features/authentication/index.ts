// The /authentication and /setup splash, loaded lazily by the route module.
export { AuthenticationPage as default, AuthenticationPage } from './AuthenticationPage';
