import { createContext, useContext } from 'react';
import type { NavItem } from '@estiba/shared';

/** What the app layout draws from the composed remotes: the sidebar and the toolbar titles. */
export interface Composition {
  navigation: NavItem[];
  toolbarTitles: Record<string, string>;
}

export const CompositionContext = createContext<Composition>({ navigation: [], toolbarTitles: {} });

export const useComposition = () => useContext(CompositionContext);
