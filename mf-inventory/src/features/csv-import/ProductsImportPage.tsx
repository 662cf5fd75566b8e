// The products CSV import's route module (products kind of the one import screen).
import { CsvImportPage } from './CsvImportPage';

export default function ProductsImportPage() {
  return <CsvImportPage kind="products" />;
}
