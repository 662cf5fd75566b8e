import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { IntlProvider } from 'react-intl';
import { configureStore } from '@reduxjs/toolkit';
import { coreMessages } from '../../i18n/messages';
import { ProductProgressBar } from './ProductProgressBar';
import {
  PRODUCT_PROGRESS_KEY,
  productProgressActions,
  productProgressReducer,
} from './productProgress.slice';

function renderBar() {
  const store = configureStore({ reducer: { [PRODUCT_PROGRESS_KEY]: productProgressReducer } });
  render(
    <Provider store={store}>
      <IntlProvider locale="en-US" messages={coreMessages['en-US']}>
        <ProductProgressBar />
      </IntlProvider>
    </Provider>,
  );
  return store;
}

it('draws nothing while no products are updating, and the bar (its code loaded then) once they are', async () => {
  const store = renderBar();
  expect(screen.queryByRole('progressbar')).toBeNull();

  act(() => {
    store.dispatch(
      productProgressActions.progressReceived({ current: 5, total: 10, shop: 'Acapella', shopId: '7' }),
    );
  });
  // The first import of MUI in a test file takes a while.
  const bar = await screen.findByRole('progressbar', {}, { timeout: 10_000 });
  expect(bar).toHaveAccessibleName(expect.stringContaining('Acapella'));
});

it('tells assistive technology the progress itself in whole percent while the drawn bar eases towards it', async () => {
  const store = renderBar();
  act(() => {
    store.dispatch(
      productProgressActions.progressReceived({ current: 1, total: 3, shop: 'Acapella', shopId: '7' }),
    );
  });
  const bar = await screen.findByRole('progressbar', {}, { timeout: 10_000 });
  expect(bar).toHaveAttribute('aria-valuenow', '33');
  act(() => {
    store.dispatch(
      productProgressActions.progressReceived({ current: 3, total: 3, shop: 'Acapella', shopId: '7' }),
    );
  });
  // At once, not after the easing's many ticks.
  expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
});
