import { Component, type ErrorInfo, type ReactNode } from 'react';
import { DETAIL_ERROR_TITLES, MAP_MESSAGES, type MapItemKind } from '@marshlog/domain';
import { Button } from '../../../../ui';

/** The detail modals' error box: the seed's title, message and Close. */
export function DetailsError({
  kind,
  message,
  onClose,
}: {
  kind: MapItemKind;
  message: string;
  onClose: () => void;
}) {
  return (
    <div role="alert" className="space-y-3">
      <p className="font-semibold text-ink">{DETAIL_ERROR_TITLES[kind]}</p>
      <p className="text-ink-muted">{message}</p>
      <Button variant="secondary" onClick={onClose}>
        {MAP_MESSAGES.close}
      </Button>
    </div>
  );
}

interface BoundaryProps {
  kind: MapItemKind;
  onClose: () => void;
  children: ReactNode;
}

/** Map component errors are logged by a boundary (seed 001 section 8) and shown as the seed says. */
export class DetailsBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Displaying ${this.props.kind} details failed`, error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <DetailsError
        kind={this.props.kind}
        message={MAP_MESSAGES.detailsFallback}
        onClose={this.props.onClose}
      />
    );
  }
}
