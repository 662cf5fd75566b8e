import { Box } from '@mui/material';
import { LAYOUT, RetryPanel } from '@estiba/shared';
import { REMOTE_FAILURE_MESSAGE_ID, REMOTE_FAILURE_TITLE_ID } from '../remotes';

interface RemoteFailurePageProps {
  onRetry: () => void;
}

/** Shown in the content area when the page asked for belongs to a part of the app that failed to load. */
export function RemoteFailurePage({ onRetry }: RemoteFailurePageProps) {
  return (
    <Box sx={{ maxWidth: LAYOUT.contentMaxWidth, mx: 'auto', px: 3, py: 6 }}>
      <RetryPanel titleId={REMOTE_FAILURE_TITLE_ID} messageId={REMOTE_FAILURE_MESSAGE_ID} onRetry={onRetry} />
    </Box>
  );
}
