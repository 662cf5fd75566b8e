// The links CSV import's route module (links kind of the one import screen).
import { CsvImportPage } from './CsvImportPage';

export default function LinksImportPage() {
  return <CsvImportPage kind="links" />;
}
