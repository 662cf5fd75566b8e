import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { SkipLink } from '../SkipLink';
import { LandingHeader } from './LandingHeader';
import { LandingFooter } from './LandingFooter';
import { FloatingChatButton } from './FloatingChatButton';

const MAIN_ID = 'main-content';

/**
 * The main area is at least one screen tall (less the header, whose toolbar is 56 px on phones and
 * 64 px from the sm breakpoint): the footer starts below the fold and stays there, instead of showing
 * under a loading spinner and jumping down when the page arrives (a layout shift).
 */
const MAIN_MIN_HEIGHT = { xs: 'calc(100vh - 56px)', sm: 'calc(100vh - 64px)' };

/**
 * Frame of the guest-only public pages: landing header and footer and the floating chat button, no
 * toolbar, navbar or side panels.
 */
export function LandingLayout({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', bgcolor: 'background.default' }}>
      <SkipLink target={MAIN_ID} />
      <LandingHeader />
      <Box
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        sx={{ flexGrow: 1, minHeight: MAIN_MIN_HEIGHT, outline: 'none' }}
      >
        {children}
      </Box>
      <LandingFooter />
      <FloatingChatButton />
    </Box>
  );
}
