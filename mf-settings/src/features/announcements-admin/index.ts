// `/floor/announcements` (loaded lazily by the route module).
export { AnnouncementsAdminPage as default, AnnouncementsAdminPage } from './AnnouncementsAdminPage';
