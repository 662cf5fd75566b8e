import { Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import type { PerUnitLine } from '@estiba/shared';
import { priceText, quantityText } from './priceText';

/** The per-unit line: 'Up to: max - price Each', 'min Onwards - price Each' or 'price Each'. */
export function PriceLine({ line, currency }: { line: PerUnitLine; currency: string }) {
  const price = priceText(line.price, currency);
  return (
    <Typography sx={{ fontWeight: 600 }}>
      {line.kind === 'each' && <FormattedMessage id="landing.prices.calculator.each" values={{ price }} />}
      {line.kind === 'upTo' && (
        <FormattedMessage
          id="landing.prices.calculator.upTo"
          values={{ max: quantityText(line.max), price }}
        />
      )}
      {line.kind === 'onwards' && (
        <FormattedMessage
          id="landing.prices.calculator.onwards"
          values={{ min: quantityText(line.min), price }}
        />
      )}
    </Typography>
  );
}
