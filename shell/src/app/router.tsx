import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { BrowserRouter, useLocation, useNavigate } from 'react-router-dom';
import { Error500Page } from '../features/pages';
import { ComposedRoutes } from './ComposedRoutes';

/**
 * In-app navigation for code outside React (the session saga sends a person home after logout). The
 * shell routes with a plain BrowserRouter, not a data router: it uses no loaders or actions, and the
 * data router is about half of react-router's code on every page.
 */
export interface ShellNavigator {
  navigate(to: string): void;
  /** The router's own navigate, once it has rendered; returns the detach. */
  attach(navigate: (to: string) => void): () => void;
}

export function createShellNavigator(): ShellNavigator {
  let current: ((to: string) => void) | null = null;
  // A navigation asked for before the router has rendered is made as soon as it has.
  let pending: string | null = null;
  return {
    navigate(to) {
      if (current) current(to);
      else pending = to;
    },
    attach(navigate) {
      current = navigate;
      if (pending !== null) {
        const to = pending;
        pending = null;
        navigate(to);
      }
      return () => {
        if (current === navigate) current = null;
      };
    },
  };
}

export function NavigatorBridge({ navigator }: { navigator: ShellNavigator }) {
  const navigate = useNavigate();
  useEffect(() => navigator.attach((to) => void navigate(to)), [navigator, navigate]);
  return null;
}

interface RouteErrorBoundaryProps {
  /** The address: another one clears a shown error. */
  resetKey: string;
  children: ReactNode;
}

/**
 * What escapes the screens' own error boundaries (a layout that throws) shows the 500 page instead of a
 * blank page, until the person goes elsewhere.
 */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, { failedKey: string | null }> {
  override state = { failedKey: null as string | null };

  static getDerivedStateFromError() {
    // The key is filled in by componentDidCatch; '' already marks the failure for this render.
    return { failedKey: '' };
  }

  static getDerivedStateFromProps(props: RouteErrorBoundaryProps, state: { failedKey: string | null }) {
    return state.failedKey && state.failedKey !== props.resetKey ? { failedKey: null } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('the page failed', error, info.componentStack);
    this.setState({ failedKey: this.props.resetKey });
  }

  override render() {
    return this.state.failedKey === null ? this.props.children : <Error500Page />;
  }
}

function Routes() {
  const location = useLocation();
  return (
    <RouteErrorBoundary resetKey={location.key}>
      <ComposedRoutes />
    </RouteErrorBoundary>
  );
}

/** The shell's router: the composed table (which changes as remotes load) and the navigator's bridge. */
export function ShellRouter({ navigator }: { navigator: ShellNavigator }) {
  return (
    <BrowserRouter>
      <NavigatorBridge navigator={navigator} />
      <Routes />
    </BrowserRouter>
  );
}
