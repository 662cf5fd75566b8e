// The invoice screen's state in the page's one store: the invoice shown, by warehouse and id.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UiMessage } from '@estiba/shared';
import type { InvoiceDetail } from '../billing-common';

/** This feature's key in the page's one store. */
export const INVOICE_STORE_KEY = 'billingInvoice';

export interface InvoiceRequest {
  warehouseId: string;
  invoiceId: string;
  /** A live refresh: keep what is shown while loading, and if the load fails. */
  quiet: boolean;
}

export interface InvoiceState {
  status: 'idle' | 'loading' | 'done' | 'missing' | 'failed';
  /** Which invoice the state is about, so another invoice's page never shows this one. */
  key: string;
  detail: InvoiceDetail | null;
  failure: UiMessage | null;
}

const initialState: InvoiceState = { status: 'idle', key: '', detail: null, failure: null };

export const invoiceKey = (warehouseId: string, invoiceId: string) => `${warehouseId}/${invoiceId}`;

export const invoiceSlice = createSlice({
  name: INVOICE_STORE_KEY,
  initialState,
  reducers: {
    requested(state, action: PayloadAction<InvoiceRequest>) {
      const key = invoiceKey(action.payload.warehouseId, action.payload.invoiceId);
      if (action.payload.quiet && state.key === key && state.status === 'done') return;
      return { status: 'loading', key, detail: null, failure: null };
    },
    loaded(state, action: PayloadAction<{ key: string; detail: InvoiceDetail }>) {
      if (action.payload.key !== state.key) return;
      state.status = 'done';
      state.detail = action.payload.detail;
      state.failure = null;
    },
    missing(state, action: PayloadAction<{ key: string }>) {
      if (action.payload.key !== state.key) return;
      state.status = 'missing';
      state.detail = null;
    },
    failed(state, action: PayloadAction<{ key: string; message: UiMessage; quiet: boolean }>) {
      if (action.payload.key !== state.key) return;
      if (action.payload.quiet && state.status === 'done') return;
      state.status = 'failed';
      state.failure = action.payload.message;
    },
  },
});

export const invoiceActions = invoiceSlice.actions;

export const selectInvoice = (state: Record<string, unknown>): InvoiceState =>
  (state[INVOICE_STORE_KEY] as InvoiceState | undefined) ?? initialState;
