// Where the page is served from (spec point 1, white-label hosts; point 2, `/` "redirects to a default
// site when the host is not the main one"). The shell resolves the host from brands.json and publishes the
// result here; remotes read it from the one store, since no remote may ask the shell directly.
import type { UnknownAction } from '@reduxjs/toolkit';
import { createAction } from '../store/actions';
import { injectReducer, store } from '../store/store';

/**
 * `main`: the product's own domains and local hosts; `white-label`: a host with its own brand in
 * brands.json; `other`: any host the configuration does not know.
 */
export const HOST_KINDS = ['main', 'white-label', 'other'] as const;
export type HostKind = (typeof HOST_KINDS)[number];

export const SITE_STORE_KEY = 'site';

export interface SiteInfo {
  hostKind: HostKind;
  /** Absolute URL of the product's own public site, where unknown hosts are sent. */
  defaultSiteUrl: string;
}

export interface SiteState {
  /** Null until the shell has resolved the host (and in a remote's standalone harness). */
  hostKind: HostKind | null;
  defaultSiteUrl: string | null;
}

const initialState: SiteState = { hostKind: null, defaultSiteUrl: null };

export const siteActions = {
  siteResolved: createAction<SiteInfo>(`${SITE_STORE_KEY}/siteResolved`),
};

/** Written without immer (see store/actions.ts). */
export function siteReducer(state: SiteState = initialState, action: UnknownAction): SiteState {
  if (!siteActions.siteResolved.match(action)) return state;
  const { hostKind, defaultSiteUrl } = action.payload;
  return { hostKind, defaultSiteUrl };
}

/** The slice is injected on first publication, so a store that never had it reads as "not resolved". */
export const selectSite = (state: Record<string, unknown>): SiteState =>
  (state[SITE_STORE_KEY] as SiteState | undefined) ?? initialState;
export const selectHostKind = (state: Record<string, unknown>): HostKind | null => selectSite(state).hostKind;
export const selectDefaultSiteUrl = (state: Record<string, unknown>): string | null =>
  selectSite(state).defaultSiteUrl;

/** Records the resolved host in the page's one store; calling it again with the same facts changes nothing. */
export function publishSite(site: SiteInfo): void {
  injectReducer(SITE_STORE_KEY, siteReducer);
  const current = selectSite(store.getState());
  if (current.hostKind === site.hostKind && current.defaultSiteUrl === site.defaultSiteUrl) return;
  store.dispatch(siteActions.siteResolved(site));
}

/**
 * Where the public home must send the visitor instead of rendering: the default site when the host is
 * unknown, else null. A default site URL that is not absolute http(s), or that points back at the current
 * host, gives null, so a configuration mistake can never make the page redirect to itself forever.
 */
export function defaultSiteRedirect(site: SiteState, currentHost: string): string | null {
  if (site.hostKind !== 'other' || !site.defaultSiteUrl) return null;
  let target: URL;
  try {
    target = new URL(site.defaultSiteUrl);
  } catch {
    return null;
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return null;
  if (target.host.toLowerCase() === currentHost.toLowerCase()) return null;
  return target.href;
}
