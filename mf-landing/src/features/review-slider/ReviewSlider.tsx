import { useState } from 'react';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Box, IconButton, Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import { REVIEW_SLIDER_AUTOPLAY_MS, REVIEW_SLIDER_SPEED_MS } from '@estiba/shared';
import { useAutoplay } from './useAutoplay';
import { useCarouselRotation } from './useCarouselRotation';

/** A customer's word on the service (spec point 3, Testimonial: logo, name, position, quote). */
export interface Testimonial {
  /** Stable key of the slide. */
  key: string;
  /** URL of the customer's logo. */
  logo: string;
  /** Text alternative of the logo, e.g. "Acapella logo". */
  logoAlt: string;
  /** The person quoted. */
  name: string;
  /** Their position, translated. */
  position: string;
  /** What they said, translated, without quotation marks. */
  quote: string;
}

export interface ReviewSliderProps {
  testimonials: readonly Testimonial[];
  /** Id of the heading that names the carousel. */
  labelledBy: string;
  /** Time each review stays on screen (spec point 9: 6 s). */
  autoplayMs?: number;
  /** Duration of the slide from one review to the next (spec point 9: 1.5 s). */
  speedMs?: number;
}

/** Intrinsic size of the customers' logos (their SVG viewBox), so nothing moves while they load. */
const LOGO_SIZE = { width: 200, height: 64 } as const;

/**
 * Customer reviews, one at a time, moving on by themselves (WAI-ARIA carousel pattern): a stop/start
 * button, previous and next buttons and a dot per review. Hover and focus stop the rotation; the live
 * region is silent while it rotates and polite when the visitor drives it.
 */
export function ReviewSlider({
  testimonials,
  labelledBy,
  autoplayMs = REVIEW_SLIDER_AUTOPLAY_MS,
  speedMs = REVIEW_SLIDER_SPEED_MS,
}: ReviewSliderProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `landing.reviewSlider.${id}` }, values);
  const [active, setActive] = useState(0);
  const rotation = useCarouselRotation();
  const count = testimonials.length;
  const current = count ? active % count : 0;
  const movable = count > 1;
  const go = (index: number) => setActive((index + count) % count);

  useAutoplay(() => go(current + 1), autoplayMs, movable && rotation.rotating, current);

  return (
    <Box
      role="group"
      aria-roledescription="carousel"
      aria-labelledby={labelledBy}
      {...rotation.containerProps}
      sx={{ display: 'grid', gap: 2 }}
    >
      {movable && (
        <Box sx={{ display: 'flex', justifyContent: 'center', gap: 1 }}>
          <IconButton onClick={rotation.togglePlaying} aria-label={t(rotation.playing ? 'pause' : 'play')}>
            {rotation.playing ? <PauseIcon /> : <PlayArrowIcon />}
          </IconButton>
          <IconButton
            onClick={() => go(current - 1)}
            aria-label={t('previous')}
            aria-controls={`${labelledBy}-slides`}
          >
            <ChevronLeftIcon />
          </IconButton>
          <IconButton
            onClick={() => go(current + 1)}
            aria-label={t('next')}
            aria-controls={`${labelledBy}-slides`}
          >
            <ChevronRightIcon />
          </IconButton>
        </Box>
      )}
      <Box
        id={`${labelledBy}-slides`}
        aria-live={movable && rotation.rotating ? 'off' : 'polite'}
        sx={{ overflow: 'hidden' }}
      >
        <Box
          sx={{ display: 'flex', willChange: 'transform' }}
          // Inline, not sx: one generated class per position would pile up in the style sheet.
          style={{
            transform: `translateX(-${current * 100}%)`,
            transition: rotation.reducedMotion ? 'none' : `transform ${speedMs}ms ease-in-out`,
          }}
        >
          {testimonials.map((testimonial, index) => {
            const hidden = index !== current;
            return (
              <Box
                component="figure"
                key={testimonial.key}
                role="group"
                aria-roledescription="slide"
                aria-label={t('slide', { index: index + 1, count })}
                aria-hidden={hidden || undefined}
                // Off-screen reviews take no focus and are not read.
                inert={hidden}
                sx={{
                  flex: '0 0 100%',
                  minWidth: 0,
                  m: 0,
                  p: { xs: 3, md: 5 },
                  borderRadius: 3,
                  bgcolor: 'background.paper',
                  border: 1,
                  borderColor: 'divider',
                  display: 'grid',
                  gap: 2,
                  alignContent: 'start',
                  justifyItems: 'center',
                  textAlign: 'center',
                }}
              >
                <Box
                  component="img"
                  src={testimonial.logo}
                  alt={testimonial.logoAlt}
                  width={LOGO_SIZE.width}
                  height={LOGO_SIZE.height}
                  loading="lazy"
                  decoding="async"
                  sx={{ display: 'block', maxWidth: '100%', height: 'auto' }}
                />
                <Box component="blockquote" sx={{ m: 0, maxWidth: 760 }}>
                  <Typography
                    sx={{
                      fontSize: { xs: '1.0625rem', md: '1.25rem' },
                      lineHeight: 1.6,
                      fontStyle: 'italic',
                    }}
                  >
                    {t('quote', { quote: testimonial.quote })}
                  </Typography>
                </Box>
                <Box component="figcaption">
                  <Typography component="p" sx={{ fontWeight: 700 }}>
                    {testimonial.name}
                  </Typography>
                  <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }}>
                    {testimonial.position}
                  </Typography>
                </Box>
              </Box>
            );
          })}
        </Box>
      </Box>
      {movable && (
        <Box
          role="group"
          aria-label={t('picker')}
          sx={{ display: 'flex', justifyContent: 'center', gap: 0.5 }}
        >
          {testimonials.map((testimonial, index) => (
            <IconButton
              key={testimonial.key}
              size="small"
              onClick={() => go(index)}
              aria-label={t('goTo', { index: index + 1 })}
              aria-current={index === current || undefined}
              aria-controls={`${labelledBy}-slides`}
            >
              <Box
                component="span"
                aria-hidden="true"
                // The current dot is also wider, so its state does not rest on colour alone.
                sx={{
                  width: index === current ? 24 : 10,
                  height: 10,
                  borderRadius: 5,
                  bgcolor: index === current ? 'primary.main' : 'text.secondary',
                  transition: rotation.reducedMotion ? 'none' : 'width 200ms',
                }}
              />
            </IconButton>
          ))}
        </Box>
      )}
    </Box>
  );
}
