import { Box, Chip, Link, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { LAYOUT } from '@estiba/shared';
import { SALES_CHANNELS } from './content';

const TITLE_ID = 'ecommerce-channels-title';

/** The sales channels a store connects, with the way to the full list. */
export function ChannelIntegrations() {
  return (
    <Box
      component="section"
      aria-labelledby={TITLE_ID}
      sx={{ bgcolor: 'action.hover', px: { xs: 2, sm: 3 }, py: { xs: 6, md: 8 } }}
    >
      <Box sx={{ maxWidth: LAYOUT.contentMaxWidth, mx: 'auto', textAlign: 'center' }}>
        <Typography id={TITLE_ID} variant="h4" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          <FormattedMessage id="landing.fulfillmentForEcommerces.channels.title" />
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 4, maxWidth: 720, mx: 'auto' }}>
          <FormattedMessage id="landing.fulfillmentForEcommerces.channels.intro" />
        </Typography>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1.5,
            justifyContent: 'center',
          }}
        >
          {SALES_CHANNELS.map((channel) => (
            <li key={channel}>
              <Chip
                label={channel}
                variant="outlined"
                sx={{ bgcolor: 'background.paper', fontWeight: 600, px: 1, height: 40 }}
              />
            </li>
          ))}
        </Box>
        <Typography sx={{ mt: 4 }}>
          <Link component={RouterLink} to="/ecommerces" sx={{ fontWeight: 600 }}>
            <FormattedMessage id="landing.fulfillmentForEcommerces.channels.more" />
          </Link>
        </Typography>
      </Box>
    </Box>
  );
}
