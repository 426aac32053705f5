import { LAYER_LIMITS, LAYER_TEXT, type LayerPatch } from '@marshlog/domain';

export interface LayerRowProps {
  layerId: string;
  name: string;
  /** The layer's full name (e.g. 'My Data – Hunt Data'), naming its sliders. */
  fullName: string;
  visible: boolean;
  opacity: number;
  zIndex: number;
  busy: boolean;
  note?: string;
  error?: string;
  onChange: (patch: LayerPatch) => void;
}

/** One layer: its switch, and opacity and order sliders (disabled while hidden or saving). */
export function LayerRow({
  layerId,
  name,
  fullName,
  visible,
  opacity,
  zIndex,
  busy,
  note,
  error,
  onChange,
}: LayerRowProps) {
  const slidersOff = !visible || busy;
  return (
    <li
      className="border-b border-line py-2 last:border-b-0"
      data-layer-id={layerId}
      aria-busy={busy}
    >
      <label className="flex min-h-11 cursor-pointer items-center gap-3">
        <input
          type="checkbox"
          role="switch"
          className="size-5 accent-accent"
          checked={visible}
          onChange={(event) => onChange({ is_visible: event.target.checked })}
        />
        <span className="flex-1 text-sm text-ink">{name}</span>
      </label>
      {note ? <p className="ml-8 text-xs text-ink-muted">{note}</p> : null}
      {error ? (
        <p role="alert" className="ml-8 text-xs text-danger">
          {error}
        </p>
      ) : null}
      <div className="ml-8 grid grid-cols-[5.5rem_1fr] items-center gap-x-2 gap-y-1 text-xs text-ink-muted">
        <label htmlFor={`${layerId}-opacity`}>{LAYER_TEXT.opacity}</label>
        <input
          id={`${layerId}-opacity`}
          type="range"
          min={LAYER_LIMITS.opacityMin}
          max={LAYER_LIMITS.opacityMax}
          step={LAYER_LIMITS.opacityStep}
          value={opacity}
          disabled={slidersOff}
          aria-label={`${LAYER_TEXT.opacity} ${fullName}`}
          className="w-full min-w-0 accent-accent disabled:opacity-50"
          onChange={(event) => onChange({ opacity: Number(event.target.value) })}
        />
        <label htmlFor={`${layerId}-order`}>{LAYER_TEXT.order}</label>
        <input
          id={`${layerId}-order`}
          type="range"
          min={LAYER_LIMITS.zIndexMin}
          max={LAYER_LIMITS.zIndexMax}
          step={LAYER_LIMITS.zIndexStep}
          value={zIndex}
          disabled={slidersOff}
          aria-label={`${LAYER_TEXT.order} ${fullName}`}
          className="w-full min-w-0 accent-accent disabled:opacity-50"
          onChange={(event) => onChange({ z_index: Number(event.target.value) })}
        />
      </div>
    </li>
  );
}
