import { useState } from 'react';
import { LAYER_TEXT } from '@marshlog/domain';
import { cx } from '../../../ui';
import { LayerControlsBoundary } from './LayerControlsBoundary';
import {
  CORNER_CLASSES,
  LayerManager,
  type LayerManagerProps,
  type PanelCorner,
} from './LayerManager';

/** The Layer Manager on the map: a 'Layers' button in a corner that opens the panel (closed at first). */
export function MapLayerPanel({
  corner = 'top-right',
  ...props
}: LayerManagerProps & { corner?: PanelCorner }) {
  const [open, setOpen] = useState(false);
  return (
    <div
      className={cx(
        'absolute z-20 flex max-h-[calc(100%-1rem)] w-[min(22rem,calc(100%-1rem))] flex-col',
        corner.startsWith('bottom') ? 'justify-end' : '',
        corner.endsWith('right') ? 'items-end' : 'items-start',
        CORNER_CLASSES[corner],
      )}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls="layer-manager"
        onClick={() => setOpen(!open)}
        className="min-h-11 rounded-lg border border-line-strong bg-canvas/95 px-4 text-sm font-semibold text-ink shadow"
      >
        {open ? LAYER_TEXT.closePanel : LAYER_TEXT.openPanel}
      </button>
      {open ? (
        <section
          id="layer-manager"
          aria-label={LAYER_TEXT.title}
          className="mt-2 w-full overflow-y-auto rounded-lg border border-line bg-canvas/95 p-3 shadow-lg"
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
