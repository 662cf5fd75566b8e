// `/settings/shop-settings` (loaded lazily by the route module).
export { ShopSettingsPage as default, ShopSettingsPage } from './ShopSettingsPage';
