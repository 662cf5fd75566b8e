import { runSaga, stdChannel, type Task } from 'redux-saga';
import type { UnknownAction } from '@reduxjs/toolkit';
import { bus, type NotifyPayload } from '@estiba/shared';
import { productProgressSaga } from './productProgress.saga';
import { productProgressReducer, type ProductProgressState } from './productProgress.slice';
import { nextAnimatedValue } from './useAnimatedValue';

const initial = productProgressReducer(undefined, { type: '@@init' });

describe('product-update progress', () => {
  let task: Task;
  let state: ProductProgressState;
  let notices: NotifyPayload[];
  let off: () => void;

  beforeEach(() => {
    jest.useFakeTimers();
    state = initial;
    notices = [];
    off = bus.on('notify', (notice) => notices.push(notice));
    const channel = stdChannel();
    task = runSaga(
      {
        channel,
        dispatch: (action: UnknownAction) => {
          state = productProgressReducer(state, action);
          channel.put(action);
        },
        getState: () => ({}),
      },
      productProgressSaga,
    );
  });

  afterEach(() => {
    task.cancel();
    off();
    jest.useRealTimers();
  });

  it('is in progress while 0 < current < total, at current / total × 100', () => {
    bus.emit('products/progress', { current: 25, total: 200, shop: 'Demo Store', shopId: 's-1' });
    expect(state).toMatchObject({ updating: true, progress: 12.5, shop: 'Demo Store' });
  });

  it('counts 0 % when the total is 0', () => {
    bus.emit('products/progress', { current: 0, total: 0, shop: 'Demo Store', shopId: 's-1' });
    expect(state).toMatchObject({ updating: false, progress: 0 });
    expect(notices).toEqual([]);
  });

  it("at completion says '{shop} products updated successfully' and resets after 2 s", async () => {
    bus.emit('products/progress', { current: 200, total: 200, shop: 'Demo Store', shopId: 's-1' });
    expect(state).toMatchObject({ updating: false, progress: 100 });
    expect(notices).toEqual([
      { id: 'shell.products.updated', values: { shop: 'Demo Store' }, severity: 'success' },
    ]);
    await jest.advanceTimersByTimeAsync(1999);
    expect(state.progress).toBe(100);
    await jest.advanceTimersByTimeAsync(1);
    expect(state).toEqual(initial);
  });

  it('does not let a finished update reset a newer one', async () => {
    bus.emit('products/progress', { current: 10, total: 10, shop: 'First', shopId: 's-1' });
    await jest.advanceTimersByTimeAsync(1000);
    bus.emit('products/progress', { current: 1, total: 10, shop: 'Second', shopId: 's-2' });
    await jest.advanceTimersByTimeAsync(5000);
    expect(state).toMatchObject({ shop: 'Second', updating: true, progress: 10 });
  });
});

describe('nextAnimatedValue', () => {
  it('moves a tenth of the way and snaps once within 0.1', () => {
    expect(nextAnimatedValue(0, 100)).toBe(10);
    expect(nextAnimatedValue(90, 100)).toBe(91);
    expect(nextAnimatedValue(99.95, 100)).toBe(100);
    expect(nextAnimatedValue(100, 0)).toBe(90);
  });
});
