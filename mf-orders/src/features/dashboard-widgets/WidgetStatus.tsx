import { FormattedMessage } from 'react-intl';
import { Alert, Box, Button, Skeleton } from '@mui/material';
import { visuallyHidden } from '@estiba/shared';
import { UiText } from '../orders-common';
import type { LiveData } from './useLiveData';

/**
 * What a widget shows before its figures: a skeleton while they load (announced as loading), or why they could
 * not be loaded with a Retry. Null once they are there.
 */
export function WidgetStatus({ state, onRetry }: { state: LiveData<unknown>; onRetry: () => void }) {
  if (state.status === 'loading')
    return (
      <Box role="status" aria-busy="true">
        <Box component="span" sx={visuallyHidden}>
          <FormattedMessage id="orders.dashboard.loading" />
        </Box>
        <Skeleton variant="rounded" height={160} />
      </Box>
    );
  if (state.status === 'failed')
    return (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            <FormattedMessage id="orders.dashboard.retry" />
          </Button>
        }
      >
        <UiText message={state.message} />
      </Alert>
    );
  return null;
}
