// The contact page, loaded lazily by the route module. The contact configuration is imported from
// ./supportContacts directly by the features that need it, so they do not pull this page in.
export { ContactPage as default, ContactPage } from './ContactPage';
