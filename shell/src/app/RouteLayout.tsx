import { lazy, Suspense, type ReactNode } from 'react';
import { PageLoader, type LayoutKind } from '@estiba/shared';
// The public frame comes with the shell's first chunk; the client-area frame (navbar, toolbar, search,
// settings panel) is a chunk of its own, so a visitor's first page does not download it.
import { LandingLayout } from '../features/layout/landing/LandingLayout';
import { FloatingChatButton } from '../features/layout/landing/FloatingChatButton';
import { loadChunkWithRetry } from '../features/remotes';
import { useComposition } from './CompositionContext';

const AppLayout = lazy(() =>
  loadChunkWithRetry(() =>
    import('../features/layout/app-layout/AppLayout').then((module) => ({ default: module.AppLayout })),
  ),
);

interface RouteLayoutProps {
  kind: LayoutKind;
  /** The route is for visitors only: a public page, which always has the floating chat button. */
  guestOnly?: boolean;
  children: ReactNode;
}

/**
 * The frame a route asks for: landing (public pages), app (client area) or none. A guest-only page
 * that draws its own frame (the conversion page) still gets the public site's chat button from here, so
 * no public page carries a copy of its own.
 */
export function RouteLayout({ kind, guestOnly = false, children }: RouteLayoutProps) {
  const { navigation, toolbarTitles } = useComposition();
  if (kind === 'landing') return <LandingLayout>{children}</LandingLayout>;
  if (kind === 'app') {
    return (
      <Suspense fallback={<PageLoader />}>
        <AppLayout navigation={navigation} toolbarTitles={toolbarTitles}>
          {children}
        </AppLayout>
      </Suspense>
    );
  }
  return (
    <>
      {children}
      {guestOnly && <FloatingChatButton />}
    </>
  );
}
