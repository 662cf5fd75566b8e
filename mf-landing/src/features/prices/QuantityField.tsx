import { TextField } from '@mui/material';
import { useIntl } from 'react-intl';

/**
 * The calculator's quantity. A text input with a numeric keyboard rather than type="number", which would
 * accept '1e3', '-' and '.', and hide what was typed from the digits-only rule.
 */
export function QuantityField({ value, onChange }: { value: string; onChange: (input: string) => void }) {
  const intl = useIntl();
  return (
    <TextField
      label={intl.formatMessage({ id: 'landing.prices.calculator.quantity' })}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder="0"
      fullWidth
      slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', autoComplete: 'off' } }}
    />
  );
}
