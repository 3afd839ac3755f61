import { Component, lazy, Suspense, type ReactNode } from 'react';
import { reportError } from './reporter.ts';

// The error screen and its dialog load only when something breaks.
const UnexpectedError = lazy(() => import('./unexpected-error.tsx').then((m) => ({ default: m.UnexpectedError })));

interface State {
  error: unknown;
  eventId?: string;
}

/** Catches what the router's own boundary cannot (errors outside the routes). */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown): void {
    this.setState({ eventId: reportError(error) });
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return (
      <Suspense fallback={null}>
        <UnexpectedError error={this.state.error} eventId={this.state.eventId} />
      </Suspense>
    );
  }
}
