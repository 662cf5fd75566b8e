// The bundles CSV import's route module (bundles kind of the one import screen).
import { CsvImportPage } from './CsvImportPage';

export default function BundlesImportPage() {
  return <CsvImportPage kind="bundles" />;
}
