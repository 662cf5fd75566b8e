// Shown while a screen's code or data loads: a centred progress indicator with a translated label.
import { Box, CircularProgress } from '@mui/material';
import { useIntl } from 'react-intl';

export function PageLoader() {
  const intl = useIntl();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: 240, p: 3 }}>
      <CircularProgress aria-label={intl.formatMessage({ id: 'common.loading' })} />
    </Box>
  );
}
