// What a screen shows in place of content that failed (a remote that is down, a failed load): a
// translated error and a Retry button. The rest of the page keeps working around it.
import { Alert, AlertTitle, Button } from '@mui/material';
import { FormattedMessage } from 'react-intl';

export interface RetryPanelProps {
  /** Message id of the title; defaults to 'ui.retryPanel.title'. */
  titleId?: string;
  /** Message id of the explanation; defaults to 'ui.retryPanel.message'. */
  messageId?: string;
  /** Values for the explanation's placeholders. */
  values?: Record<string, string | number>;
  onRetry: () => void;
}

export function RetryPanel({
  titleId = 'ui.retryPanel.title',
  messageId = 'ui.retryPanel.message',
  values,
  onRetry,
}: RetryPanelProps) {
  return (
    <Alert
      severity="error"
      role="alert"
      sx={{ m: 3 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          <FormattedMessage id="common.retry" />
        </Button>
      }
    >
      <AlertTitle>
        <FormattedMessage id={titleId} />
      </AlertTitle>
      <FormattedMessage id={messageId} values={values} />
    </Alert>
  );
}
