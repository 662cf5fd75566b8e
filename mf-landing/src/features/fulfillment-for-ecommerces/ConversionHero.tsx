import { useState, type Ref } from 'react';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { alpha, Box, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { LAYOUT } from '@estiba/shared';
import { Countdown } from '../countdown';
import { MeetingScheduler } from '../meeting-scheduler';
import { HERO_TICKS, TOP_CONTENT_ID } from './content';

const HERO_TITLE_ID = 'ecommerce-hero-title';
const OFFER_TITLE_ID = 'ecommerce-offer-title';

/**
 * The top content of the conversion page: the promise, three ticks, the free-diagnosis countdown and
 * the meeting scheduler. Start today and Learn more scroll back here; it takes focus (tabIndex -1) so
 * keyboard users land here too.
 */
export function ConversionHero({ ref }: { ref?: Ref<HTMLElement> }) {
  const intl = useIntl();
  const [offerOpen, setOfferOpen] = useState(true);
  return (
    <Box
      component="section"
      id={TOP_CONTENT_ID}
      ref={ref}
      tabIndex={-1}
      aria-labelledby={HERO_TITLE_ID}
      sx={(theme) => ({
        outline: 'none',
        bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.16 : 0.06),
        px: { xs: 2, sm: 3 },
        py: { xs: 5, md: 8 },
      })}
    >
      <Box
        sx={{
          maxWidth: LAYOUT.contentMaxWidthWide,
          mx: 'auto',
          display: 'grid',
          gap: { xs: 4, md: 6 },
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        <div>
          <Typography
            id={HERO_TITLE_ID}
            variant="h1"
            sx={{
              fontSize: { xs: '2rem', sm: '2.5rem', md: '3rem' },
              fontWeight: 800,
              lineHeight: 1.15,
              letterSpacing: '-0.02em',
              mb: 2,
            }}
          >
            <FormattedMessage id="landing.fulfillmentForEcommerces.hero.title" />
          </Typography>
          <Typography variant="h6" component="p" sx={{ color: 'text.secondary', fontWeight: 400, mb: 3 }}>
            <FormattedMessage id="landing.fulfillmentForEcommerces.hero.subtitle" />
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, mb: 4, display: 'grid', gap: 1.5 }}>
            {HERO_TICKS.map((tick) => (
              <Box component="li" key={tick} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
                <CheckCircleIcon sx={{ color: 'success.main', mt: '2px' }} />
                <Typography sx={{ fontWeight: 600 }}>
                  <FormattedMessage id={`landing.fulfillmentForEcommerces.hero.tick.${tick}`} />
                </Typography>
              </Box>
            ))}
          </Box>
          <Box
            component="section"
            aria-labelledby={OFFER_TITLE_ID}
            sx={{ p: 3, borderRadius: 3, bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}
          >
            <Typography id={OFFER_TITLE_ID} variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
              <FormattedMessage id="landing.fulfillmentForEcommerces.offer.title" />
            </Typography>
            {offerOpen ? (
              <>
                <Typography sx={{ color: 'text.secondary', mb: 2 }}>
                  <FormattedMessage id="landing.fulfillmentForEcommerces.offer.body" />
                </Typography>
                <Countdown
                  label={intl.formatMessage({ id: 'landing.fulfillmentForEcommerces.offer.timer' })}
                  onComplete={() => setOfferOpen(false)}
                />
              </>
            ) : (
              <Typography role="status" sx={{ color: 'text.secondary' }}>
                <FormattedMessage id="landing.fulfillmentForEcommerces.offer.closed" />
              </Typography>
            )}
          </Box>
        </div>
        <div>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700, mb: 2 }}>
            <FormattedMessage id="landing.fulfillmentForEcommerces.hero.schedule" />
          </Typography>
          <MeetingScheduler />
        </div>
      </Box>
    </Box>
  );
}
