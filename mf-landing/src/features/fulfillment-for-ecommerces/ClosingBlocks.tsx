import { Box, Button, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { LAYOUT } from '@estiba/shared';
import { CLAIMS } from './content';
import { PAGE_SECTION_SX } from '../../components/PageSection';

const WHY_TITLE_ID = 'ecommerce-why-title';
const START_TITLE_ID = 'ecommerce-start-title';

/**
 * The closing blocks: why stores choose us (the claims, with Learn more) and the final call (Start
 * today). Both buttons take the visitor back to the top content, where the scheduler is.
 */
export function ClosingBlocks({ onBackToTop }: { onBackToTop: () => void }) {
  const intl = useIntl();
  const claims = [
    {
      key: 'packing',
      figure: intl.formatMessage(
        { id: 'landing.fulfillmentForEcommerces.why.packing.figure' },
        { hours: CLAIMS.packingHours },
      ),
    },
    {
      key: 'efficiency',
      figure: intl.formatNumber(CLAIMS.efficiency, { style: 'percent', maximumFractionDigits: 2 }),
    },
    {
      key: 'orders',
      figure: intl.formatMessage(
        { id: 'landing.fulfillmentForEcommerces.why.orders.figure' },
        { count: CLAIMS.orders },
      ),
    },
    {
      key: 'carriers',
      figure: intl.formatMessage(
        { id: 'landing.fulfillmentForEcommerces.why.carriers.figure' },
        { count: CLAIMS.carriers },
      ),
    },
  ];
  return (
    <>
      <Box
        component="section"
        aria-labelledby={WHY_TITLE_ID}
        sx={{ bgcolor: 'action.hover', px: { xs: 2, sm: 3 }, py: { xs: 6, md: 8 } }}
      >
        <Box sx={{ maxWidth: LAYOUT.contentMaxWidth, mx: 'auto', textAlign: 'center' }}>
          <Typography id={WHY_TITLE_ID} variant="h4" component="h2" sx={{ fontWeight: 700, mb: 4 }}>
            <FormattedMessage id="landing.fulfillmentForEcommerces.why.title" />
          </Typography>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              mb: 4,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
            }}
          >
            {claims.map((claim) => (
              <Box
                component="li"
                key={claim.key}
                sx={{ p: 2, borderRadius: 2, bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}
              >
                <Typography
                  component="p"
                  sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, fontWeight: 800, color: 'primary.main' }}
                >
                  {claim.figure}
                </Typography>
                <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }}>
                  <FormattedMessage id={`landing.fulfillmentForEcommerces.why.${claim.key}.caption`} />
                </Typography>
              </Box>
            ))}
          </Box>
          <Button variant="outlined" size="large" onClick={onBackToTop}>
            <FormattedMessage id="landing.fulfillmentForEcommerces.why.learnMore" />
          </Button>
        </Box>
      </Box>

      <Box component="section" aria-labelledby={START_TITLE_ID} sx={PAGE_SECTION_SX}>
        <Box
          sx={{
            borderRadius: 3,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            p: { xs: 3, md: 6 },
            textAlign: 'center',
          }}
        >
          <Typography id={START_TITLE_ID} variant="h4" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
            <FormattedMessage id="landing.fulfillmentForEcommerces.start.title" />
          </Typography>
          <Typography sx={{ mb: 3 }}>
            <FormattedMessage id="landing.fulfillmentForEcommerces.start.body" />
          </Typography>
          <Button
            variant="contained"
            size="large"
            onClick={onBackToTop}
            sx={{
              bgcolor: 'background.paper',
              color: 'primary.main',
              '&:hover': { bgcolor: 'background.default' },
            }}
          >
            <FormattedMessage id="landing.fulfillmentForEcommerces.start.button" />
          </Button>
        </Box>
      </Box>
    </>
  );
}
