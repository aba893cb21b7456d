import { Component, type ErrorInfo, type ReactNode } from 'react';

/** Props of {@link ErrorBoundary}. */
export interface ErrorBoundaryProps {
  /** What stands in for the children once they threw; `retry` renders them again. */
  fallback: (error: Error, retry: () => void) => ReactNode;
  /** A change of this value (another page, another match) forgets the error. */
  resetKey?: unknown;
  children?: ReactNode;
}

interface ErrorBoundaryState {
  error?: Error;
  key?: unknown;
}

/**
 * Keeps a component that throws while rendering (a board meeting a state it did not expect)
 * from blanking the whole app: React unmounts everything above the nearest boundary, so
 * this shows what happened, with a way back, in place of only the part that failed.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = {};

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState): Partial<ErrorBoundaryState> | null {
    if (props.resetKey === state.key) return null;
    return { key: props.resetKey, error: undefined };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // The console keeps the component stack for whoever reports the problem.
    console.error('A part of the page failed:', error, info.componentStack);
  }

  private readonly retry = () => this.setState({ error: undefined });

  override render(): ReactNode {
    return this.state.error ? this.props.fallback(this.state.error, this.retry) : this.props.children;
  }
}
