import { Component, type ErrorInfo, type ReactNode } from 'react';
import { LAZY_LOAD_MESSAGES, TRY_AGAIN_LABEL } from '@marshlog/domain';
import { Button } from '../ui';

interface LazyBoundaryProps {
  children: ReactNode;
  /** Starts the import again. */
  onRetry: () => void;
}

/** Catches a lazily loaded screen that failed to load and offers to load it again (seed 001). */
export class LazyBoundary extends Component<LazyBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A lazily loaded screen failed', error, info.componentStack);
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return <LazyLoadFallback onRetry={this.retry} />;
  }
}

export function LazyLoadFallback({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="mx-auto my-10 flex max-w-md flex-col items-center gap-3 rounded-xl border border-danger/40 bg-surface p-6 text-center"
    >
      <h2 className="text-lg font-semibold text-ink">{LAZY_LOAD_MESSAGES.title}</h2>
      <p className="text-ink-muted">{LAZY_LOAD_MESSAGES.body}</p>
      <Button variant="secondary" onClick={onRetry}>
        {TRY_AGAIN_LABEL}
      </Button>
    </div>
  );
}
