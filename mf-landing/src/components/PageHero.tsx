import type { ReactNode } from 'react';
import { alpha, Box, Typography, type SxProps, type Theme } from '@mui/material';
import { LAYOUT } from '@estiba/shared';
import { mergeSx } from './mergeSx';

export type PageHeroAlign = 'start' | 'center';

export interface PageHeroProps {
  /** Id of the h1; the section is labelled by it. */
  titleId: string;
  /** A short line above the title; pages that have none leave it out. */
  eyebrow?: ReactNode;
  title: ReactNode;
  subtitle: ReactNode;
  /** Left-aligned with a wider title (most pages) or centred. */
  align?: PageHeroAlign;
  /** Shown beside the text from md up (an illustration); the text then takes the wider column. */
  aside?: ReactNode;
  /** Ticks and buttons under the subtitle. */
  children?: ReactNode;
  /** Where a page departs from the common look: the section (e.g. its padding), the title, the subtitle. */
  sx?: SxProps<Theme>;
  titleSx?: SxProps<Theme>;
  subtitleSx?: SxProps<Theme>;
}

const SECTION_SX: Record<PageHeroAlign, SxProps<Theme>> = {
  start: { py: { xs: 6, md: 9 } },
  center: { py: { xs: 6, md: 8 }, textAlign: 'center' },
};

const TITLE_SX: Record<PageHeroAlign, SxProps<Theme>> = {
  start: {
    fontSize: { xs: '2rem', sm: '2.5rem', md: '3.25rem' },
    fontWeight: 800,
    lineHeight: 1.15,
    letterSpacing: '-0.02em',
    mb: 2,
    maxWidth: 860,
  },
  center: { fontSize: { xs: '2rem', sm: '2.5rem', md: '3rem' }, fontWeight: 800, mb: 2 },
};

const SUBTITLE_SX: Record<PageHeroAlign, SxProps<Theme>> = {
  start: { color: 'text.secondary', fontWeight: 400, lineHeight: 1.5, maxWidth: 760 },
  center: { color: 'text.secondary', fontWeight: 400, maxWidth: 720, mx: 'auto' },
};

/**
 * The opening band of a public page: an optional eyebrow, the page's one h1, a subtitle, then whatever
 * the page adds (ticks, buttons). The section is a landmark named by the h1.
 */
export function PageHero({
  titleId,
  eyebrow,
  title,
  subtitle,
  align = 'start',
  aside,
  children,
  sx,
  titleSx,
  subtitleSx,
}: PageHeroProps) {
  const text = (
    <>
      {eyebrow != null && (
        <Typography
          component="p"
          variant="overline"
          sx={{ color: 'text.secondary', fontWeight: 700, letterSpacing: '0.12em' }}
        >
          {eyebrow}
        </Typography>
      )}
      <Typography id={titleId} variant="h1" sx={mergeSx(TITLE_SX[align], titleSx)}>
        {title}
      </Typography>
      <Typography
        variant="h6"
        component="p"
        // Space below only when something follows, so a hero without actions ends at its text.
        sx={mergeSx(SUBTITLE_SX[align], children != null && { mb: 4 }, subtitleSx)}
      >
        {subtitle}
      </Typography>
      {children}
    </>
  );
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={mergeSx(
        (theme) => ({
          bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.16 : 0.06),
          px: { xs: 2, sm: 3 },
        }),
        SECTION_SX[align],
        sx,
      )}
    >
      {aside == null ? (
        <Box sx={{ maxWidth: LAYOUT.contentMaxWidth, mx: 'auto' }}>{text}</Box>
      ) : (
        <Box
          sx={{
            maxWidth: LAYOUT.contentMaxWidth,
            mx: 'auto',
            display: 'grid',
            gap: { xs: 4, md: 6 },
            gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' },
            alignItems: 'center',
          }}
        >
          <div>{text}</div>
          {aside}
        </Box>
      )}
    </Box>
  );
}
