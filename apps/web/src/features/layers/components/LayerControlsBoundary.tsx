import { Component, type ReactNode } from 'react';
import { LAYER_TEXT } from '@marshlog/domain';
import { Button } from '../../../ui';

interface State {
  error: Error | null;
}

/** The control panel's error screen: 'Layer Controls Error' and a Reload Page button; the map stays. */
export class LayerControlsBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(LAYER_TEXT.controlsFailed) };
  }

  override componentDidCatch(error: unknown) {
    console.error('The layer controls failed', error);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className="flex flex-col gap-2 p-3 text-sm">
        <p className="font-semibold text-danger">{LAYER_TEXT.controlsError}</p>
        <p className="text-ink-muted">{this.state.error.message || LAYER_TEXT.controlsFailed}</p>
        <Button size="sm" variant="secondary" onClick={() => window.location.reload()}>
          {LAYER_TEXT.reloadPage}
        </Button>
      </div>
    );
  }
}
