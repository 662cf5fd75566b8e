import { useReducer, type Dispatch } from 'react';
import {
  calculatorActions,
  calculatorReducer,
  initialCalculatorState,
  priceListCurrency,
  type CalculatorAction,
  type CalculatorState,
  type PriceService,
} from '@estiba/shared';

/**
 * The shared calculator state machine for a list of services. When the services or the currency change
 * (another price list), the state is reset during render, so no frame shows the old list's figures.
 * `services` must keep its identity between renders while the price list is the same.
 */
export function useCalculator(
  services: readonly PriceService[],
  currency: string | null | undefined,
): [CalculatorState, Dispatch<CalculatorAction>] {
  const [state, dispatch] = useReducer(calculatorReducer, undefined, () =>
    initialCalculatorState(services, currency),
  );
  if (state.services !== services || state.currency !== priceListCurrency(currency)) {
    dispatch(calculatorActions.priceListChanged(services, currency));
  }
  return [state, dispatch];
}
