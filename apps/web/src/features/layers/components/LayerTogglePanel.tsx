import { useState } from 'react';
import { LAYER_TEXT, LAYER_TYPE_DISPLAY, LAYER_TYPES } from '@marshlog/domain';
import { cx } from '../../../ui';
import { useLayerPreferences } from '../api';
import { useLayerSync } from '../use-layer-sync';
import { CORNER_CLASSES, type PanelCorner } from './LayerManager';

/**
 * The Layer Manager's second form (seed 001): a collapsible panel of switches grouped by layer
 * type (hunt data, location data, reports, system data), closed at first, in any corner.
 */
export function LayerTogglePanel({ corner = 'top-left' }: { corner?: PanelCorner }) {
  const [open, setOpen] = useState(false);
  const preferences = useLayerPreferences(open);
  const sync = useLayerSync();
  return (
    <div className={cx('absolute z-20 w-64', CORNER_CLASSES[corner])}>
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        className="min-h-11 w-full rounded-lg border border-line-strong bg-canvas/95 px-4 text-left text-sm font-semibold text-ink shadow"
      >
        {LAYER_TEXT.title}
      </button>
      {open ? (
        <div className="mt-2 rounded-lg border border-line bg-canvas/95 p-3 shadow-lg">
          {preferences.isPending ? (
            <p className="text-sm text-ink-muted">Loading...</p>
          ) : preferences.isError ? (
            <p role="alert" className="text-sm text-danger">
              {LAYER_TEXT.loadFailed}: {preferences.error.message || LAYER_TEXT.unknownError}
            </p>
          ) : preferences.data.length === 0 ? (
            <p className="text-sm text-ink-muted">{LAYER_TEXT.noLayers}</p>
          ) : (
            LAYER_TYPES.map((type) => {
              const rows = preferences.data.filter((row) => row.layer_type === type);
              if (rows.length === 0) return null;
              return (
                <fieldset key={type} className="mb-2">
                  <legend className="text-xs font-semibold text-ink-muted uppercase">
                    {LAYER_TYPE_DISPLAY[type]}
                  </legend>
                  {rows.map((row) => (
                    <label key={row.layer_id} className="flex min-h-11 items-center gap-3 text-sm">
                      <input
                        type="checkbox"
                        role="switch"
                        className="size-5 accent-accent"
                        checked={row.is_visible}
                        onChange={(event) =>
                          sync.change(row.layer_id, { is_visible: event.target.checked })
                        }
                      />
                      {row.layer_name}
                    </label>
                  ))}
                </fieldset>
              );
            })
          )}
        </div>
      ) : null}
    </div>
  );
}
