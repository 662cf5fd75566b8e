import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Typography } from '@mui/material';
import { COUNTDOWN_TICK_MS } from '@estiba/shared';
import { remainingUntil } from './countdown';

/**
 * The time staff have left to receive an arrived box, counted down every second (spec point 4's countdown
 * widget); it stops and says so when the deadline passes.
 */
export function ReceivingDeadline({ deadline }: { deadline: string }) {
  const intl = useIntl();
  const [now, setNow] = useState(() => Date.now());
  const remaining = remainingUntil(deadline, now);
  useEffect(() => {
    if (remaining.over) return;
    const timer = setInterval(() => setNow(Date.now()), COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [remaining.over]);
  const when = intl.formatDate(deadline, {
    dateStyle: 'medium',
    timeStyle: 'short',
  } as Intl.DateTimeFormatOptions);
  return (
    <Typography variant="body2" color={remaining.over ? 'error' : 'text.primary'}>
      {remaining.over ? (
        <FormattedMessage id="inventory.orderDetail.deadline.over" values={{ when }} />
      ) : (
        <FormattedMessage
          id="inventory.orderDetail.deadline.left"
          values={{ when, hours: remaining.hours, minutes: remaining.minutes, seconds: remaining.seconds }}
        />
      )}
    </Typography>
  );
}
