import { Box, Skeleton } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { visuallyHidden } from '@estiba/shared';

/** What a card shows while its body (or its remote) is on its way. */
export function WidgetSkeleton() {
  return (
    <Box role="status">
      <Box component="span" sx={visuallyHidden}>
        <FormattedMessage id="shell.dashboard.loading" />
      </Box>
      <Skeleton variant="text" width="40%" aria-hidden />
      <Skeleton variant="rounded" height={140} aria-hidden />
    </Box>
  );
}
