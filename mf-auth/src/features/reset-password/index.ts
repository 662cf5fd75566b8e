// The /forget-password screen, loaded lazily by the route module.
export { ResetPasswordPage as default, ResetPasswordPage } from './ResetPasswordPage';
