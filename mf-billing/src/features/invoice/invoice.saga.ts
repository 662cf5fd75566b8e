import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest } from 'redux-saga/effects';
import { failedResponse, failureMessage, injectReducer, injectSaga } from '@estiba/shared';
import { fetchInvoice, type InvoiceDetail } from '../billing-common';
import { INVOICE_STORE_KEY, invoiceActions, invoiceKey, invoiceSlice } from './invoice.slice';

const HTTP_NOT_FOUND = 404;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function* onRequested({ payload }: ReturnType<typeof invoiceActions.requested>): SagaIterator<void> {
  const key = invoiceKey(payload.warehouseId, payload.invoiceId);
  // An address that cannot name an invoice (invoice ids are UUIDs) is a missing invoice, not a server error.
  if (!UUID.test(payload.invoiceId)) {
    yield put(invoiceActions.missing({ key }));
    return;
  }
  try {
    const detail: InvoiceDetail = yield call(fetchInvoice, payload.warehouseId, payload.invoiceId);
    yield put(invoiceActions.loaded({ key, detail }));
  } catch (error) {
    // Another merchant's invoice answers 404 too: the same words as one that does not exist.
    if (failedResponse(error)?.status === HTTP_NOT_FOUND) yield put(invoiceActions.missing({ key }));
    else yield put(invoiceActions.failed({ key, message: failureMessage(error), quiet: payload.quiet }));
  }
}

export function* invoiceSaga(): SagaIterator<void> {
  yield takeLatest(invoiceActions.requested.type, onRequested);
}

/** Adds this feature's reducer and saga to the page's one store (once; called when the module loads). */
export function ensureInvoiceState(): void {
  injectReducer(INVOICE_STORE_KEY, invoiceSlice.reducer);
  injectSaga(INVOICE_STORE_KEY, invoiceSaga);
}
