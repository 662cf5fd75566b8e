// The shell's own screens, sidebar items and toolbar titles; everything else comes from the remotes.
import type { ComponentType } from 'react';
import DashboardIcon from '@mui/icons-material/Dashboard';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import { authRoles, type Locale, type NavItem, type RemoteRoute } from '@estiba/shared';
import { Error404Page, Error500Page, LogoutPage } from '../features/pages';

/** A screen the shell draws itself, with no chunk to load. */
export interface ShellRoute extends Omit<RemoteRoute, 'load'> {
  Component: ComponentType;
}

/** A route of the composed router: the shell's own or a remote's lazily loaded one. */
export type RouteDefinition = ShellRoute | RemoteRoute;

/**
 * The dashboard (issue 20), a chunk of its own: a visitor's public page never downloads it, and it loads and
 * retries as a remote's screen does.
 */
const loadDashboard = () =>
  import(/* webpackChunkName: "dashboard" */ '../features/dashboard').then(({ DashboardPage }) => ({
    default: DashboardPage,
  }));

export const SHELL_ROUTES: RouteDefinition[] = [
  { path: '/welcome', load: loadDashboard, auth: authRoles.loggedIn, layout: 'app' },
  // A route of spec point 2 that opens the same dashboard.
  { path: '/apps/project', load: loadDashboard, auth: authRoles.loggedIn, layout: 'app' },
  // Excluded from the redirect logic (spec point 4).
  { path: '/logout', Component: LogoutPage, layout: 'bare' },
  { path: '/pages/errors/error-404', Component: Error404Page, layout: 'bare' },
  { path: '/pages/errors/error-500', Component: Error500Page, layout: 'bare' },
];

/** Toolbar title by first path segment for the shell's own screens (spec point 2). */
export const SHELL_TOOLBAR_TITLES: Record<string, string> = {
  welcome: 'shell.toolbar.dashboard',
  'apps/project': 'shell.toolbar.dashboard',
};

/** The external help centre: its English version for en-US, the Spanish one otherwise (spec point 2). */
export const HELP_CENTRE_URLS = {
  english: 'https://help.estiba.com/en/',
  spanish: 'https://help.estiba.com/es/',
} as const;

export const helpCentreUrl = (language: Locale) =>
  language === 'en-US' ? HELP_CENTRE_URLS.english : HELP_CENTRE_URLS.spanish;

/** Sidebar positions of the shell's items among the remotes' (Dashboard first, Help and Logout last). */
const NAV_ORDER = { dashboard: 10, help: 100, logout: 110 } as const;

export function shellNavigation(language: Locale): NavItem[] {
  return [
    {
      id: 'dashboard',
      titleId: 'shell.nav.dashboard',
      type: 'item',
      icon: DashboardIcon,
      url: '/welcome',
      auth: authRoles.loggedIn,
      order: NAV_ORDER.dashboard,
    },
    {
      id: 'help',
      titleId: 'shell.nav.help',
      type: 'link',
      icon: HelpOutlineIcon,
      url: helpCentreUrl(language),
      target: '_blank',
      order: NAV_ORDER.help,
    },
    {
      id: 'logout',
      titleId: 'shell.nav.logout',
      type: 'item',
      icon: LogoutIcon,
      url: '/logout',
      auth: authRoles.loggedIn,
      order: NAV_ORDER.logout,
    },
  ];
}
