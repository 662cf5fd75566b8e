// One lazy body per widget, kept across renders (a new one each render would suspend for ever), and dropped when
// Retry asks for a fresh attempt (React.lazy remembers a failed load), as the routes' screens are.
import { lazy, type ComponentType } from 'react';
import type { DashboardWidget } from '@estiba/shared';
import { withRetry, type RetryOptions } from '../remotes';

const bodies = new WeakMap<DashboardWidget, ComponentType>();

/**
 * The widget's body, its chunk retried as a screen's is (4 times, 1 s apart). Unlike a screen's, a body that still
 * fails does not reload the page: the card shows Retry and the other cards stand.
 */
export function widgetBody(widget: DashboardWidget, retry?: RetryOptions): ComponentType {
  let body = bodies.get(widget);
  if (!body) {
    body = lazy(() => withRetry(widget.load, retry));
    bodies.set(widget, body);
  }
  return body;
}

export function forgetWidgetBody(widget: DashboardWidget): void {
  bodies.delete(widget);
}
