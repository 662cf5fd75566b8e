// MUI keeps its own copy in @mui/utils, which the front-end packages do not depend on (pnpm does not hoist it).
/** Hides a text from sight but keeps it for screen readers (tick states, status announcements, column headers). */
export const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;
