import { Box, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { LAYOUT } from '@estiba/shared';
import { FloatingChatButton } from '../chat-button';
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
      <Box
        component="section"
        aria-labelledby={LIST_TITLE_ID}
        sx={{ maxWidth: LAYOUT.contentMaxWidth, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 6, md: 8 } }}
      >
        <Typography id={LIST_TITLE_ID} variant="h4" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          <FormattedMessage id="landing.ecommerces.list.title" />
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 4, maxWidth: 720 }}>
          <FormattedMessage id="landing.ecommerces.list.intro" />
        </Typography>
        <PlatformGrid state={state} onRetry={retry} labelledBy={LIST_TITLE_ID} />
      </Box>
      <FloatingChatButton />
    </Box>
  );
}
