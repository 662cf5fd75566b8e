import { useEffect, useMemo } from 'react';
import { useSelector } from 'react-redux';
import { Route, Routes, useLocation } from 'react-router-dom';
import { selectSession, useLanguage } from '@estiba/shared';
import { useLoadedModules, useRemoteLoader } from '../features/remotes';
import { composeRoutes, composeSidebar, composeToolbarTitles } from './composition';
import { CompositionContext } from './CompositionContext';
import { RouteScreen } from './RouteScreen';
import { SHELL_ROUTES, SHELL_TOOLBAR_TITLES, shellNavigation } from './shellRoutes';
import { UnmatchedRoute } from './UnmatchedRoute';

/**
 * The router's table, rebuilt as remotes arrive: their routes, the shell's own, and the fallback.
 * Each address fetches the remotes that claim it (a remote may take over a shell screen such as
 * /welcome); a signed-in person gets every remote, since the sidebar lists all their screens.
 */
export function ComposedRoutes() {
  const loader = useRemoteLoader();
  const modules = useLoadedModules();
  const language = useLanguage();
  const { pathname } = useLocation();
  const { status } = useSelector(selectSession);
  useEffect(() => {
    void loader.request(pathname);
  }, [loader, pathname]);
  useEffect(() => {
    if (status === 'signed-in') void loader.loadRemaining();
  }, [loader, status]);

  const routes = useMemo(() => composeRoutes(modules, SHELL_ROUTES), [modules]);
  const composition = useMemo(
    () => ({
      navigation: composeSidebar(modules, shellNavigation(language)),
      toolbarTitles: composeToolbarTitles(modules, SHELL_TOOLBAR_TITLES),
    }),
    [modules, language],
  );
  return (
    <CompositionContext.Provider value={composition}>
      <Routes>
        {routes.map((route) => (
          <Route key={route.path} path={route.path} element={<RouteScreen route={route} />} />
        ))}
        <Route path="*" element={<UnmatchedRoute routedModules={modules} />} />
      </Routes>
    </CompositionContext.Provider>
  );
}
