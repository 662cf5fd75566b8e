import { Box, Link, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useEcommercePlatforms } from '../ecommerces/useEcommercePlatforms';
import { LOGOS_ROW_HEIGHT, LogosSlider } from '../logos-slider';
import { CONTENT_MAX_WIDTH, ECOMMERCE_PLATFORMS } from './claims';
import { BELOW_THE_FOLD } from './belowTheFold';

export const PLATFORMS_TITLE_ID = 'home-platforms-title';

/** The e-commerce platforms a store connects from, as a moving row of their logos. */
export function HomePlatforms() {
  // Without a retry here: the logos decorate a claim the page also states in words.
  const { state } = useEcommercePlatforms();
  return (
    <Box
      component="section"
      aria-labelledby={PLATFORMS_TITLE_ID}
      sx={{
        maxWidth: CONTENT_MAX_WIDTH,
        mx: 'auto',
        px: { xs: 2, sm: 3 },
        pb: { xs: 6, md: 8 },
        ...BELOW_THE_FOLD,
      }}
    >
      <Typography
        id={PLATFORMS_TITLE_ID}
        variant="h5"
        component="h2"
        sx={{ fontWeight: 700, textAlign: 'center' }}
      >
        <FormattedMessage id="landing.home.platforms.title" values={{ count: ECOMMERCE_PLATFORMS }} />
      </Typography>
      <Typography sx={{ color: 'text.secondary', textAlign: 'center', mt: 1, mb: 2 }}>
        <FormattedMessage id="landing.home.platforms.intro" />
      </Typography>
      {/* The row's height is kept while the logos load and if they fail, so nothing below moves. */}
      <Box sx={{ minHeight: LOGOS_ROW_HEIGHT }} aria-busy={state.status === 'loading'}>
        {state.status === 'ready' && state.platforms.length > 0 && (
          <LogosSlider
            labelledBy={PLATFORMS_TITLE_ID}
            logos={state.platforms.map((platform) => ({ name: platform.name, src: platform.image }))}
          />
        )}
      </Box>
      <Typography sx={{ textAlign: 'center', mt: 2 }}>
        <Link component={RouterLink} to="/ecommerces" sx={{ fontWeight: 600 }}>
          <FormattedMessage id="landing.home.platforms.more" />
        </Link>
      </Typography>
    </Box>
  );
}
