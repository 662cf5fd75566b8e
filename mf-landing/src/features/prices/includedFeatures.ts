// The included-features checklists (spec point 2), as message keys under landing.prices.included.
export const INCLUDED_FEATURES = {
  reception: ['received', 'counted', 'goodCondition', 'realTimeStock'],
  processOrder: ['bubbleWrap', 'stretchWrap', 'packingPeanut'],
  returns: ['toWarehouse', 'exchangeOnly', 'noRefund'],
  storage: ['cctv', 'insurance', 'capacity'],
} as const;

export type IncludedFeaturesKey = keyof typeof INCLUDED_FEATURES;
