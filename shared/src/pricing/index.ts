// Pricing: the price list types and the pure rules the calculators and the billing remote share.
export * from './types';
export * from './ranges';
export * from './quantity';
export * from './calculator';
export * from './calculatorState';
export * from './warehouses';
