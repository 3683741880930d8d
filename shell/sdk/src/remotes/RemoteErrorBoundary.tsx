import { Component, type ErrorInfo, type ReactNode } from 'react';

export type RemoteErrorBoundaryProps = {
  children: ReactNode;
  /** Rendered while in error. In a shell-mounted remote this is usually null: the shell shows its fallback. */
  fallback: ReactNode;
  onError?: (error: unknown, info: ErrorInfo) => void;
};

type RemoteErrorBoundaryState = { hasError: boolean };

/** The root error boundary of a remote, so a render error never unmounts more than the remote's area. */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, RemoteErrorBoundaryState> {
  override state: RemoteErrorBoundaryState = { hasError: false };

  static getDerivedStateFromError(): RemoteErrorBoundaryState {
    return { hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  override render(): ReactNode {
    return this.state.hasError ? this.props.fallback : this.props.children;
  }
}
