import { Box, createSvgIcon, type SxProps, type Theme } from '@mui/material';
import { useId, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';

interface OutlinedFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** Attributes of the input element itself (inputMode, pattern, autoComplete). */
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
}

/*
 * The calculators' text box and native select, drawn as MUI's outlined TextField draws them (the label
 * floated into a notch of the outline, the outline primary and 2 px wide while focused) on a native input
 * or select. Hand-written because MUI's parts for it (FormControl, InputLabel, InputBase, OutlinedInput,
 * NativeSelect, TextareaAutosize, NotchedOutline) were 9.8 KiB gzip of /prices' first download, over
 * issue 15's 250 KiB budget, for two fields whose behaviour the browser's own controls already have.
 * The label always sits in the notch, so it is never drawn over a value or a placeholder.
 */

const ArrowDropDown = createSvgIcon(<path d="M7 10l5 5 5-5z" />, 'ArrowDropDown');

const outlineColor = (theme: Theme) =>
  theme.palette.mode === 'light' ? 'rgba(0, 0, 0, 0.23)' : 'rgba(255, 255, 255, 0.23)';

const frameSx: SxProps<Theme> = (theme) => ({
  fontFamily: theme.typography.body1.fontFamily,
  fontSize: theme.typography.body1.fontSize,
  fontWeight: theme.typography.body1.fontWeight,
  letterSpacing: theme.typography.body1.letterSpacing,
  lineHeight: '1.4375em',
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  borderRadius: `${theme.shape.borderRadius}px`,
  color: theme.palette.text.primary,
  '&:hover > fieldset': { borderColor: theme.palette.text.primary },
  '&:focus-within > fieldset': { borderColor: theme.palette.primary.main, borderWidth: 2 },
  '&:focus-within > label': { color: theme.palette.primary.main },
});

/** One style function of an sx list (SxProps itself may be a list, which a list cannot hold). */
type StyleFunction = Extract<SxProps<Theme>, (theme: Theme) => unknown>;

const controlSx: StyleFunction = (theme) => ({
  font: 'inherit',
  letterSpacing: 'inherit',
  color: 'currentColor',
  boxSizing: 'content-box',
  height: '1.4375em',
  width: '100%',
  minWidth: 0,
  m: 0,
  p: '16.5px 14px',
  border: 0,
  borderRadius: 'inherit',
  bgcolor: 'transparent',
  outline: 0,
  '&::placeholder': { color: 'currentColor', opacity: theme.palette.mode === 'light' ? 0.42 : 0.5 },
});

const selectSx: SxProps<Theme> = [
  controlSx,
  {
    appearance: 'none',
    cursor: 'pointer',
    pr: '32px',
    // The open list is drawn by the browser: in the dark theme it needs the paper colour.
    '& option': { bgcolor: 'background.paper', color: 'text.primary' },
  },
];

/** The label, floated into the outline's notch as MUI's shrunk InputLabel is. */
function FloatingLabel({ htmlFor, children }: { htmlFor: string; children: string }) {
  return (
    <Box
      component="label"
      htmlFor={htmlFor}
      sx={{
        position: 'absolute',
        left: 0,
        top: 0,
        zIndex: 1,
        transformOrigin: 'top left',
        transform: 'translate(14px, -9px) scale(0.75)',
        maxWidth: 'calc(133% - 32px)',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
        color: 'text.secondary',
        userSelect: 'none',
      }}
    >
      {children}
    </Box>
  );
}

/** The outline, with a gap (the legend's hidden copy of the label) where the label sits. */
function NotchedOutline({ label }: { label: string }) {
  return (
    <Box
      component="fieldset"
      aria-hidden
      sx={(theme) => ({
        position: 'absolute',
        inset: '-5px 0 0',
        m: 0,
        px: 1,
        py: 0,
        textAlign: 'left',
        pointerEvents: 'none',
        borderRadius: 'inherit',
        border: `1px solid ${outlineColor(theme)}`,
        overflow: 'hidden',
        minWidth: '0%',
      })}
    >
      <Box
        component="legend"
        sx={{
          float: 'unset',
          width: 'auto',
          maxWidth: '100%',
          display: 'block',
          overflow: 'hidden',
          p: 0,
          height: 11,
          fontSize: '0.75em',
          visibility: 'hidden',
          whiteSpace: 'nowrap',
          '& > span': { px: '5px', display: 'inline-block', opacity: 0, visibility: 'visible' },
        }}
      >
        <span>{label}</span>
      </Box>
    </Box>
  );
}

/** The calculators' text box. */
export function OutlinedTextField({ label, value, onChange, placeholder, inputProps }: OutlinedFieldProps) {
  const id = useId();
  return (
    <Box sx={frameSx}>
      <FloatingLabel htmlFor={id}>{label}</FloatingLabel>
      <Box
        component="input"
        {...inputProps}
        id={id}
        type="text"
        value={value}
        placeholder={placeholder}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        sx={controlSx}
      />
      <NotchedOutline label={label} />
    </Box>
  );
}

/** The calculators' native select: the browser's own list, in the same outline. */
export function OutlinedNativeSelect({
  label,
  value,
  onChange,
  children,
}: Omit<OutlinedFieldProps, 'placeholder' | 'inputProps'> & { children: ReactNode }) {
  const id = useId();
  return (
    <Box sx={frameSx}>
      <FloatingLabel htmlFor={id}>{label}</FloatingLabel>
      <Box
        component="select"
        id={id}
        value={value}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
        sx={selectSx}
      >
        {children}
      </Box>
      <ArrowDropDown sx={{ position: 'absolute', right: 7, pointerEvents: 'none', color: 'action.active' }} />
      <NotchedOutline label={label} />
    </Box>
  );
}
