import { FormControl, InputLabel, NativeSelect, OutlinedInput } from '@mui/material';
import { useId, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';

interface OutlinedFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** Attributes of the input element itself (inputMode, pattern, autoComplete). */
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
}

type Change = ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;

/**
 * The calculators' text box: what MUI's outlined TextField draws (a FormControl, its floating InputLabel
 * tied to the input by id, an OutlinedInput with the notch for the label), built from those parts
 * because TextField itself imports Select, and with it Menu, Popover, Modal, the focus trap and their
 * transitions: about 14 KiB gzip on /prices that the page never shows (its one select is native).
 */
export function OutlinedTextField({ label, value, onChange, placeholder, inputProps }: OutlinedFieldProps) {
  const id = useId();
  return (
    <FormControl fullWidth variant="outlined">
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        value={value}
        placeholder={placeholder}
        onChange={(event: Change) => onChange(event.target.value)}
        inputProps={inputProps}
      />
    </FormControl>
  );
}

/** The calculators' native select, drawn as an outlined TextField with `select` and a native list. */
export function OutlinedNativeSelect({
  label,
  value,
  onChange,
  children,
}: Omit<OutlinedFieldProps, 'placeholder' | 'inputProps'> & { children: ReactNode }) {
  const id = useId();
  return (
    <FormControl fullWidth variant="outlined">
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event: Change) => onChange(event.target.value)}
        input={<OutlinedInput label={label} />}
      >
        {children}
      </NativeSelect>
    </FormControl>
  );
}
