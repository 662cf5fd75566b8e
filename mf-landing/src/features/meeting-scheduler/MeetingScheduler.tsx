import { Box } from '@mui/material';
import { useIntl } from 'react-intl';
import { schedulerUrlFor } from '../contact/supportContacts';

/** The embedded calendar's frame: tall enough for a month view and the time slots without scrolling. */
const SCHEDULER_WIDTH = 640;
const SCHEDULER_HEIGHT = 700;

export interface MeetingSchedulerProps {
  /** Below the fold the frame loads only when the reader gets near it. */
  lazy?: boolean;
}

/**
 * The embedded meeting scheduler (spec point 2): en-US books the fixed discovery meeting, every other
 * language its own calendar. The frame keeps its box while loading (or if it cannot load), so nothing
 * around it moves.
 */
export function MeetingScheduler({ lazy = false }: MeetingSchedulerProps) {
  const intl = useIntl();
  return (
    <Box
      component="iframe"
      src={schedulerUrlFor(intl.locale)}
      title={intl.formatMessage({ id: 'landing.meetingScheduler.title' })}
      width={SCHEDULER_WIDTH}
      height={SCHEDULER_HEIGHT}
      loading={lazy ? 'lazy' : 'eager'}
      sx={{
        display: 'block',
        width: '100%',
        maxWidth: SCHEDULER_WIDTH,
        height: SCHEDULER_HEIGHT,
        mx: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
      }}
    />
  );
}
