import { useRef } from 'react';
import { LAYER_TEXT } from '@marshlog/domain';
import { cx } from '../../../ui';
import { LayerControlsBoundary } from './LayerControlsBoundary';
import { LayerManager, type LayerManagerProps } from './LayerManager';
import { usePanelDisclosure, type PanelControl, type PanelPlacement } from './panel-disclosure';

/**
 * The Layer Manager on the map: a 'Layers' button in a corner that opens the panel (closed at
 * first). On a phone it stays narrower than the map, clear of the map's control column.
 */
export function MapLayerPanel({
  corner = 'top-right',
  inset,
  maxHeight,
  open,
  onOpenChange,
  ...props
}: LayerManagerProps & PanelPlacement & PanelControl) {
  const frame = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = usePanelDisclosure(
    { frame, button },
    { open, onOpenChange },
    { corner, inset, maxHeight, width: 'w-[min(22rem,calc(100%-4.5rem))]' },
  );
  return (
    <div ref={frame} className={panel.frameClass}>
      <button
        ref={button}
        type="button"
        aria-expanded={panel.open}
        aria-controls={panel.contentId}
        onClick={panel.toggle}
        className="min-h-11 shrink-0 rounded-lg border border-line-strong bg-canvas/95 px-4 text-sm font-semibold text-ink shadow"
      >
        {panel.open ? LAYER_TEXT.closePanel : LAYER_TEXT.openPanel}
      </button>
      {panel.open ? (
        <section
          id={panel.contentId}
          aria-label={LAYER_TEXT.title}
          className={cx(panel.contentClass, 'p-2 md:p-3')}
        >
          <h2 className="mb-2 text-base font-semibold text-ink">{LAYER_TEXT.title}</h2>
          <LayerControlsBoundary>
            <LayerManager {...props} />
          </LayerControlsBoundary>
        </section>
      ) : null}
    </div>
  );
}
