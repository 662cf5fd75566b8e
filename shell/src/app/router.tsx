import { createBrowserRouter } from 'react-router-dom';
import { Error500Page } from '../features/pages';
import { ComposedRoutes } from './ComposedRoutes';

/**
 * The one route of the data router: a splat that renders the composed table (which changes as remotes
 * load), while sagas keep one `navigate` for the page's lifetime. Screens have their own error
 * boundaries; the error element catches what escapes them (a layout that throws) without a blank page.
 */
export const SHELL_ROUTE_OBJECTS = [
  { path: '*', element: <ComposedRoutes />, errorElement: <Error500Page /> },
];

export function createShellRouter() {
  return createBrowserRouter(SHELL_ROUTE_OBJECTS);
}

export type ShellRouter = ReturnType<typeof createShellRouter>;
