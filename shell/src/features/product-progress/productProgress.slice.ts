// Spec point 4, "Product-update progress": the shop whose products are being updated and how far along.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ProductsProgressPayload } from '@estiba/shared';

export const PRODUCT_PROGRESS_KEY = 'productProgress';
const PERCENT = 100;

export interface ProductProgressState {
  current: number;
  total: number;
  shop: string;
  shopId: string;
  /** In progress while 0 < current < total. */
  updating: boolean;
  /** current / total × 100 (0 when total is 0). */
  progress: number;
}

const initialState: ProductProgressState = {
  current: 0,
  total: 0,
  shop: '',
  shopId: '',
  updating: false,
  progress: 0,
};

export const progressPercent = (current: number, total: number) =>
  total > 0 ? (current / total) * PERCENT : 0;

export const isComplete = ({ current, total }: Pick<ProductsProgressPayload, 'current' | 'total'>) =>
  total > 0 && current >= total;

export const productProgressSlice = createSlice({
  name: PRODUCT_PROGRESS_KEY,
  initialState,
  reducers: {
    progressReceived(state, action: PayloadAction<ProductsProgressPayload>) {
      const { current, total, shop, shopId } = action.payload;
      Object.assign(state, {
        current,
        total,
        shop,
        shopId,
        updating: current > 0 && current < total,
        progress: progressPercent(current, total),
      });
    },
    progressReset() {
      return initialState;
    },
  },
});

export const productProgressActions = productProgressSlice.actions;
export const productProgressReducer = productProgressSlice.reducer;

export const selectProductProgress = (state: Record<string, unknown>): ProductProgressState =>
  (state[PRODUCT_PROGRESS_KEY] as ProductProgressState | undefined) ?? initialState;
