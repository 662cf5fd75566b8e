import { useMemo } from 'react';
import { Route, Routes } from 'react-router-dom';
import { useLanguage } from '@estiba/shared';
import { loadedModules, useRemotes } from '../features/remotes';
import { composeRoutes, composeSidebar, composeToolbarTitles } from './composition';
import { CompositionContext } from './CompositionContext';
import { RouteScreen } from './RouteScreen';
import { SHELL_ROUTES, SHELL_TOOLBAR_TITLES, shellNavigation } from './shellRoutes';
import { UnmatchedRoute } from './UnmatchedRoute';

/** The router's table, rebuilt as remotes arrive: their routes, the shell's own, and the fallback. */
export function ComposedRoutes() {
  const { snapshot } = useRemotes();
  const language = useLanguage();
  const modules = useMemo(() => loadedModules(snapshot), [snapshot]);
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
        <Route path="*" element={<UnmatchedRoute />} />
      </Routes>
    </CompositionContext.Provider>
  );
}
