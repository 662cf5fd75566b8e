import { Stack, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  calculatorActions,
  calculatorHeadingUnit,
  extraProductPrice,
  perUnitLine,
  selectedService,
  serviceOptionLabel,
  showsRangeSelector,
  type PriceCalculatorMode,
  type PriceList,
} from '@estiba/shared';
import { CalculatorLayout } from './CalculatorLayout';
import { OutlinedNativeSelect } from './OutlinedField';
import { PriceLine } from './PriceLine';
import { priceText } from './priceText';
import { QuantityField } from './QuantityField';
import { TotalEstimated } from './TotalEstimated';
import { useCalculator } from './useCalculator';
import { useUnitText } from './useUnitText';

export interface PriceCalculatorProps {
  mode: PriceCalculatorMode;
  priceList: PriceList;
}

/**
 * The price calculator in its three modes (process order, reception, returns): a quantity, a range
 * selector where the mode has one, the estimated total with its per-unit line, and what is included.
 */
export function PriceCalculator({ mode, priceList }: PriceCalculatorProps) {
  const intl = useIntl();
  const unitText = useUnitText();
  const category = priceList.categories[mode];
  const [state, dispatch] = useCalculator(category.services, priceList.currency);
  const service = selectedService(state);
  const line = perUnitLine(service?.ranges ?? [], state.applied);
  const extra = extraProductPrice(mode, service);

  return (
    <CalculatorLayout
      heading={
        <FormattedMessage
          id={`landing.prices.calculator.heading.${mode}`}
          values={{ unit: unitText(calculatorHeadingUnit(mode, category)) }}
        />
      }
      inputs={
        <Stack spacing={2}>
          <QuantityField
            value={state.quantity}
            onChange={(input) => dispatch(calculatorActions.quantityChanged(input))}
          />
          {showsRangeSelector(mode, category) && state.services.length > 0 && (
            <OutlinedNativeSelect
              label={intl.formatMessage({ id: 'landing.prices.calculator.range' })}
              value={state.serviceId ?? ''}
              onChange={(serviceId) => dispatch(calculatorActions.serviceSelected(serviceId))}
            >
              {state.services.map((option) => (
                <option key={option.id} value={option.id}>
                  {serviceOptionLabel(option)}
                </option>
              ))}
            </OutlinedNativeSelect>
          )}
        </Stack>
      }
      total={
        <TotalEstimated total={state.total} currency={state.currency}>
          {line && <PriceLine line={line} currency={state.currency} />}
          {extra !== null && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              <FormattedMessage
                id="landing.prices.calculator.extraProduct"
                values={{ price: priceText(extra, state.currency) }}
              />
            </Typography>
          )}
        </TotalEstimated>
      }
      included={mode}
    />
  );
}
