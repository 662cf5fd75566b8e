import { FormattedMessage, useIntl } from 'react-intl';
import { Box, Typography } from '@mui/material';
import type { ReceivingBoxEvent } from '@estiba/api/contract';

/** A box's history, oldest first: created, in transit, arrived, received, discrepancy (and its resolution). */
export function BoxTimeline({ events, labelId }: { events: ReceivingBoxEvent[]; labelId: string }) {
  const intl = useIntl();
  return (
    <Box component="ol" aria-labelledby={labelId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {events.map((event, index) => (
        <Box
          component="li"
          key={`${event.kind}-${event.createdAt}-${index}`}
          sx={{
            borderLeft: 2,
            borderColor: event.kind === 'discrepancy' ? 'error.main' : 'divider',
            pl: 1.5,
            pb: 1,
          }}
        >
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            <FormattedMessage id={`inventory.orderDetail.event.${event.kind}`} />
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            <time dateTime={event.createdAt}>
              {intl.formatDate(event.createdAt, {
                dateStyle: 'medium',
                timeStyle: 'short',
              } as Intl.DateTimeFormatOptions)}
            </time>
          </Typography>
          {event.note && <Typography variant="body2">{event.note}</Typography>}
        </Box>
      ))}
    </Box>
  );
}
