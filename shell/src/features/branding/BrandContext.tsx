import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_BRAND, type Brand } from './brand';

const BrandContext = createContext<Brand>(DEFAULT_BRAND);

interface BrandProviderProps {
  brand: Brand;
  children: ReactNode;
}

export function BrandProvider({ brand, children }: BrandProviderProps) {
  return <BrandContext.Provider value={brand}>{children}</BrandContext.Provider>;
}

/** The brand of the current host (the product's own brand outside a provider). */
export function useBrand(): Brand {
  return useContext(BrandContext);
}
