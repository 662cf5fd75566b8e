// The privacy notice page, loaded lazily by the route module.
export { PrivacyPoliciesPage as default, PrivacyPoliciesPage } from './PrivacyPoliciesPage';
