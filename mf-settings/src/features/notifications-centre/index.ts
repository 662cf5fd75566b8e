// `/apps/mail`, the notifications centre (loaded lazily by the route module).
export { NotificationsPage as default, NotificationsPage } from './NotificationsPage';
