// `/settings/change-email` (loaded lazily by the route module).
export { ChangeEmailPage as default, ChangeEmailPage } from './ChangeEmailPage';
