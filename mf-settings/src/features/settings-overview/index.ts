// `/settings` (loaded lazily by the route module).
export { SettingsOverviewPage as default, SettingsOverviewPage } from './SettingsOverviewPage';
