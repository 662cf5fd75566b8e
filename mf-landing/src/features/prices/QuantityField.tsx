import { useIntl } from 'react-intl';
import { OutlinedTextField } from './OutlinedField';

/**
 * The calculator's quantity. A text input with a numeric keyboard rather than type="number", which would
 * accept '1e3', '-' and '.', and hide what was typed from the digits-only rule.
 */
export function QuantityField({ value, onChange }: { value: string; onChange: (input: string) => void }) {
  const intl = useIntl();
  return (
    <OutlinedTextField
      label={intl.formatMessage({ id: 'landing.prices.calculator.quantity' })}
      value={value}
      onChange={onChange}
      placeholder="0"
      inputProps={{ inputMode: 'numeric', pattern: '[0-9]*', autoComplete: 'off' }}
    />
  );
}
