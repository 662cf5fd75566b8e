import { Box } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { ActionLinks } from '../../components/ActionLinks';
import { PageHero } from '../../components/PageHero';
import { COUNTRIES } from './claims';
import { HeroIllustration } from './HeroIllustration';

export const HERO_TITLE_ID = 'home-hero-title';

/** The first screen of the public site: what the service is, and the two ways in. */
export function HomeHero() {
  return (
    <PageHero
      titleId={HERO_TITLE_ID}
      eyebrow={<FormattedMessage id="landing.home.hero.eyebrow" />}
      title={<FormattedMessage id="landing.home.hero.title" />}
      subtitle={<FormattedMessage id="landing.home.hero.subtitle" values={{ countries: COUNTRIES }} />}
      aside={
        <Box sx={{ display: { xs: 'none', md: 'block' }, color: 'primary.main' }}>
          <HeroIllustration />
        </Box>
      }
      sx={{ py: { xs: 6, md: 10 } }}
      titleSx={{ maxWidth: 'none' }}
      subtitleSx={{ maxWidth: 640 }}
    >
      <ActionLinks
        primary={{ to: '/register', label: <FormattedMessage id="landing.home.hero.getStarted" /> }}
        secondary={{ to: '/prices', label: <FormattedMessage id="landing.home.hero.seePrices" /> }}
      />
    </PageHero>
  );
}
