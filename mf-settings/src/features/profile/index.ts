// `/pages/profile` (loaded lazily by the route module).
export { ProfilePage as default, ProfilePage } from './ProfilePage';
