import type { ReactNode } from 'react';
import type { LayoutKind } from '@estiba/shared';
import { AppLayout, LandingLayout } from '../features/layout';
import { useComposition } from './CompositionContext';

/** The frame a route asks for: landing (public pages), app (client area) or none. */
export function RouteLayout({ kind, children }: { kind: LayoutKind; children: ReactNode }) {
  const { navigation, toolbarTitles } = useComposition();
  if (kind === 'landing') return <LandingLayout>{children}</LandingLayout>;
  if (kind === 'app') {
    return (
      <AppLayout navigation={navigation} toolbarTitles={toolbarTitles}>
        {children}
      </AppLayout>
    );
  }
  return <>{children}</>;
}
