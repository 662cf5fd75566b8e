import { lazy, Suspense } from 'react';
import { useSelector } from 'react-redux';
import { selectProductProgress } from './productProgress.slice';

const ProgressLine = lazy(() => import(/* webpackChunkName: "product-progress" */ './ProgressLine'));

/** A thin bar across the top of the page while a shop's products are being updated. */
export function ProductProgressBar() {
  const { progress, updating, shop } = useSelector(selectProductProgress);
  if (!updating && progress === 0) return null;
  return (
    <Suspense fallback={null}>
      <ProgressLine progress={progress} shop={shop} />
    </Suspense>
  );
}
