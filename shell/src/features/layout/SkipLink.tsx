import { Link } from '@mui/material';
import { useIntl } from 'react-intl';

/**
 * "Skip to content": the first thing a keyboard user reaches, hidden until it has focus, so the header
 * and navigation need not be tabbed through on every page.
 */
export function SkipLink({ target }: { target: string }) {
  const intl = useIntl();
  return (
    <Link
      href={`#${target}`}
      onClick={(event) => {
        // Move focus too (not just the scroll position), so the next Tab continues inside the content.
        event.preventDefault();
        document.getElementById(target)?.focus();
      }}
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        boxShadow: 3,
        '&:focus': { top: 8 },
      }}
    >
      {intl.formatMessage({ id: 'chrome.skipToContent' })}
    </Link>
  );
}
