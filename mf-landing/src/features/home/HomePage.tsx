import { Box } from '@mui/material';
import { HomeHero } from './HomeHero';
import { HomeStats } from './HomeStats';
import { HowItWorks } from './HowItWorks';
import { SuccessStories } from './SuccessStories';
import { ContactCallout } from './ContactCallout';

/**
 * The public home (`/`). The landing layout around it supplies the page's main landmark, header and
 * footer; each block here is a labelled region, and the hero holds the page's only h1.
 */
export function HomePage() {
  return (
    <Box sx={{ bgcolor: 'background.default', color: 'text.primary' }}>
      <HomeHero />
      <HomeStats />
      <HowItWorks />
      <SuccessStories />
      <ContactCallout />
    </Box>
  );
}
