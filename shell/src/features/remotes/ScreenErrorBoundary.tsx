import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RetryPanel } from '@estiba/shared';
import { REMOTE_FAILURE_MESSAGE_ID, REMOTE_FAILURE_TITLE_ID } from './failureMessages';

interface ScreenErrorBoundaryProps {
  /** A new key (another route) clears a shown error. */
  resetKey: string;
  /** Called before the screen renders again, so a failed lazy load can be started afresh. */
  onRetry: () => void;
  /** The failure's title and explanation; a part of the app that could not be loaded, unless told. */
  titleId?: string;
  messageId?: string;
  children: ReactNode;
}

interface ScreenErrorBoundaryState {
  error: unknown;
  failedKey: string | null;
}

/**
 * Catches a screen that throws (or whose chunk could not load) so the rest of the shell keeps
 * working: the content area shows the error with Retry.
 */
export class ScreenErrorBoundary extends Component<ScreenErrorBoundaryProps, ScreenErrorBoundaryState> {
  override state: ScreenErrorBoundaryState = { error: null, failedKey: null };

  static getDerivedStateFromError(error: unknown): Partial<ScreenErrorBoundaryState> {
    return { error: error ?? new Error('unknown screen error') };
  }

  static getDerivedStateFromProps(
    props: ScreenErrorBoundaryProps,
    state: ScreenErrorBoundaryState,
  ): Partial<ScreenErrorBoundaryState> | null {
    if (state.error && state.failedKey !== null && state.failedKey !== props.resetKey) {
      return { error: null, failedKey: null };
    }
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('a screen failed', error, info.componentStack);
    this.setState({ failedKey: this.props.resetKey });
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ error: null, failedKey: null });
  };

  override render() {
    if (this.state.error) {
      return (
        <RetryPanel
          titleId={this.props.titleId ?? REMOTE_FAILURE_TITLE_ID}
          messageId={this.props.messageId ?? REMOTE_FAILURE_MESSAGE_ID}
          onRetry={this.retry}
        />
      );
    }
    return this.props.children;
  }
}
