// What the list shows in place of rows: why there are none and what to do next. A failed load offers
// Retry; a filter or search that finds nothing offers to clear them; an empty list shows the page's own
// next step (create the first product, send inventory...). It sits under the grid, not in the grid's
// overlay: inside role="grid" only rows may live, and axe counts a status or a link there as critical.
import { Box, Button, Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useListContext } from './listContext';

export function ListEmptyPanel() {
  const intl = useIntl();
  const { failed, refusal, retry, narrowed, clearNarrowing, emptyState } = useListContext();
  const text = (id: string) => intl.formatMessage({ id });

  let title = emptyState.title ?? text('list.empty.title');
  let body = emptyState.text ?? text('list.empty.text');
  let action: React.ReactNode = null;
  const clearButton = (
    <Button variant="outlined" onClick={clearNarrowing}>
      {text('list.filtered.clear')}
    </Button>
  );
  if (failed) {
    title = text('list.error.title');
    body = refusal ?? text('list.error.text');
    // A refused filter (an invalid `matches` pattern, say) fails again on Retry: clearing it is the way out.
    action =
      refusal && narrowed ? (
        clearButton
      ) : (
        <Button variant="contained" onClick={retry}>
          {text('list.error.retry')}
        </Button>
      );
  } else if (narrowed) {
    title = text('list.filtered.title');
    body = text('list.filtered.text');
    action = clearButton;
  } else if (emptyState.action) {
    const { label, to, onClick } = emptyState.action;
    action = to ? (
      <Button variant="contained" component={Link} to={to} onClick={onClick}>
        {label}
      </Button>
    ) : (
      <Button variant="contained" onClick={onClick}>
        {label}
      </Button>
    );
  }

  return (
    <Box
      role={failed ? 'alert' : 'status'}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1,
        px: 3,
        py: 6,
        textAlign: 'center',
        border: 1,
        borderTop: 0,
        borderColor: 'divider',
        borderRadius: '0 0 4px 4px',
      }}
    >
      <Typography variant="h6" component="p">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {body}
      </Typography>
      {action && <Box sx={{ mt: 1 }}>{action}</Box>}
    </Box>
  );
}
