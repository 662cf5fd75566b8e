// The listings CSV import's route module (listings kind of the one import screen).
import { CsvImportPage } from './CsvImportPage';

export default function ListingsImportPage() {
  return <CsvImportPage kind="listings" />;
}
