import type { ReactNode } from 'react';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { alpha, Box, Button, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { LAYOUT } from '@estiba/shared';
import { LazyImage } from '../../components/LazyImage';
import { StoryHeroMedia } from './StoryHeroMedia';
import realTimeImage from './images/real-time.svg';
import { HELP_POINTS, LOGO_SIZE, REAL_TIME_IMAGE_SIZE, REAL_TIME_POINTS, type Story } from './stories';
import { PAGE_SECTION_SX } from '../../components/PageSection';

const numbered = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

function Section({
  id,
  title,
  children,
  tinted = false,
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
  tinted?: boolean;
}) {
  return (
    <Box
      component="section"
      aria-labelledby={id}
      sx={{ bgcolor: tinted ? 'action.hover' : 'transparent', px: { xs: 2, sm: 3 }, py: { xs: 5, md: 7 } }}
    >
      <Box sx={{ maxWidth: LAYOUT.contentMaxWidth, mx: 'auto' }}>
        <Typography id={id} variant="h4" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
          {title}
        </Typography>
        {children}
      </Box>
    </Box>
  );
}

function TickList({ ids }: { ids: string[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {ids.map((id) => (
        <Box component="li" key={id} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
          <CheckCircleIcon sx={{ color: 'success.main', mt: '2px' }} />
          <Typography>
            <FormattedMessage id={id} />
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * One customer success story: hero, benefit cards, who the customer is, the challenge, how we helped,
 * the real-time section, the testimonial and a banner leading to /contact. Data-driven: the three
 * story routes render this with their own story.
 */
export function StoryPage({ story }: { story: Story }) {
  const intl = useIntl();
  const key = `landing.successStories.${story.key}`;
  const name = story.name;
  const ids = {
    hero: `story-${story.key}-title`,
    results: `story-${story.key}-results`,
    whoIs: `story-${story.key}-who`,
    challenge: `story-${story.key}-challenge`,
    helped: `story-${story.key}-helped`,
    realTime: `story-${story.key}-real-time`,
    testimonial: `story-${story.key}-testimonial`,
    banner: `story-${story.key}-banner`,
  };

  return (
    <Box sx={{ bgcolor: 'background.default', color: 'text.primary' }}>
      <Box
        component="section"
        aria-labelledby={ids.hero}
        sx={(theme) => ({
          bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.16 : 0.06),
          px: { xs: 2, sm: 3 },
          py: { xs: 6, md: 8 },
        })}
      >
        <Box
          sx={{
            maxWidth: LAYOUT.contentMaxWidth,
            mx: 'auto',
            display: 'grid',
            gap: { xs: 4, md: 6 },
            gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
            alignItems: 'center',
          }}
        >
          <div>
            <Typography
              component="p"
              variant="overline"
              sx={{ color: 'text.secondary', fontWeight: 700, letterSpacing: '0.12em' }}
            >
              <FormattedMessage id="landing.successStories.eyebrow" />
            </Typography>
            <Typography
              id={ids.hero}
              variant="h1"
              sx={{
                fontSize: { xs: '2rem', sm: '2.5rem', md: '3rem' },
                fontWeight: 800,
                lineHeight: 1.15,
                letterSpacing: '-0.02em',
                mb: 2,
              }}
            >
              <FormattedMessage id={`${key}.hero.title`} />
            </Typography>
            <Typography variant="h6" component="p" sx={{ color: 'text.secondary', fontWeight: 400 }}>
              <FormattedMessage id={`${key}.hero.subtitle`} />
            </Typography>
          </div>
          <StoryHeroMedia story={story} />
        </Box>
      </Box>

      <Box
        component="section"
        aria-labelledby={ids.results}
        sx={{ maxWidth: LAYOUT.contentMaxWidth, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 5, md: 7 } }}
      >
        <Typography id={ids.results} variant="h4" component="h2" sx={{ fontWeight: 700, mb: 3 }}>
          <FormattedMessage id="landing.successStories.results.title" values={{ name }} />
        </Typography>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', sm: `repeat(${story.benefits.length}, minmax(0, 1fr))` },
          }}
        >
          {story.benefits.map((benefit) => (
            <Box
              component="li"
              key={benefit.caption}
              sx={{
                border: 1,
                borderColor: 'divider',
                borderRadius: 3,
                bgcolor: 'background.paper',
                p: 3,
                textAlign: 'center',
              }}
            >
              <Typography
                component="p"
                sx={{ fontSize: { xs: '2.25rem', md: '2.75rem' }, fontWeight: 800, color: 'primary.main' }}
              >
                {benefit.figure}
              </Typography>
              <Typography component="p" sx={{ color: 'text.secondary' }}>
                <FormattedMessage id={`${key}.benefit.${benefit.caption}`} />
              </Typography>
            </Box>
          ))}
        </Box>
      </Box>

      <Section
        id={ids.whoIs}
        tinted
        title={<FormattedMessage id="landing.successStories.whoIs.title" values={{ name }} />}
      >
        <Typography sx={{ fontSize: '1.0625rem', lineHeight: 1.7, maxWidth: 860 }}>
          <FormattedMessage id={`${key}.whoIs`} />
        </Typography>
      </Section>

      <Section id={ids.challenge} title={<FormattedMessage id="landing.successStories.challenge.title" />}>
        <Typography sx={{ fontSize: '1.0625rem', lineHeight: 1.7, maxWidth: 860 }}>
          <FormattedMessage id={`${key}.challenge`} />
        </Typography>
      </Section>

      <Section id={ids.helped} tinted title={<FormattedMessage id="landing.successStories.helped.title" />}>
        <Typography sx={{ fontSize: '1.0625rem', lineHeight: 1.7, maxWidth: 860, mb: 3 }}>
          <FormattedMessage id={`${key}.helped`} />
        </Typography>
        <TickList ids={numbered(HELP_POINTS).map((point) => `${key}.helped.point${point}`)} />
      </Section>

      <Section id={ids.realTime} title={<FormattedMessage id="landing.successStories.realTime.title" />}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 4, md: 6 },
            gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
            alignItems: 'center',
          }}
        >
          <div>
            <Typography sx={{ fontSize: '1.0625rem', lineHeight: 1.7, mb: 3 }}>
              <FormattedMessage id="landing.successStories.realTime.body" values={{ name }} />
            </Typography>
            <TickList
              ids={numbered(REAL_TIME_POINTS).map((point) => `landing.successStories.realTime.point${point}`)}
            />
          </div>
          <LazyImage
            src={realTimeImage}
            alt={intl.formatMessage({ id: 'landing.successStories.realTime.imageAlt' })}
            width={REAL_TIME_IMAGE_SIZE.width}
            height={REAL_TIME_IMAGE_SIZE.height}
            sx={{
              width: '100%',
              height: 'auto',
              maxWidth: REAL_TIME_IMAGE_SIZE.width,
              mx: 'auto',
            }}
          />
        </Box>
      </Section>

      <Section
        id={ids.testimonial}
        tinted
        title={<FormattedMessage id="landing.successStories.testimonial.title" values={{ name }} />}
      >
        <Box
          component="figure"
          sx={{
            m: 0,
            p: { xs: 3, md: 5 },
            borderRadius: 3,
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            display: 'grid',
            gap: 3,
          }}
        >
          <LazyImage
            src={story.logo}
            alt={intl.formatMessage({ id: 'landing.successStories.logoAlt' }, { name })}
            width={LOGO_SIZE.width}
            height={LOGO_SIZE.height}
            sx={{ width: LOGO_SIZE.width, maxWidth: '100%', height: 'auto' }}
          />
          <Box component="blockquote" sx={{ m: 0 }}>
            <Typography
              sx={{ fontSize: { xs: '1.125rem', md: '1.375rem' }, lineHeight: 1.6, fontStyle: 'italic' }}
            >
              <FormattedMessage
                id="landing.successStories.testimonial.quote"
                values={{ quote: intl.formatMessage({ id: `${key}.testimonial.quote` }) }}
              />
            </Typography>
          </Box>
          <Box component="figcaption">
            <Typography component="p" sx={{ fontWeight: 700 }}>
              {story.person}
            </Typography>
            <Typography component="p" sx={{ color: 'text.secondary' }}>
              <FormattedMessage id={`${key}.testimonial.position`} />
            </Typography>
          </Box>
        </Box>
      </Section>

      <Box component="section" aria-labelledby={ids.banner} sx={PAGE_SECTION_SX}>
        <Box
          sx={{
            borderRadius: 3,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            p: { xs: 3, md: 6 },
            textAlign: 'center',
          }}
        >
          <Typography id={ids.banner} variant="h4" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
            <FormattedMessage id="landing.successStories.banner.title" values={{ name }} />
          </Typography>
          <Typography sx={{ mb: 3 }}>
            <FormattedMessage id="landing.successStories.banner.body" />
          </Typography>
          <Button
            component={RouterLink}
            to="/contact"
            variant="contained"
            size="large"
            sx={{
              bgcolor: 'background.paper',
              color: 'primary.main',
              '&:hover': { bgcolor: 'background.default' },
            }}
          >
            <FormattedMessage id="landing.successStories.banner.button" />
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
