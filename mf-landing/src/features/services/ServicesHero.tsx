import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { ActionLinks } from '../../components/ActionLinks';
import { PageHero } from '../../components/PageHero';
import { HERO_TICKS } from './services';

export const SERVICES_HERO_TITLE_ID = 'services-hero-title';

/** The opening of /services: what we do, four tick points and the two ways to continue. */
export function ServicesHero() {
  return (
    <PageHero
      titleId={SERVICES_HERO_TITLE_ID}
      eyebrow={<FormattedMessage id="landing.services.hero.eyebrow" />}
      title={<FormattedMessage id="landing.services.hero.title" />}
      subtitle={<FormattedMessage id="landing.services.hero.subtitle" />}
    >
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
      <ActionLinks
        primary={{ to: '/contact', label: <FormattedMessage id="landing.services.hero.contact" /> }}
        secondary={{ to: '/prices', label: <FormattedMessage id="landing.services.hero.prices" /> }}
      />
    </PageHero>
  );
}
