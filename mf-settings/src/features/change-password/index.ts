// `/settings/change-password` (loaded lazily by the route module).
export { ChangePasswordPage as default, ChangePasswordPage } from './ChangePasswordPage';
