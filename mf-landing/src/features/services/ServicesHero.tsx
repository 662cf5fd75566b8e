import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { alpha, Box, Button, Stack, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { LAYOUT } from '@estiba/shared';
import { HERO_TICKS } from './services';

export const SERVICES_HERO_TITLE_ID = 'services-hero-title';

/** The opening of /services: what we do, four tick points and the two ways to continue. */
export function ServicesHero() {
  return (
    <Box
      component="section"
      aria-labelledby={SERVICES_HERO_TITLE_ID}
      sx={(theme) => ({
        bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.16 : 0.06),
        px: { xs: 2, sm: 3 },
        py: { xs: 6, md: 9 },
      })}
    >
      <Box sx={{ maxWidth: LAYOUT.contentMaxWidth, mx: 'auto' }}>
        <Typography
          component="p"
          variant="overline"
          sx={{ color: 'text.secondary', fontWeight: 700, letterSpacing: '0.12em' }}
        >
          <FormattedMessage id="landing.services.hero.eyebrow" />
        </Typography>
        <Typography
          id={SERVICES_HERO_TITLE_ID}
          variant="h1"
          sx={{
            fontSize: { xs: '2rem', sm: '2.5rem', md: '3.25rem' },
            fontWeight: 800,
            lineHeight: 1.15,
            letterSpacing: '-0.02em',
            mb: 2,
            maxWidth: 860,
          }}
        >
          <FormattedMessage id="landing.services.hero.title" />
        </Typography>
        <Typography
          variant="h6"
          component="p"
          sx={{ color: 'text.secondary', fontWeight: 400, lineHeight: 1.5, mb: 4, maxWidth: 760 }}
        >
          <FormattedMessage id="landing.services.hero.subtitle" />
        </Typography>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            mb: 4,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
            maxWidth: 860,
          }}
        >
          {HERO_TICKS.map((tick) => (
            <Box component="li" key={tick} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5 }}>
              <CheckCircleIcon sx={{ color: 'success.main', mt: '2px' }} />
              <Typography sx={{ fontWeight: 600 }}>
                <FormattedMessage id={`landing.services.hero.tick.${tick}`} />
              </Typography>
            </Box>
          ))}
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button component={RouterLink} to="/contact" variant="contained" size="large">
            <FormattedMessage id="landing.services.hero.contact" />
          </Button>
          <Button component={RouterLink} to="/prices" variant="outlined" size="large">
            <FormattedMessage id="landing.services.hero.prices" />
          </Button>
        </Stack>
      </Box>
    </Box>
  );
}
