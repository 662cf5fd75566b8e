// One product (loaded lazily by the route module).
export { ProductDetailPage as default, ProductDetailPage } from './ProductDetailPage';
export { productDetailMessages } from './messages';
