// Test helpers for the front-end packages (never imported by production code).
export * from './mockApi';
export * from './renderScreen';
/** Price lists shaped like the API's seed. */
export * as pricingFixture from '../pricing/priceList.fixture';
export * from './session';
