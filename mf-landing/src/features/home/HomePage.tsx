import { Box } from '@mui/material';
import { HomeHero } from './HomeHero';
import { HomeStats } from './HomeStats';
import { HomePlatforms } from './HomePlatforms';
import { HowItWorks } from './HowItWorks';
import { SuccessStories } from './SuccessStories';
import { HomeReviews } from './HomeReviews';
import { ContactCallout } from './ContactCallout';
import { useDefaultSiteRedirect } from './useDefaultSiteRedirect';

/**
 * The public home (`/`). The landing layout around it supplies the page's main landmark, header and
 * footer (the footer carries the legal documents, /legal?n={name}); each block here is a labelled region,
 * and the hero holds the page's only h1. On a host the configuration does not know, it draws nothing and
 * sends the visitor to the default site.
 */
export function HomePage() {
  const redirecting = useDefaultSiteRedirect();
  if (redirecting) return null;
  return (
    <Box sx={{ bgcolor: 'background.default', color: 'text.primary' }}>
      <HomeHero />
      <HomeStats />
      <HomePlatforms />
      <HowItWorks />
      <SuccessStories />
      <HomeReviews />
      <ContactCallout />
    </Box>
  );
}
