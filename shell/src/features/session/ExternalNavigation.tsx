import { createContext, useContext, type ReactNode } from 'react';

/** A full-page navigation to another site; the browser's by default, a recorder in tests. */
export type AssignLocation = (url: string) => void;

const browserAssign: AssignLocation = (url) => window.location.assign(url);

const ExternalNavigationContext = createContext<AssignLocation>(browserAssign);

export function ExternalNavigationProvider({
  assign,
  children,
}: {
  assign: AssignLocation;
  children: ReactNode;
}) {
  return <ExternalNavigationContext.Provider value={assign}>{children}</ExternalNavigationContext.Provider>;
}

export const useAssignLocation = () => useContext(ExternalNavigationContext);
