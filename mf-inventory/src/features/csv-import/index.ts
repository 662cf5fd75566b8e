// The CSV imports (products, shop listings, bundles, product links): one screen, four route modules.
export { CsvImportPage } from './CsvImportPage';
export { IMPORT_KIND_SCREENS } from './importKinds';
export { csvImportMessages } from './messages';
