import { FormattedMessage, useIntl } from 'react-intl';
import { Box, Paper, Typography } from '@mui/material';
import type { WarehouseDetail } from '@estiba/api/contract';
import {
  calculatorHeadingUnit,
  currencySymbol,
  formatAmount2,
  perUnitLine,
  serviceOptionLabel,
  unitLabel,
  DEFAULT_STORAGE_UNIT,
  type PriceCalculatorMode,
  type PriceRange,
  type UnitLabel,
} from '@estiba/shared';

type Categories = NonNullable<WarehouseDetail['prices']>;
const SERVICE_MODES: PriceCalculatorMode[] = ['reception', 'processOrder', 'returns'];

/** The lines a calculator shows for a range list: 'price Each', 'Up to: max - price Each', 'min Onwards - …'. */
function RangeLines({ ranges, currency }: { ranges: readonly PriceRange[]; currency: string }) {
  const money = (price: number) => `${currencySymbol(currency)}${formatAmount2(price)} ${currency}`;
  return (
    <Box component="ul" sx={{ m: 0, pl: 3 }}>
      {ranges.map((range, index) => {
        const line = perUnitLine(ranges, { range, index, openEnded: range.max === null });
        if (!line) return null;
        return (
          <li key={`${range.min}-${range.max}`}>
            {line.kind === 'each' && (
              <FormattedMessage id="inventory.warehouses.each" values={{ price: money(line.price) }} />
            )}
            {line.kind === 'upTo' && (
              <FormattedMessage
                id="inventory.warehouses.upTo"
                values={{ max: line.max, price: money(line.price) }}
              />
            )}
            {line.kind === 'onwards' && (
              <FormattedMessage
                id="inventory.warehouses.onwards"
                values={{ min: line.min, price: money(line.price) }}
              />
            )}
          </li>
        );
      })}
    </Box>
  );
}

/** A unit word in the page's language, or the price list's own text. */
function Unit({ unit }: { unit: UnitLabel }) {
  return unit.kind === 'word' ? (
    <FormattedMessage id={`inventory.warehouses.unit.${unit.word}`} />
  ) : (
    <>{unit.text}</>
  );
}

/**
 * A warehouse's price list as the public calculators show it (shared/src/pricing's rules): per category its
 * unit, per service its option label and its range lines, and the extra product per order where priced.
 */
export function WarehousePriceList({ prices, currency }: { prices: Categories; currency: string }) {
  const intl = useIntl();
  const money = (price: number) => `${currencySymbol(currency)}${formatAmount2(price)} ${currency}`;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      {SERVICE_MODES.map((mode) => {
        const category = prices[mode];
        return (
          <Paper
            key={mode}
            component="section"
            variant="outlined"
            sx={{ p: 2 }}
            aria-labelledby={`prices-${mode}`}
          >
            <Typography component="h3" variant="subtitle1" id={`prices-${mode}`} sx={{ fontWeight: 600 }}>
              {category.name}{' '}
              <Typography component="span" color="text.secondary">
                ({intl.formatMessage({ id: 'inventory.warehouses.per' })}{' '}
                <Unit unit={calculatorHeadingUnit(mode, category)} />)
              </Typography>
            </Typography>
            {category.services.map((service) => (
              <Box key={service.id} sx={{ mt: 1 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {serviceOptionLabel(service)}
                </Typography>
                <RangeLines ranges={service.ranges} currency={currency} />
                {mode !== 'reception' && typeof service.extraPrice === 'number' && (
                  <Typography variant="body2" color="text.secondary">
                    <FormattedMessage
                      id="inventory.warehouses.extraProduct"
                      values={{ price: money(service.extraPrice) }}
                    />
                  </Typography>
                )}
              </Box>
            ))}
          </Paper>
        );
      })}
      <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby="prices-storage">
        <Typography component="h3" variant="subtitle1" id="prices-storage" sx={{ fontWeight: 600 }}>
          {prices.storage.name}{' '}
          <Typography component="span" color="text.secondary">
            ({intl.formatMessage({ id: 'inventory.warehouses.per' })}{' '}
            <Unit unit={unitLabel(prices.storage.unit, DEFAULT_STORAGE_UNIT)} />)
          </Typography>
        </Typography>
        <RangeLines ranges={prices.storage.ranges} currency={currency} />
      </Paper>
    </Box>
  );
}
