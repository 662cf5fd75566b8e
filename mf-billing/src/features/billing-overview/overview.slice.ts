// The billing overview's state in the page's one store: each warehouse's month so far, invoices and what is due.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UiMessage } from '@estiba/shared';
import type { WarehouseBilling } from '../billing-common';

/** This feature's key in the page's one store. */
export const OVERVIEW_STORE_KEY = 'billingOverview';

export interface OverviewState {
  status: 'idle' | 'loading' | 'done' | 'failed';
  warehouses: WarehouseBilling[];
  failure: UiMessage | null;
}

const initialState: OverviewState = { status: 'idle', warehouses: [], failure: null };

export const overviewSlice = createSlice({
  name: OVERVIEW_STORE_KEY,
  initialState,
  reducers: {
    /**
     * Load the overview. `quiet` (a live event) keeps what is shown while the new figures come, and keeps it if
     * they do not: a refresh that failed must not blank a screen that was right a moment ago.
     */
    requested(state, action: PayloadAction<{ quiet: boolean }>) {
      if (!action.payload.quiet || state.status !== 'done') {
        state.status = 'loading';
        state.failure = null;
      }
    },
    loaded(state, action: PayloadAction<WarehouseBilling[]>) {
      state.status = 'done';
      state.warehouses = action.payload;
      state.failure = null;
    },
    failed(state, action: PayloadAction<{ message: UiMessage; quiet: boolean }>) {
      if (action.payload.quiet && state.status === 'done') return;
      state.status = 'failed';
      state.failure = action.payload.message;
    },
  },
});

export const overviewActions = overviewSlice.actions;

export const selectOverview = (state: Record<string, unknown>): OverviewState =>
  (state[OVERVIEW_STORE_KEY] as OverviewState | undefined) ?? initialState;
