import type { ReactNode } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';

/** Widest an account form grows: one comfortable column of fields. */
const PANEL_MAX_WIDTH = 560;

interface AuthPanelProps {
  /** The id of the page heading, so the form can name itself after it (aria-labelledby). */
  headingId: string;
  titleId: string;
  introId?: string;
  children: ReactNode;
}

/** The frame of every account screen: one card with the page's h1, a short intro and the form. */
export function AuthPanel({ headingId, titleId, introId, children }: AuthPanelProps) {
  return (
    <Box sx={{ px: 2, py: { xs: 4, md: 8 }, display: 'flex', justifyContent: 'center' }}>
      <Paper
        component="section"
        aria-labelledby={headingId}
        variant="outlined"
        sx={{ width: '100%', maxWidth: PANEL_MAX_WIDTH, p: { xs: 3, sm: 5 } }}
      >
        <Typography id={headingId} variant="h4" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
          <FormattedMessage id={titleId} />
        </Typography>
        {introId && (
          <Typography sx={{ color: 'text.secondary', mb: 3 }}>
            <FormattedMessage id={introId} />
          </Typography>
        )}
        {children}
      </Paper>
    </Box>
  );
}
