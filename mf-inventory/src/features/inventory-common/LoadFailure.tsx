import { Alert, Button } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import type { UiMessage } from './failures';
import { UiText } from './UiText';

/** A load that failed: what went wrong and a Retry. */
export function LoadFailure({ message, onRetry }: { message: UiMessage; onRetry?: () => void }) {
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            <FormattedMessage id="common.retry" />
          </Button>
        ) : undefined
      }
    >
      <UiText message={message} />
    </Alert>
  );
}
