// The sidebar rules of spec point 2 and the billing check of point 6, as pure functions: the shell
// composes what the remotes expose, filters it for the person, and searches it.
import { hasAccess, type Role } from '../auth/access';
import type { NavItem, NavVisibilityRule } from '../routing/types';
import type { SessionUser } from '../session/types';

export interface NavVisibilityContext {
  roles: Role[];
  isProduction: boolean;
  /** The current host passes the API-token check. */
  apiTokenHost: boolean;
  /** `isBillingEnabled` for the signed-in user. */
  billingEnabled: boolean;
}

const VISIBILITY_RULES: Record<NavVisibilityRule, (ctx: NavVisibilityContext) => boolean> = {
  apiTokenHost: (ctx) => ctx.apiTokenHost,
  billingUser: (ctx) => ctx.billingEnabled,
  notProduction: (ctx) => !ctx.isProduction,
};

const isContainer = (item: NavItem) => item.type === 'group' || item.type === 'collapse';

/**
 * The items this person may see, in their order: access by role overlap, the visibility rules, and
 * groups or collapses left without any visible child dropped.
 */
export function filterNavigation(items: NavItem[], ctx: NavVisibilityContext): NavItem[] {
  const visible: NavItem[] = [];
  for (const item of items) {
    if (!hasAccess(item.auth, ctx.roles)) continue;
    if (item.visibleWhen && !VISIBILITY_RULES[item.visibleWhen](ctx)) continue;
    if (isContainer(item)) {
      const children = filterNavigation(item.children ?? [], ctx);
      if (children.length === 0) continue;
      visible.push({ ...item, children });
    } else {
      visible.push(item);
    }
  }
  return visible;
}

/** Items without an order go after those with one; a stable sort keeps their given order. */
const byOrder = (a: NavItem, b: NavItem) =>
  (a.order ?? Number.POSITIVE_INFINITY) - (b.order ?? Number.POSITIVE_INFINITY);

function sortTree(items: NavItem[]): NavItem[] {
  return [...items]
    .sort(byOrder)
    .map((item) => (item.children ? { ...item, children: sortTree(item.children) } : item));
}

function mergeInto(target: NavItem[], items: NavItem[]): void {
  for (const item of items) {
    const index = target.findIndex((existing) => existing.id === item.id);
    if (index === -1) {
      target.push(item.children ? { ...item, children: [...item.children] } : item);
      continue;
    }
    const existing = target[index];
    if (isContainer(existing) && isContainer(item)) {
      const children = [...(existing.children ?? [])];
      mergeInto(children, item.children ?? []);
      target[index] = { ...existing, order: existing.order ?? item.order, children };
    } else {
      // Two leaves with one id would collide as React keys and in search; the first remote wins.
      console.warn(`navigation item "${item.id}" is declared twice; the second is ignored`);
    }
  }
}

/**
 * One sidebar from every remote's items: lists flattened, groups and collapses with the same id merged
 * (their children together), then sorted by `order` at every level.
 */
export function composeNavigation(lists: NavItem[][]): NavItem[] {
  const merged: NavItem[] = [];
  for (const list of lists) mergeInto(merged, list);
  return sortTree(merged);
}

/**
 * The client ids for which billing is on regardless of the user's flag (spec points 6 and 9). The
 * spec fixes their number, 34, but not the ids themselves, so none is invented here: operations fill
 * this list with the real client ids.
 */
export const BILLING_CLIENT_ALLOW_LIST: readonly string[] = [];

export interface BillingCheckOptions {
  isProduction: boolean;
  /** Defaults to BILLING_CLIENT_ALLOW_LIST. */
  allowList?: readonly string[];
}

/** Billing is on for a user with the flag, a client on the allow-list, or any non-production build. */
export function isBillingEnabled(
  user: SessionUser | null,
  { isProduction, allowList = BILLING_CLIENT_ALLOW_LIST }: BillingCheckOptions,
): boolean {
  if (!isProduction) return true;
  if (!user) return false;
  return user.billingEnabled || allowList.includes(user.clientId);
}

/** Lower case without accents, so 'Configuración' matches 'configuracion'. */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

function searchableItems(items: NavItem[], into: NavItem[] = []): NavItem[] {
  for (const item of items) {
    if ((item.type === 'item' || item.type === 'link') && item.url) into.push(item);
    if (item.children) searchableItems(item.children, into);
  }
  return into;
}

/**
 * Items and links with a url whose translated title contains the query, case and accents ignored,
 * in navigation order. An empty query finds nothing. The caller keeps the first SEARCH_MAX_SUGGESTIONS.
 */
export function searchNavigation(
  items: NavItem[],
  query: string,
  text: (item: NavItem) => string,
): NavItem[] {
  const needle = normalizeSearchText(query);
  if (!needle) return [];
  return searchableItems(items).filter((item) => normalizeSearchText(text(item)).includes(needle));
}

/** Spec point 2: items with an http url open in a new tab; an explicit target decides first. */
export function opensInNewTab(item: NavItem): boolean {
  if (item.target) return item.target === '_blank';
  return /^https?:\/\//i.test(item.url ?? '');
}
