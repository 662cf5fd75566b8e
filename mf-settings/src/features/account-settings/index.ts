// `/settings/account-settings` (loaded lazily by the route module).
export { AccountSettingsPage as default, AccountSettingsPage } from './AccountSettingsPage';
