import { alpha, Box, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { formatAmount2, priceSymbol } from '@estiba/shared';

/** The 'Total Estimated' box: symbol, amount with 2 decimals and currency code; price lines below. */
export function TotalEstimated({
  total,
  currency,
  children,
}: {
  total: number;
  currency: string;
  children?: ReactNode;
}) {
  const labelId = useId();
  const symbol = priceSymbol(currency);
  return (
    <Box
      sx={(theme) => ({
        p: { xs: 2, sm: 3 },
        borderRadius: 2,
        border: 1,
        borderColor: alpha(theme.palette.primary.main, 0.4),
        bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.16 : 0.06),
        display: 'grid',
        gap: 1,
      })}
    >
      <Typography id={labelId} component="p" variant="overline" sx={{ fontWeight: 700, lineHeight: 1.5 }}>
        <FormattedMessage id="landing.prices.calculator.total" />
      </Typography>
      <Box
        component="output"
        aria-labelledby={labelId}
        aria-live="polite"
        sx={{
          display: 'flex',
          alignItems: 'baseline',
          flexWrap: 'wrap',
          columnGap: 0.5,
          fontVariantNumeric: 'tabular-nums',
          wordBreak: 'break-all',
        }}
      >
        {symbol && (
          <Typography component="span" sx={{ fontSize: '1.5rem', fontWeight: 700 }}>
            {symbol}
          </Typography>
        )}
        <Typography
          component="span"
          sx={{ fontSize: { xs: '2rem', sm: '2.5rem' }, fontWeight: 800, lineHeight: 1.2 }}
        >
          {formatAmount2(total)}
        </Typography>{' '}
        <Typography component="span" sx={{ fontSize: '1rem', fontWeight: 700, color: 'text.secondary' }}>
          {currency}
        </Typography>
      </Box>
      {children}
    </Box>
  );
}
