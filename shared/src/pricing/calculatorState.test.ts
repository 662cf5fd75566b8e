import {
  calculatorActions as actions,
  calculatorReducer,
  initialCalculatorState,
  priceListCurrency,
  selectedService,
  type CalculatorAction,
  type CalculatorState,
} from './calculatorState';
import { largePackage, mediumPackage, processOrder, smallPackage } from './priceList.fixture';
import type { PriceService } from './types';

const run = (state: CalculatorState, ...steps: CalculatorAction[]) => steps.reduce(calculatorReducer, state);
const start = () => initialCalculatorState(processOrder.services, 'MXN');

describe('a new price list', () => {
  it('selects the first service and its first range, with no quantity and no total', () => {
    const state = start();
    expect(state).toEqual({
      currency: 'MXN',
      services: processOrder.services,
      serviceId: 'po-small',
      quantity: '',
      applied: { range: smallPackage.ranges[0], index: 0, openEnded: false },
      total: 0,
    });
  });

  it('resets the quantity, the service and the range, and takes the new currency', () => {
    const typed = run(start(), actions.serviceSelected('po-medium'), actions.quantityChanged('900'));
    const others: PriceService[] = [largePackage, smallPackage];
    const state = run(typed, actions.priceListChanged(others, 'usd'));
    expect(state.quantity).toBe('');
    expect(state.total).toBe(0);
    expect(state.currency).toBe('USD');
    expect(selectedService(state)).toBe(largePackage);
    // Its only range has no maximum: open-ended from the start.
    expect(state.applied).toEqual({ range: largePackage.ranges[0], index: 0, openEnded: true });
  });

  it('uses MXN when the price list names no currency', () => {
    expect(run(start(), actions.priceListChanged(processOrder.services, null)).currency).toBe('MXN');
    expect(run(start(), actions.priceListChanged(processOrder.services, ' ')).currency).toBe('MXN');
    expect(initialCalculatorState([]).currency).toBe('MXN');
    expect(priceListCurrency(undefined)).toBe('MXN');
  });

  it('has no service or range when the category has no services', () => {
    const state = initialCalculatorState([], 'EUR');
    expect(state.serviceId).toBeNull();
    expect(state.applied).toBeNull();
    expect(run(state, actions.quantityChanged('10')).total).toBe(0);
  });
});

describe('the quantity', () => {
  it('is priced with the range it falls in', () => {
    let state = run(start(), actions.quantityChanged('250'));
    expect(state.applied?.index).toBe(0);
    expect(state.total).toBe(8000);
    state = run(state, actions.quantityChanged('1200'));
    expect(state.applied).toEqual({ range: smallPackage.ranges[1], index: 1, openEnded: false });
    expect(state.total).toBe(34200);
  });

  it('is priced with the last range above every maximum, flagged open-ended', () => {
    const state = run(start(), actions.quantityChanged('6000'));
    expect(state.applied).toEqual({ range: smallPackage.ranges[2], index: 2, openEnded: true });
    expect(state.total).toBe(150000);
  });

  it("is priced with a one-range service's only range", () => {
    const state = run(start(), actions.serviceSelected('po-large'), actions.quantityChanged('3'));
    expect(state.applied?.range).toBe(largePackage.ranges[0]);
    expect(state.total).toBe(179.7);
  });

  it('ignores anything but digits', () => {
    const typed = run(start(), actions.quantityChanged('12'));
    expect(run(typed, actions.quantityChanged('12a'))).toBe(typed);
    expect(run(typed, actions.quantityChanged('-1'))).toBe(typed);
    expect(run(typed, actions.quantityChanged('1.5'))).toBe(typed);
  });

  it('may be emptied: no total and the first range again', () => {
    const state = run(start(), actions.quantityChanged('1200'), actions.quantityChanged(''));
    expect(state.quantity).toBe('');
    expect(state.total).toBe(0);
    expect(state.applied?.index).toBe(0);
  });

  it('totals 0 for a quantity of 0', () => {
    expect(run(start(), actions.quantityChanged('0')).total).toBe(0);
  });

  it('is not processed when the service has no ranges', () => {
    const noRanges: PriceService = { ...smallPackage, id: 'bare', ranges: [] };
    const state = run(initialCalculatorState([noRanges], 'MXN'), actions.quantityChanged('40'));
    expect(state.quantity).toBe('40');
    expect(state.applied).toBeNull();
    expect(state.total).toBe(0);
  });
});

describe('changing the range selection', () => {
  it("resets to the service's first range when there is no quantity", () => {
    const state = run(start(), actions.serviceSelected('po-medium'));
    expect(selectedService(state)).toBe(mediumPackage);
    expect(state.applied).toEqual({ range: mediumPackage.ranges[0], index: 0, openEnded: false });
    expect(state.total).toBe(0);
  });

  it('keeps the quantity and prices it again with the new service', () => {
    const state = run(start(), actions.quantityChanged('1200'), actions.serviceSelected('po-medium'));
    expect(state.quantity).toBe('1200');
    expect(state.applied).toEqual({ range: mediumPackage.ranges[1], index: 1, openEnded: true });
    expect(state.total).toBe(43200);
  });

  it('ignores an unknown service or the one already selected', () => {
    const state = start();
    expect(run(state, actions.serviceSelected('nope'))).toBe(state);
    expect(run(state, actions.serviceSelected('po-small'))).toBe(state);
  });
});
