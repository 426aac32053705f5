import { useRef } from 'react';
import {
  HUNTING_OVERLAYS,
  LAYER_DATA_KINDS,
  LAYER_GROUP_LABELS,
  LAYER_PRIVACY_GROUPS,
  LAYER_TEXT,
  LAYER_TYPE_DISPLAY,
  LAYER_TYPES,
  dataLayerId,
  type LayerPreference,
} from '@marshlog/domain';
import { cx } from '../../../ui';
import { useLayerPreferences } from '../api';
import { useLayerSync } from '../use-layer-sync';
import { usePanelDisclosure, type PanelControl, type PanelPlacement } from './panel-disclosure';

/** The toggle form's button and heading (the seed names the form, not its button). */
export const QUICK_TOGGLES = 'Quick toggles';

/** A data layer's privacy group (My, Friends, Public Data), or none for a style layer. */
const privacyGroupOf = (row: LayerPreference) =>
  LAYER_PRIVACY_GROUPS.find((group) =>
    LAYER_DATA_KINDS.some((kind) => dataLayerId(group, kind) === row.layer_id),
  );

/** Within a type, My Data first, then Friends and Public Data, then style layers by name. */
function inPanelOrder(rows: LayerPreference[]) {
  const rank = (row: LayerPreference) => {
    const group = privacyGroupOf(row);
    return group ? LAYER_PRIVACY_GROUPS.indexOf(group) : LAYER_PRIVACY_GROUPS.length;
  };
  return [...rows].sort((a, b) => rank(a) - rank(b) || a.layer_name.localeCompare(b.layer_name));
}

/**
 * The Layer Manager's second form (seed 001): a collapsible panel of switches grouped by layer
 * type (hunt data, location data, reports, system data), closed at first, in any corner.
 */
export function LayerTogglePanel({
  corner = 'top-left',
  inset,
  maxHeight,
  open,
  onOpenChange,
  overlayErrors = {},
}: PanelPlacement & PanelControl & { overlayErrors?: Record<string, string> }) {
  const frame = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = usePanelDisclosure(
    { frame, button },
    { open, onOpenChange },
    { corner, inset, maxHeight, width: 'w-[min(16rem,calc(100%-1rem))]' },
  );
  const preferences = useLayerPreferences(panel.open);
  const sync = useLayerSync();
  return (
    <div ref={frame} className={panel.frameClass}>
      <button
        ref={button}
        type="button"
        aria-expanded={panel.open}
        aria-controls={panel.contentId}
        onClick={panel.toggle}
        className="flex min-h-11 shrink-0 items-center gap-2 rounded-lg border border-line-strong bg-canvas/95 px-4 text-sm font-semibold text-ink shadow"
      >
        {QUICK_TOGGLES}
        <span
          aria-hidden="true"
          className={cx('text-xs transition-transform', panel.open && 'rotate-180')}
        >
          ▾
        </span>
      </button>
      {panel.open ? (
        <section
          id={panel.contentId}
          aria-label={QUICK_TOGGLES}
          className={cx(
            panel.contentClass,
            'rounded-lg border border-line bg-canvas/95 px-3 py-2 shadow-lg',
          )}
        >
          {preferences.isPending ? (
            <p className="py-2 text-sm text-ink-muted">Loading...</p>
          ) : preferences.isError ? (
            <p role="alert" className="py-2 text-sm text-danger">
              {LAYER_TEXT.loadFailed}: {preferences.error.message || LAYER_TEXT.unknownError}
            </p>
          ) : preferences.data.length === 0 ? (
            <p className="py-2 text-sm text-ink-muted">{LAYER_TEXT.noLayers}</p>
          ) : (
            LAYER_TYPES.map((type) => {
              const rows = inPanelOrder(preferences.data.filter((row) => row.layer_type === type));
              if (rows.length === 0) return null;
              return (
                <fieldset key={type} className="border-b border-line py-1 last:border-b-0">
                  <legend className="float-left w-full pt-1 text-xs font-semibold tracking-wide text-ink-muted uppercase">
                    {LAYER_TYPE_DISPLAY[type]}
                  </legend>
                  {rows.map((row) => {
                    const overlay = HUNTING_OVERLAYS.find(
                      (entry) => entry.layer_id === row.layer_id,
                    );
                    const error = overlayErrors[row.layer_id];
                    const group = privacyGroupOf(row);
                    return (
                      <div key={row.layer_id} className="clear-left">
                        <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-ink">
                          <input
                            type="checkbox"
                            role="switch"
                            className="size-5 shrink-0 accent-accent"
                            checked={row.is_visible}
                            aria-label={row.layer_name}
                            onChange={(event) =>
                              sync.change(row.layer_id, { is_visible: event.target.checked })
                            }
                          />
                          {/* Under its type's heading a data layer only needs its group's name. */}
                          {group ? LAYER_GROUP_LABELS[group] : row.layer_name}
                        </label>
                        {overlay ? (
                          <p className="ml-8 text-xs text-ink-muted">
                            {LAYER_TEXT.notLegalBoundary}
                          </p>
                        ) : null}
                        {error ? (
                          <p role="alert" className="ml-8 text-xs text-danger">
                            {LAYER_TEXT.overlayFailed(row.layer_name)}: {error}
                          </p>
                        ) : null}
                      </div>
                    );
                  })}
                </fieldset>
              );
            })
          )}
        </section>
      ) : null}
    </div>
  );
}
