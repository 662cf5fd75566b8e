// Which range prices a quantity and what it costs (spec point 5 "Calculator quantity"). The rules live in the
// API package (api/src/pricing/rules.ts, a self-contained file of pure functions) because billing charges with
// the very same code: a quote on /prices and the invoice's line are computed by one function, so they agree to
// the cent by construction (issue 18). The calculators keep importing them from here.
export {
  amountInCents,
  applicableRange,
  centsToAmount,
  chargeAmountCents,
  estimateTotal,
  firstRange,
  priceToCents,
  roundToCents,
} from '@estiba/api/pricing';
export type { AppliedRange } from '@estiba/api/pricing';
