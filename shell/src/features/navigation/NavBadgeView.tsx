import { Box } from '@mui/material';
import type { NavBadge } from '@estiba/shared';

/** The small coloured label an item may carry (e.g. "New"). */
export function NavBadgeView({ badge }: { badge: NavBadge }) {
  return (
    <Box
      component="span"
      className="nav-badge"
      sx={{
        ml: 1,
        px: 1,
        minWidth: 20,
        height: 20,
        borderRadius: 10,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        fontSize: 11,
        fontWeight: 600,
        whiteSpace: 'nowrap',
        bgcolor: badge.bg,
        color: badge.fg,
      }}
    >
      {badge.title}
    </Box>
  );
}
