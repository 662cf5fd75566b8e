import { useLocation } from 'react-router-dom';
import { useIntl } from 'react-intl';

/** First segment of a path: `/orders/create` → `orders`, `/` → ``. */
export const firstPathSegment = (pathname: string) => pathname.split('/').filter(Boolean)[0] ?? '';

/**
 * The title message id of a path: by its first segment (spec point 2), unless a key names more of the path
 * (`orders/create` → 'New Order' while `orders` titles the rest of /orders). The longest key that is a whole-segment
 * prefix of the path wins, so `/orders/create-bulk` and `/orders/123` keep the segment's title.
 */
export function toolbarTitleId(toolbarTitles: Record<string, string>, pathname: string): string | null {
  const segments = pathname.split('/').filter(Boolean);
  for (let length = segments.length; length >= 1; length -= 1) {
    const id = toolbarTitles[segments.slice(0, length).join('/')];
    if (id) return id;
  }
  return segments.length === 0 ? (toolbarTitles[''] ?? null) : null;
}

/** The toolbar title of the current page (see toolbarTitleId). */
export function useToolbarTitle(toolbarTitles: Record<string, string>): string | null {
  const { pathname } = useLocation();
  const intl = useIntl();
  const id = toolbarTitleId(toolbarTitles, pathname);
  return id ? intl.formatMessage({ id }) : null;
}
