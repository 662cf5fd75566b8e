import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { LAYOUT } from '@estiba/shared';

/** The width and spacing of a content section below a page's hero. */
export const PAGE_SECTION_SX = {
  maxWidth: LAYOUT.contentMaxWidth,
  mx: 'auto',
  px: { xs: 2, sm: 3 },
  py: { xs: 6, md: 8 },
} as const;

interface PageSectionProps {
  /** The heading's element id, which names the section. */
  titleId: string;
  /** Message ids of the heading and of the line below it. */
  title: string;
  intro: string;
  children: ReactNode;
}

/** A section of a public page: an h2 with an introduction line, then its content. */
export function PageSection({ titleId, title, intro, children }: PageSectionProps) {
  return (
    <Box component="section" aria-labelledby={titleId} sx={PAGE_SECTION_SX}>
      <Typography id={titleId} variant="h4" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        <FormattedMessage id={title} />
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3, maxWidth: 720 }}>
        <FormattedMessage id={intro} />
      </Typography>
      {children}
    </Box>
  );
}
