import { Box, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { IncludedFeatures } from './IncludedFeatures';
import type { IncludedFeaturesKey } from './includedFeatures';

export interface CalculatorLayoutProps {
  /** "Calculate … by {unit}": names the section. */
  heading: ReactNode;
  /** The quantity and, where the mode has one, the range selector. */
  inputs: ReactNode;
  /** The estimated total with its price lines. */
  total: ReactNode;
  included: IncludedFeaturesKey;
}

/** The frame every calculator shares: its heading, the inputs beside the total, then what is included. */
export function CalculatorLayout({ heading, inputs, total, included }: CalculatorLayoutProps) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 3 }}>
      <Typography id={headingId} component="h3" variant="h5" sx={{ fontWeight: 700 }}>
        {heading}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        {inputs}
        {total}
      </Box>
      <IncludedFeatures list={included} />
    </Box>
  );
}
