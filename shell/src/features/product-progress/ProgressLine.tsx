// The bar itself, which ProductProgressBar loads while a shop's products are first updated: MUI's
// LinearProgress is signed-in code that a public page's start-up does not need.
import { Box, LinearProgress } from '@mui/material';
import { useIntl } from 'react-intl';
import { useAnimatedValue } from './useAnimatedValue';

export interface ProgressLineProps {
  /** Percentage reached, 0–100. */
  progress: number;
  shop: string;
}

export default function ProgressLine({ progress, shop }: ProgressLineProps) {
  // From an empty bar, as when the bar was always mounted and hidden at 0.
  const value = useAnimatedValue(progress, 0);
  const intl = useIntl();
  return (
    <Box sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.snackbar }}>
      <LinearProgress
        variant="determinate"
        value={value}
        color="secondary"
        aria-label={intl.formatMessage({ id: 'shell.products.progressLabel' }, { shop })}
        // What assistive technology reads is the progress itself, in whole percent: the drawn value eases
        // towards it in many small steps (27.1, 46.86…), and a finished update is reset after 2 s, often
        // before the easing has drawn the last fraction, so the bar never said 100 (issue 19's e2e).
        aria-valuenow={Math.round(progress)}
      />
    </Box>
  );
}
