export {
  PRODUCT_PROGRESS_KEY,
  productProgressActions,
  productProgressReducer,
  progressPercent,
  selectProductProgress,
  type ProductProgressState,
} from './productProgress.slice';
export { productProgressSaga, PRODUCTS_UPDATED_MESSAGE_ID } from './productProgress.saga';
export { ProductProgressBar } from './ProductProgressBar';
export { nextAnimatedValue } from './useAnimatedValue';
