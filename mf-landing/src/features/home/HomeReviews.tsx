import { Box, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { ReviewSlider, type Testimonial } from '../review-slider';
import { STORIES } from '../success-stories';
import { CONTENT_MAX_WIDTH } from './claims';
import { BELOW_THE_FOLD } from './belowTheFold';

export const REVIEWS_TITLE_ID = 'home-reviews-title';

/** What the customers of the three success stories say, one review at a time. */
export function HomeReviews() {
  const intl = useIntl();
  // The stories' own testimonials, so the home page and the story pages always quote the same words.
  const testimonials: Testimonial[] = Object.values(STORIES).map((story) => ({
    key: story.key,
    logo: story.logo,
    logoAlt: intl.formatMessage({ id: 'landing.successStories.logoAlt' }, { name: story.name }),
    name: story.person,
    position: intl.formatMessage({ id: `landing.successStories.${story.key}.testimonial.position` }),
    quote: intl.formatMessage({ id: `landing.successStories.${story.key}.testimonial.quote` }),
  }));

  return (
    <Box
      component="section"
      aria-labelledby={REVIEWS_TITLE_ID}
      sx={{ bgcolor: 'action.hover', px: { xs: 2, sm: 3 }, ...BELOW_THE_FOLD }}
    >
      <Box sx={{ maxWidth: CONTENT_MAX_WIDTH, mx: 'auto', py: { xs: 6, md: 8 } }}>
        <Typography
          id={REVIEWS_TITLE_ID}
          variant="h4"
          component="h2"
          sx={{ fontWeight: 700, mb: 3, textAlign: 'center' }}
        >
          <FormattedMessage id="landing.home.reviews.title" />
        </Typography>
        <ReviewSlider testimonials={testimonials} labelledBy={REVIEWS_TITLE_ID} />
      </Box>
    </Box>
  );
}
