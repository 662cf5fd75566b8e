import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { UnitLabel } from '@estiba/shared';

/** Writes a unit: the known words translated, any other unit as the price list names it. */
export function useUnitText(): (label: UnitLabel) => string {
  const intl = useIntl();
  return useCallback(
    (label: UnitLabel) =>
      label.kind === 'word' ? intl.formatMessage({ id: `landing.prices.unit.${label.word}` }) : label.text,
    [intl],
  );
}
