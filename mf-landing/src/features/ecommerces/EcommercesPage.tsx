import { Box } from '@mui/material';
import { PageSection } from '../../components/PageSection';
import { EcommercesHero } from './EcommercesHero';
import { PlatformGrid } from './PlatformGrid';
import { useEcommercePlatforms } from './useEcommercePlatforms';

const LIST_TITLE_ID = 'ecommerces-list-title';

/** `/ecommerces` (spec point 2): the e-commerce platforms a store can integrate, each with name and image. */
export function EcommercesPage() {
  const { state, retry } = useEcommercePlatforms();
  return (
    <Box sx={{ bgcolor: 'background.default', color: 'text.primary' }}>
      <EcommercesHero />
      <PageSection
        titleId={LIST_TITLE_ID}
        title="landing.ecommerces.list.title"
        intro="landing.ecommerces.list.intro"
      >
        <PlatformGrid state={state} onRetry={retry} labelledBy={LIST_TITLE_ID} />
      </PageSection>
    </Box>
  );
}
