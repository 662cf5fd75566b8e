// The contract between the shell and every remote: what a remote's `./routes` module exposes.
import type { ComponentType } from 'react';
import type { AuthRoles } from '../auth/access';
import type { Locale } from '../i18n/locales';

/** Which frame the shell draws around a screen. */
export type LayoutKind =
  /** public marketing pages: landing header and footer, no toolbar, navbar or side panels */
  | 'landing'
  /** the client area: navbar, toolbar, footer, settings panel */
  | 'app'
  /** nothing around the screen (splash and hand-off screens) */
  | 'bare';

export interface RemoteRoute {
  /** A react-router path, e.g. `/prices` or `/inventory-orders/:receivingOrderId`. */
  path: string;
  /** Loads the screen lazily; the shell retries chunk loads as spec point 4 says. */
  load: () => Promise<{ default: ComponentType }>;
  /** Who may open it (see `hasAccess`). */
  auth?: AuthRoles;
  layout: LayoutKind;
  /** Flagged routes cannot be opened by typing their URL, only by navigating inside the app. */
  urlAccessDenied?: boolean;
}

export type NavItemType = 'item' | 'link' | 'collapse' | 'group' | 'divider';

export interface NavBadge {
  title: string;
  bg: string;
  fg: string;
}

/** Rules of spec point 2 that hide an item; each is a pure function in `navigation/visibility`. */
export type NavVisibilityRule = 'apiTokenHost' | 'billingUser' | 'notProduction';

export interface NavItem {
  id: string;
  /** Message id of the title (every title is translated). */
  titleId: string;
  type: NavItemType;
  icon?: ComponentType;
  url?: string;
  auth?: AuthRoles;
  badge?: NavBadge;
  exact?: boolean;
  target?: '_blank' | '_self';
  children?: NavItem[];
  /** Position among the top-level items of the composed sidebar (lower first). */
  order?: number;
  visibleWhen?: NavVisibilityRule;
}

/** Who a dashboard widget is for: the merchant's /welcome, or the warehouse staff's (staff and admins). */
export type DashboardAudience = 'merchant' | 'staff';

/**
 * A card on the dashboard (issue 20). Each remote exposes its own in its `./routes` module, as it exposes its routes;
 * the shell composes `/welcome` (and `/apps/project`) from them, so a new widget touches one remote only. The widget
 * loads its own data from the API and keeps it current from the bus's domain events.
 */
export interface DashboardWidget {
  /** Unique across remotes, e.g. `orders.shippedPerDay`; also the card's DOM id stem. */
  id: string;
  /** Message id of the card's heading (the card is a region named by it). */
  titleId: string;
  audience: DashboardAudience;
  /** Position on the dashboard (lower first), across remotes. */
  order: number;
  /** Columns of a 12-column grid at desktop width: 4 (a third), 6 (half) or 12 (the whole row). */
  width: 4 | 6 | 12;
  /** The card's body, loaded lazily with the dashboard. */
  load: () => Promise<{ default: ComponentType }>;
}

export type Messages = Record<string, string>;

/** One language's texts, loaded when the host needs that language (a remote's chunk per language). */
export type MessagesLoader = (locale: Locale) => Promise<Messages>;

/** A remote's translations: every locale's bundle, or a loader of one locale's. */
export type RemoteMessages = Record<Locale, Messages> | MessagesLoader;

/**
 * What a remote's `./routes` module exposes. Most remotes bundle every locale's texts (the default);
 * one may load them per locale (`RemoteRouteModule<MessagesLoader>`). The shell takes either
 * (`AnyRemoteRouteModule`).
 */
export interface RemoteRouteModule<TMessages extends RemoteMessages = Record<Locale, Messages>> {
  /** The federation name, e.g. `mf_landing`. */
  name: string;
  routes: RemoteRoute[];
  navigation: NavItem[];
  /**
   * Toolbar title message id by first path segment (spec point 2, "Toolbar titles"); a key of several segments
   * (`orders/create`) titles that route and those under it instead.
   */
  toolbarTitles: Record<string, string>;
  /**
   * The remote's own translations, merged into the shell's intl provider: one bundle per locale, or a
   * loader of one locale's bundle, so that a page downloads only its language's texts. The shell loads
   * the current language's before it shows the remote's screens, and another when the language changes.
   */
  messages: TMessages;
  /** The remote's dashboard widgets (issue 20); none when absent. */
  widgets?: DashboardWidget[];
}

/** A route module as the shell (or the standalone harness) receives it: texts bundled or per locale. */
export type AnyRemoteRouteModule = RemoteRouteModule<RemoteMessages>;
