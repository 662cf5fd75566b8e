// The product forms (each loaded lazily by the route module): create, edit, several at once.
export { ProductCreatePage } from './ProductCreatePage';
export { ProductEditPage } from './ProductEditPage';
export { MultipleProductPage } from './MultipleProductPage';
export { productFormMessages } from './messages';
