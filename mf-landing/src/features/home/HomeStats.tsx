import { Box, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  CARRIERS,
  CONTENT_MAX_WIDTH,
  COUNTRIES,
  ECOMMERCE_PLATFORMS,
  OPERATIONAL_EFFICIENCY,
  ORDERS_PROCESSED,
  PACKING_HOURS,
} from './claims';

export const STATS_TITLE_ID = 'home-stats-title';

interface Stat {
  key: string;
  figure: string;
  captionId: string;
}

/** The headline figures of the home page (spec point 1 claims), formatted for the reader's locale. */
export function HomeStats() {
  const intl = useIntl();
  const stats: Stat[] = [
    {
      key: 'packing',
      figure: intl.formatMessage({ id: 'landing.home.stats.packing.figure' }, { hours: PACKING_HOURS }),
      captionId: 'landing.home.stats.packing.caption',
    },
    {
      key: 'efficiency',
      figure: intl.formatNumber(OPERATIONAL_EFFICIENCY, { style: 'percent', maximumFractionDigits: 2 }),
      captionId: 'landing.home.stats.efficiency.caption',
    },
    {
      key: 'orders',
      figure: intl.formatMessage({ id: 'landing.home.stats.orders.figure' }, { count: ORDERS_PROCESSED }),
      captionId: 'landing.home.stats.orders.caption',
    },
    {
      key: 'countries',
      figure: intl.formatNumber(COUNTRIES),
      captionId: 'landing.home.stats.countries.caption',
    },
    {
      key: 'carriers',
      figure: intl.formatMessage({ id: 'landing.home.stats.carriers.figure' }, { count: CARRIERS }),
      captionId: 'landing.home.stats.carriers.caption',
    },
    {
      key: 'platforms',
      figure: intl.formatMessage(
        { id: 'landing.home.stats.platforms.figure' },
        { count: ECOMMERCE_PLATFORMS },
      ),
      captionId: 'landing.home.stats.platforms.caption',
    },
    {
      key: 'realTime',
      figure: intl.formatMessage({ id: 'landing.home.stats.realTime.figure' }),
      captionId: 'landing.home.stats.realTime.caption',
    },
  ];

  return (
    <Box
      component="section"
      aria-labelledby={STATS_TITLE_ID}
      sx={{ maxWidth: CONTENT_MAX_WIDTH, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 6, md: 8 } }}
    >
      <Typography
        id={STATS_TITLE_ID}
        variant="h4"
        component="h2"
        sx={{ fontWeight: 700, mb: 4, textAlign: 'center' }}
      >
        <FormattedMessage id="landing.home.stats.title" />
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', lg: 'repeat(7, 1fr)' },
        }}
      >
        {stats.map((stat, index) => (
          <Box
            component="li"
            key={stat.key}
            sx={{
              // The last figure fills its row where the grid would leave it alone.
              gridColumn: index === stats.length - 1 ? { xs: '1 / -1', lg: 'auto' } : undefined,
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
              bgcolor: 'background.paper',
              p: 2,
              textAlign: 'center',
            }}
          >
            <Typography
              component="p"
              sx={{
                fontSize: { xs: '1.5rem', md: '1.75rem' },
                fontWeight: 800,
                color: 'primary.main',
                lineHeight: 1.2,
              }}
            >
              {stat.figure}
            </Typography>
            <Typography component="p" variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
              <FormattedMessage id={stat.captionId} />
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
