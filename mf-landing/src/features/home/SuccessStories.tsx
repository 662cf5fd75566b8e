import { Box, Link, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { CONTENT_MAX_WIDTH, SUCCESS_STORIES } from './claims';
import { BELOW_THE_FOLD } from './belowTheFold';

export const STORIES_TITLE_ID = 'home-stories-title';

/** The three customer stories, each leading to its own page. */
export function SuccessStories() {
  return (
    <Box
      component="section"
      aria-labelledby={STORIES_TITLE_ID}
      sx={{
        maxWidth: CONTENT_MAX_WIDTH,
        mx: 'auto',
        px: { xs: 2, sm: 3 },
        py: { xs: 6, md: 8 },
        ...BELOW_THE_FOLD,
      }}
    >
      <Typography
        id={STORIES_TITLE_ID}
        variant="h4"
        component="h2"
        sx={{ fontWeight: 700, textAlign: 'center' }}
      >
        <FormattedMessage id="landing.home.stories.title" />
      </Typography>
      <Typography sx={{ color: 'text.secondary', textAlign: 'center', mt: 1, mb: 4 }}>
        <FormattedMessage id="landing.home.stories.intro" />
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
        }}
      >
        {SUCCESS_STORIES.map((story) => (
          <Box
            component="li"
            key={story.path}
            sx={{
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
              p: 3,
              bgcolor: 'background.paper',
              display: 'flex',
              flexDirection: 'column',
              gap: 1.5,
            }}
          >
            <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
              {story.name}
            </Typography>
            <Link component={RouterLink} to={story.path} sx={{ fontWeight: 600, mt: 'auto' }}>
              <FormattedMessage id="landing.home.stories.read" values={{ name: story.name }} />
            </Link>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
