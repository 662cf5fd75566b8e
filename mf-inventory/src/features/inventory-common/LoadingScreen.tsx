import { useIntl } from 'react-intl';
import { Box, CircularProgress } from '@mui/material';

/** A screen while its data loads: a spinner named "Loading…" for screen readers. */
export function LoadingScreen() {
  const intl = useIntl();
  return (
    <Box sx={{ p: 3 }}>
      <CircularProgress aria-label={intl.formatMessage({ id: 'common.loading' })} />
    </Box>
  );
}
