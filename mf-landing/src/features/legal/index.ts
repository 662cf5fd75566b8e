// The legal and help pages, loaded lazily by the route module (one chunk for the three routes).
export { LegalPage as default, HelpFulfillmentPage, LegalPage, TermsAndConditionsPage } from './LegalPages';
