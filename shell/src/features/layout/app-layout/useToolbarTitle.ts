import { useLocation } from 'react-router-dom';
import { useIntl } from 'react-intl';

/** First segment of a path: `/orders/create` → `orders`, `/` → ``. */
export const firstPathSegment = (pathname: string) => pathname.split('/').filter(Boolean)[0] ?? '';

/** The toolbar title of the current page, chosen by the first path segment (spec point 2). */
export function useToolbarTitle(toolbarTitles: Record<string, string>): string | null {
  const { pathname } = useLocation();
  const intl = useIntl();
  const id = toolbarTitles[firstPathSegment(pathname)];
  return id ? intl.formatMessage({ id }) : null;
}
