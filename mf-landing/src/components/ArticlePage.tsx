import type { ReactNode } from 'react';
import { Box, Typography, type SxProps, type Theme } from '@mui/material';
import { mergeSx } from './mergeSx';

/** Line length that stays comfortable for long legal text. */
export const READING_WIDTH = 820;

export interface ArticlePageProps {
  /** Id of the h1; the article is labelled by it. */
  titleId: string;
  title: ReactNode;
  /** Where a page departs from the common title look (e.g. its space below). */
  titleSx?: SxProps<Theme>;
  /** The text of the article, under its title. */
  children: ReactNode;
}

/** A page to read (a legal document, the privacy notice): one article at reading width, under its h1. */
export function ArticlePage({ titleId, title, titleSx, children }: ArticlePageProps) {
  return (
    <Box
      sx={{
        bgcolor: 'background.default',
        color: 'text.primary',
        px: { xs: 2, sm: 3 },
        py: { xs: 5, md: 8 },
      }}
    >
      <Box component="article" aria-labelledby={titleId} sx={{ maxWidth: READING_WIDTH, mx: 'auto' }}>
        <Typography
          id={titleId}
          variant="h1"
          sx={mergeSx({ fontSize: { xs: '2rem', sm: '2.5rem' }, fontWeight: 800, mb: 4 }, titleSx)}
        >
          {title}
        </Typography>
        {children}
      </Box>
    </Box>
  );
}
