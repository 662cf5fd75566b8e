import { createContext, useContext, useLayoutEffect, type ReactNode } from 'react';
import { publishSite } from '@estiba/shared';
import { DEFAULT_BRAND, type Brand } from './brand';

const BrandContext = createContext<Brand>(DEFAULT_BRAND);

interface BrandProviderProps {
  brand: Brand;
  children: ReactNode;
}

/**
 * Gives the shell's components the brand, and publishes the host kind in the shared store, where the
 * remotes read it (the public home redirects unknown hosts). A layout effect, so it is in the store before
 * the first paint and before any lazily loaded screen mounts.
 */
export function BrandProvider({ brand, children }: BrandProviderProps) {
  const { hostKind, defaultSiteUrl } = brand;
  useLayoutEffect(() => {
    publishSite({ hostKind, defaultSiteUrl });
  }, [hostKind, defaultSiteUrl]);
  return <BrandContext.Provider value={brand}>{children}</BrandContext.Provider>;
}

/** The brand of the current host (the product's own brand outside a provider). */
export function useBrand(): Brand {
  return useContext(BrandContext);
}
