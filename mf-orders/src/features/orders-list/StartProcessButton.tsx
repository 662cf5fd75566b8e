import { Button } from '@mui/material';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { FormattedMessage, useIntl } from 'react-intl';

/**
 * The FAQ's Start Process, on a row waiting for stock that now has it. Its click stays on the button:
 * the row around it opens the order.
 */
export function StartProcessButton({
  reference,
  busy,
  onClick,
}: {
  reference: string;
  busy: boolean;
  onClick: () => void;
}) {
  const intl = useIntl();
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<PlayArrowIcon />}
      disabled={busy}
      // The visible words first, so the accessible name starts with what the button says (WCAG 2.5.3).
      aria-label={`${intl.formatMessage({ id: 'orders.actions.startProcess' })} ${reference}`}
      onClick={(event) => {
        event.stopPropagation();
        onClick();
      }}
      onKeyDown={(event) => event.stopPropagation()}
    >
      <FormattedMessage id="orders.actions.startProcess" />
    </Button>
  );
}
