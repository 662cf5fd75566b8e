import { Typography } from '@mui/material';
import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import {
  calculatorActions,
  calculatorServices,
  unitCalculatorUnit,
  unitPriceLine,
  type PriceList,
  type UnitCalculatorMode,
} from '@estiba/shared';
import { CalculatorLayout } from './CalculatorLayout';
import { priceText } from './priceText';
import { QuantityField } from './QuantityField';
import { TotalEstimated } from './TotalEstimated';
import { useCalculator } from './useCalculator';
import { useUnitText } from './useUnitText';

export interface StorageReceptionCalculatorProps {
  mode: UnitCalculatorMode;
  priceList: PriceList;
}

/**
 * The storage/reception calculator: a quantity, the estimated total and the price per unit. Storage is
 * priced per cubic metre from its ranges; reception per box, from its first service.
 */
export function StorageReceptionCalculator({ mode, priceList }: StorageReceptionCalculatorProps) {
  const unitText = useUnitText();
  // Kept by identity: a new list of services would reset the calculator on every render.
  const services = useMemo(() => calculatorServices(priceList, mode), [priceList, mode]);
  const [state, dispatch] = useCalculator(services, priceList.currency);
  const unit = unitText(unitCalculatorUnit(mode, priceList));
  const line = unitPriceLine(mode, priceList, state.applied);

  return (
    <CalculatorLayout
      heading={<FormattedMessage id={`landing.prices.calculator.heading.${mode}`} values={{ unit }} />}
      inputs={
        <QuantityField
          value={state.quantity}
          onChange={(input) => dispatch(calculatorActions.quantityChanged(input))}
        />
      }
      total={
        <TotalEstimated total={state.total} currency={state.currency}>
          {line && (
            <Typography sx={{ fontWeight: 600 }}>
              <FormattedMessage
                id="landing.prices.calculator.perUnit"
                values={{ price: priceText(line.price, state.currency), unit: unitText(line.unit) }}
              />
            </Typography>
          )}
        </TotalEstimated>
      }
      included={mode}
    />
  );
}
