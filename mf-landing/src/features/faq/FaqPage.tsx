import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutlined';
import { Box, Button, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { PageHero } from '../../components/PageHero';
import { FaqAccordion } from './FaqAccordion';
import { howItWorksVideoUrl } from './faqItems';

const HERO_TITLE_ID = 'faq-title';
const QUESTIONS_TITLE_ID = 'faq-questions-title';
const VIDEO_TITLE_ID = 'faq-video-title';
/** Reading width of the questions and answers. */
const FAQ_MAX_WIDTH = 880;

/** `/faq`: the hero with Contact us, the 13 questions, then the "How does it work" video link. */
export function FaqPage() {
  const intl = useIntl();
  return (
    <Box sx={{ bgcolor: 'background.default', color: 'text.primary' }}>
      <PageHero
        align="center"
        titleId={HERO_TITLE_ID}
        title={<FormattedMessage id="landing.faq.hero.title" />}
        subtitle={<FormattedMessage id="landing.faq.hero.subtitle" />}
      >
        <Button component={RouterLink} to="/contact" variant="contained" size="large">
          <FormattedMessage id="landing.faq.hero.contact" />
        </Button>
      </PageHero>

      <Box
        component="section"
        aria-labelledby={QUESTIONS_TITLE_ID}
        sx={{ maxWidth: FAQ_MAX_WIDTH, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 6, md: 8 } }}
      >
        <Typography id={QUESTIONS_TITLE_ID} variant="h4" component="h2" sx={{ fontWeight: 700, mb: 3 }}>
          <FormattedMessage id="landing.faq.questions.title" />
        </Typography>
        <FaqAccordion />
      </Box>

      <Box
        component="section"
        aria-labelledby={VIDEO_TITLE_ID}
        sx={{ bgcolor: 'action.hover', px: { xs: 2, sm: 3 }, py: { xs: 6, md: 8 }, textAlign: 'center' }}
      >
        <Typography id={VIDEO_TITLE_ID} variant="h4" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          <FormattedMessage id="landing.faq.video.title" />
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 3, maxWidth: 640, mx: 'auto' }}>
          <FormattedMessage id="landing.faq.video.body" />
        </Typography>
        <Button
          href={howItWorksVideoUrl(intl.locale)}
          target="_blank"
          rel="noopener noreferrer"
          variant="outlined"
          size="large"
          startIcon={<PlayCircleOutlineIcon />}
        >
          <FormattedMessage id="landing.faq.video.link" />
        </Button>
      </Box>
    </Box>
  );
}
