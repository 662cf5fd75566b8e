import { eventChannel, type EventChannel } from 'redux-saga';
import { call, delay, fork, put, take, takeLatest } from 'redux-saga/effects';
import { bus, PROGRESS_RESET_DELAY_MS, type ProductsProgressPayload } from '@estiba/shared';
import { isComplete, productProgressActions } from './productProgress.slice';

export const PRODUCTS_UPDATED_MESSAGE_ID = 'shell.products.updated';

function progressChannel(): EventChannel<ProductsProgressPayload> {
  return eventChannel((emit) => bus.on('products/progress', emit));
}

function* watchProgressEvents() {
  const channel: EventChannel<ProductsProgressPayload> = yield call(progressChannel);
  while (true) {
    const payload: ProductsProgressPayload = yield take(channel);
    yield put(productProgressActions.progressReceived(payload));
  }
}

/** At completion: the success message, then after 2 s the progress goes back to zero. */
function* onProgress(action: ReturnType<typeof productProgressActions.progressReceived>) {
  if (!isComplete(action.payload)) return;
  bus.emit('notify', {
    id: PRODUCTS_UPDATED_MESSAGE_ID,
    values: { shop: action.payload.shop },
    severity: 'success',
  });
  yield delay(PROGRESS_RESET_DELAY_MS);
  yield put(productProgressActions.progressReset());
}

export function* productProgressSaga() {
  // A newer event cancels a pending reset, so a second update is never cleared by the first one's timer.
  yield takeLatest(productProgressActions.progressReceived.type, onProgress);
  yield fork(watchProgressEvents);
}
