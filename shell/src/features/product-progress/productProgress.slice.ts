// Spec point 4, "Product-update progress": the shop whose products are being updated and how far along.
import type { UnknownAction } from '@reduxjs/toolkit';
import { createAction, type ProductsProgressPayload } from '@estiba/shared';

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

export const productProgressActions = {
  progressReceived: createAction<ProductsProgressPayload>(`${PRODUCT_PROGRESS_KEY}/progressReceived`),
  progressReset: createAction(`${PRODUCT_PROGRESS_KEY}/progressReset`),
};

/** Written without immer (see the settings' reducer): the store's start carries no Redux Toolkit. */
export function productProgressReducer(
  state: ProductProgressState = initialState,
  action: UnknownAction,
): ProductProgressState {
  if (productProgressActions.progressReceived.match(action)) {
    const { current, total, shop, shopId } = action.payload;
    return {
      current,
      total,
      shop,
      shopId,
      updating: current > 0 && current < total,
      progress: progressPercent(current, total),
    };
  }
  if (productProgressActions.progressReset.match(action)) return initialState;
  return state;
}

export const selectProductProgress = (state: Record<string, unknown>): ProductProgressState =>
  (state[PRODUCT_PROGRESS_KEY] as ProductProgressState | undefined) ?? initialState;
