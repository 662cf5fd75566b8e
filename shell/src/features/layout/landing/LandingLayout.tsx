import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { SkipLink } from '../SkipLink';
import { LandingHeader } from './LandingHeader';
import { LandingFooter } from './LandingFooter';

const MAIN_ID = 'main-content';

/** Frame of the guest-only public pages: landing header and footer, no toolbar, navbar or side panels. */
export function LandingLayout({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', bgcolor: 'background.default' }}>
      <SkipLink target={MAIN_ID} />
      <LandingHeader />
      <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        {children}
      </Box>
      <LandingFooter />
    </Box>
  );
}
