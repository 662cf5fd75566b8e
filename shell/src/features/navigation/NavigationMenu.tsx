import type { NavItem } from '@estiba/shared';
import { NavVertical } from './NavVertical';
import { NavHorizontal } from './NavHorizontal';
import { useVisibleNavigation } from './useVisibleNavigation';

interface NavigationMenuProps {
  items: NavItem[];
  /** Vertical in the side navbar (layout 1 and on small screens), horizontal in layouts 2 and 3. */
  orientation?: 'vertical' | 'horizontal';
  /** The folded rail shows icons only. */
  folded?: boolean;
  /** Called after a link is followed (closes the mobile drawer). */
  onNavigate?: () => void;
}

/** The sidebar menu: only the items this person may see, by the rules of spec points 2 and 6. */
export function NavigationMenu({
  items,
  orientation = 'vertical',
  folded = false,
  onNavigate,
}: NavigationMenuProps) {
  const visible = useVisibleNavigation(items);
  return orientation === 'horizontal' ? (
    <NavHorizontal items={visible} />
  ) : (
    <NavVertical items={visible} folded={folded} onNavigate={onNavigate} />
  );
}
