import { Box, LinearProgress } from '@mui/material';
import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { selectProductProgress } from './productProgress.slice';
import { useAnimatedValue } from './useAnimatedValue';

/** A thin bar across the top of the page while a shop's products are being updated. */
export function ProductProgressBar() {
  const { progress, updating, shop } = useSelector(selectProductProgress);
  const value = useAnimatedValue(progress);
  const intl = useIntl();
  if (!updating && progress === 0) return null;
  return (
    <Box sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.snackbar }}>
      <LinearProgress
        variant="determinate"
        value={value}
        color="secondary"
        aria-label={intl.formatMessage({ id: 'shell.products.progressLabel' }, { shop })}
      />
    </Box>
  );
}
