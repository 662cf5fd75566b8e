// The calculator's state machine (spec point 4 "Calculator", point 5 "Calculator quantity"). A reducer,
// so a React component (useReducer) and any other caller walk through the same transitions.
import { DEFAULT_CURRENCY } from '../constants';
import { parseQuantity, sanitiseQuantity } from './quantity';
import { applicableRange, estimateTotal, firstRange, type AppliedRange } from './ranges';
import type { PriceService } from './types';

export interface CalculatorState {
  /** ISO 4217 code of the price list, MXN when it names none. */
  currency: string;
  services: readonly PriceService[];
  /** The service the range selector shows; null when the category has no services. */
  serviceId: string | null;
  /** The quantity input's text: digits only, or empty. */
  quantity: string;
  /** The range pricing the quantity; null when the service has no ranges. */
  applied: AppliedRange | null;
  /** Quantity times the applied range's price, rounded to 2 decimals; 0 when not above 0. */
  total: number;
}

export type CalculatorAction =
  /** A new price list (another warehouse, or a fresh fetch). */
  | { type: 'priceListChanged'; services: readonly PriceService[]; currency?: string | null }
  /** The range selector changed to another service. */
  | { type: 'serviceSelected'; serviceId: string }
  /** The quantity input changed; `input` is whatever was typed or pasted. */
  | { type: 'quantityChanged'; input: string };

export const calculatorActions = {
  priceListChanged: (services: readonly PriceService[], currency?: string | null): CalculatorAction => ({
    type: 'priceListChanged',
    services,
    currency,
  }),
  serviceSelected: (serviceId: string): CalculatorAction => ({ type: 'serviceSelected', serviceId }),
  quantityChanged: (input: string): CalculatorAction => ({ type: 'quantityChanged', input }),
};

export function selectedService(state: CalculatorState): PriceService | null {
  return state.services.find((service) => service.id === state.serviceId) ?? null;
}

/** The price list's currency code in capitals; MXN when it names none. */
export function priceListCurrency(currency: string | null | undefined): string {
  return currency?.trim().toUpperCase() || DEFAULT_CURRENCY;
}

/** Reprices the quantity; only a service with ranges processes it, else nothing applies and the total is 0. */
function recalculate(state: CalculatorState): CalculatorState {
  const ranges = selectedService(state)?.ranges ?? [];
  if (ranges.length === 0) return { ...state, applied: null, total: 0 };
  // An empty quantity shows the first range, as right after a reset.
  if (state.quantity === '') return { ...state, applied: firstRange(ranges), total: 0 };
  const quantity = parseQuantity(state.quantity);
  const applied = applicableRange(ranges, quantity);
  return { ...state, applied, total: estimateTotal(quantity, applied?.range) };
}

/** The state for a price list: no quantity, its currency, the first service and that service's first range. */
export function initialCalculatorState(
  services: readonly PriceService[],
  currency?: string | null,
): CalculatorState {
  const first = services[0] ?? null;
  return {
    currency: priceListCurrency(currency),
    services,
    serviceId: first?.id ?? null,
    quantity: '',
    applied: first ? firstRange(first.ranges) : null,
    total: 0,
  };
}

export function calculatorReducer(state: CalculatorState, action: CalculatorAction): CalculatorState {
  switch (action.type) {
    case 'priceListChanged':
      return initialCalculatorState(action.services, action.currency);
    case 'serviceSelected': {
      const service = state.services.find((candidate) => candidate.id === action.serviceId);
      if (!service || service.id === state.serviceId) return state;
      // Back to the new service's first range, then the quantity already typed is priced again.
      return recalculate({ ...state, serviceId: service.id, applied: firstRange(service.ranges), total: 0 });
    }
    case 'quantityChanged': {
      const quantity = sanitiseQuantity(action.input, state.quantity);
      if (quantity === state.quantity) return state;
      return recalculate({ ...state, quantity });
    }
    default:
      return state;
  }
}
