import { alpha, Box, Button, Stack, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { COUNTRIES, CONTENT_MAX_WIDTH } from './claims';
import { HeroIllustration } from './HeroIllustration';

export const HERO_TITLE_ID = 'home-hero-title';

/** The first screen of the public site: what the service is, and the two ways in. */
export function HomeHero() {
  return (
    <Box
      component="section"
      aria-labelledby={HERO_TITLE_ID}
      sx={(theme) => ({
        bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.16 : 0.06),
        px: { xs: 2, sm: 3 },
        py: { xs: 6, md: 10 },
      })}
    >
      <Box
        sx={{
          maxWidth: CONTENT_MAX_WIDTH,
          mx: 'auto',
          display: 'grid',
          gap: { xs: 4, md: 6 },
          gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' },
          alignItems: 'center',
        }}
      >
        <div>
          <Typography
            component="p"
            variant="overline"
            sx={{ color: 'text.secondary', fontWeight: 700, letterSpacing: '0.12em' }}
          >
            <FormattedMessage id="landing.home.hero.eyebrow" />
          </Typography>
          <Typography
            id={HERO_TITLE_ID}
            variant="h1"
            sx={{
              fontSize: { xs: '2rem', sm: '2.5rem', md: '3.25rem' },
              fontWeight: 800,
              lineHeight: 1.15,
              letterSpacing: '-0.02em',
              mb: 2,
            }}
          >
            <FormattedMessage id="landing.home.hero.title" />
          </Typography>
          <Typography
            variant="h6"
            component="p"
            sx={{ color: 'text.secondary', fontWeight: 400, lineHeight: 1.5, mb: 4, maxWidth: 640 }}
          >
            <FormattedMessage id="landing.home.hero.subtitle" values={{ countries: COUNTRIES }} />
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Button component={RouterLink} to="/register" variant="contained" size="large">
              <FormattedMessage id="landing.home.hero.getStarted" />
            </Button>
            <Button component={RouterLink} to="/prices" variant="outlined" size="large">
              <FormattedMessage id="landing.home.hero.seePrices" />
            </Button>
          </Stack>
        </div>
        <Box sx={{ display: { xs: 'none', md: 'block' }, color: 'primary.main' }}>
          <HeroIllustration />
        </Box>
      </Box>
    </Box>
  );
}
