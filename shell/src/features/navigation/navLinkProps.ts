import type { ElementType } from 'react';
import { NavLink } from 'react-router-dom';
import { opensInNewTab, type NavItem } from '@estiba/shared';

/**
 * The element and props that make an item a link: in-app items route with NavLink (which marks the
 * active one with aria-current), http urls open in a new tab, `link` items are plain anchors.
 */
export function navLinkProps(item: NavItem): { component: ElementType } & Record<string, unknown> {
  if (opensInNewTab(item)) {
    return { component: 'a', href: item.url, target: '_blank', rel: 'noopener noreferrer' };
  }
  if (item.type === 'link') {
    // A page opened in a new tab gets no handle on this one (reverse tabnabbing).
    const rel = item.target === '_blank' ? 'noopener noreferrer' : undefined;
    return { component: 'a', href: item.url, target: item.target, rel };
  }
  return { component: NavLink, to: item.url ?? '/', end: item.exact === true };
}
