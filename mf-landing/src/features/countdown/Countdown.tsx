import { Box, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCountdown, type UseCountdownOptions } from './useCountdown';

export interface CountdownProps extends UseCountdownOptions {
  /** Names the timer for assistive technology (what is ending). */
  label: string;
}

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;
const TWO_DIGITS = 2;

/** English and Spanish need only the singular and the plural word; every other category reads as plural. */
const pluralForm = (category: string) => (category === 'one' ? 'one' : 'other');

/**
 * Days, hours, minutes and seconds left until `endsAt`. A timer role (not live) so screen readers are
 * not interrupted every second; its label and full text stay readable on demand.
 */
export function Countdown({ label, endsAt, onComplete }: CountdownProps) {
  const intl = useIntl();
  const left = useCountdown({ endsAt, onComplete });
  return (
    <Box
      role="timer"
      aria-live="off"
      aria-label={label}
      sx={{ display: 'flex', gap: { xs: 1, sm: 1.5 }, justifyContent: 'center' }}
    >
      {UNITS.map((unit) => (
        <Box
          key={unit}
          sx={{
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            minWidth: { xs: 60, sm: 76 },
            py: 1,
            px: 1,
            borderRadius: 2,
            bgcolor: 'background.paper',
            color: 'text.primary',
            border: 1,
            borderColor: 'divider',
          }}
        >
          <Typography
            component="span"
            sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, fontWeight: 800, lineHeight: 1.1 }}
          >
            {intl.formatNumber(left[unit], { minimumIntegerDigits: TWO_DIGITS, useGrouping: false })}
          </Typography>
          <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
            <FormattedMessage id={`landing.countdown.${unit}.${pluralForm(intl.formatPlural(left[unit]))}`} />
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
