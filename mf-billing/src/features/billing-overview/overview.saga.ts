import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest } from 'redux-saga/effects';
import { failureMessage, injectReducer, injectSaga } from '@estiba/shared';
import { fetchBillingWarehouses, type WarehouseBilling } from '../billing-common';
import { OVERVIEW_STORE_KEY, overviewActions, overviewSlice } from './overview.slice';

function* onRequested({ payload }: ReturnType<typeof overviewActions.requested>): SagaIterator<void> {
  try {
    const warehouses: WarehouseBilling[] = yield call(fetchBillingWarehouses);
    yield put(overviewActions.loaded(warehouses));
  } catch (error) {
    yield put(overviewActions.failed({ message: failureMessage(error), quiet: payload.quiet }));
  }
}

export function* overviewSaga(): SagaIterator<void> {
  // Charges can arrive in bursts (a box of many products): only the latest load's answer counts.
  yield takeLatest(overviewActions.requested.type, onRequested);
}

/** Adds this feature's reducer and saga to the page's one store (once; called when the module loads). */
export function ensureOverviewState(): void {
  injectReducer(OVERVIEW_STORE_KEY, overviewSlice.reducer);
  injectSaga(OVERVIEW_STORE_KEY, overviewSaga);
}
