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
