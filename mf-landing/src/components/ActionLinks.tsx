import type { ReactNode } from 'react';
import { Button, Stack, type SxProps, type Theme } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

export interface ActionLink {
  /** A path of the site. */
  to: string;
  label: ReactNode;
}

export interface ActionLinksProps {
  /** The way on the page hopes for, shown filled. */
  primary: ActionLink;
  /** The other way, shown outlined. */
  secondary: ActionLink;
  sx?: SxProps<Theme>;
}

/** Two ways on from a block of a page, side by side, stacked on phones. */
export function ActionLinks({ primary, secondary, sx }: ActionLinksProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={sx}>
      <Button component={RouterLink} to={primary.to} variant="contained" size="large">
        {primary.label}
      </Button>
      <Button component={RouterLink} to={secondary.to} variant="outlined" size="large">
        {secondary.label}
      </Button>
    </Stack>
  );
}
