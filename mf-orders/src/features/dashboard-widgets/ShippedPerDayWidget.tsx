import { FormattedMessage, useIntl } from 'react-intl';
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { visuallyHidden } from '@estiba/shared';
import { fetchShippedPerDay, SHIPPED_DAYS, type ShippedDay } from './dashboardWidgets.api';
import { useLiveData } from './useLiveData';
import { WidgetStatus } from './WidgetStatus';

const EVENTS = ['order.shipped'] as const;
const CHART_HEIGHT = 200;

/** A calendar day (YYYY-MM-DD) as people read it, short: it is a date, not an instant, so read in UTC. */
const formatDay = (day: string, locale: string, style: 'short' | 'long') =>
  new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    ...(style === 'short' ? { day: 'numeric', month: 'short' } : { dateStyle: 'medium' }),
  }).format(new Date(`${day}T00:00:00Z`));

/** The day most orders left on (the latest of equals); null when none did. */
function busiestDay(days: readonly ShippedDay[]): ShippedDay | null {
  let best: ShippedDay | null = null;
  for (const day of days) if (day.count > 0 && (!best || day.count >= best.count)) best = day;
  return best;
}

/**
 * Merchant dashboard, 'orders.shippedPerDay': orders shipped on each of the last 30 days (the person's days, every
 * day drawn, none left out), with the total, today's and the busiest day as text, and the days as a table for
 * screen readers (the chart itself is one image).
 */
export function ShippedPerDayWidget() {
  const intl = useIntl();
  const { state, retry } = useLiveData(fetchShippedPerDay, EVENTS);
  if (state.status !== 'done') return <WidgetStatus state={state} onRetry={retry} />;

  const { days, total, from, to } = state.data;
  const today = days[days.length - 1];
  const busiest = busiestDay(days);
  return (
    <Box>
      <Typography variant="h4" component="p" data-testid="shipped-total">
        <FormattedMessage id="orders.dashboard.shipped.total" values={{ count: total, days: SHIPPED_DAYS }} />
      </Typography>
      <Typography color="text.secondary">
        <FormattedMessage id="orders.dashboard.shipped.today" values={{ count: today?.count ?? 0 }} />
        {busiest && (
          <>
            {' · '}
            <FormattedMessage
              id="orders.dashboard.shipped.busiest"
              values={{ day: formatDay(busiest.day, intl.locale, 'long'), count: busiest.count }}
            />
          </>
        )}
      </Typography>
      <Box
        role="img"
        aria-label={intl.formatMessage(
          { id: 'orders.dashboard.shipped.chartLabel' },
          { from: formatDay(from, intl.locale, 'long'), to: formatDay(to, intl.locale, 'long') },
        )}
      >
        <BarChart
          // A picture beside the same figures as text: no tab stop of its own (axe: aria-hidden-focus).
          disableKeyboardNavigation
          height={CHART_HEIGHT}
          xAxis={[{ scaleType: 'band', data: days.map((day) => formatDay(day.day, intl.locale, 'short')) }]}
          yAxis={[{ tickMinStep: 1 }]}
          series={[{ data: days.map((day) => day.count) }]}
          hideLegend
          skipAnimation
        />
      </Box>
      <Table size="small" sx={visuallyHidden}>
        <caption>
          <FormattedMessage id="orders.dashboard.shipped.tableCaption" />
        </caption>
        <TableHead>
          <TableRow>
            <TableCell>
              <FormattedMessage id="orders.dashboard.shipped.column.day" />
            </TableCell>
            <TableCell>
              <FormattedMessage id="orders.dashboard.shipped.column.count" />
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {days.map((day) => (
            <TableRow key={day.day}>
              <TableCell>{formatDay(day.day, intl.locale, 'long')}</TableCell>
              <TableCell>{day.count}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
