import { useId, useState } from 'react';
import {
  clusterSizeLabels,
  MAP_CLUSTER_COLOURS,
  MAP_KIND_COLOURS,
  MAP_LEGEND,
  type MapItemKind,
} from '@marshlog/domain';
import { cx } from '../../../ui';

const KINDS: MapItemKind[] = ['hunt', 'location', 'report'];

function Swatch({ colour, size = 'size-3' }: { colour: string; size?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cx('inline-block shrink-0 rounded-full border-2 border-white', size)}
      style={{ backgroundColor: colour }}
    />
  );
}

/**
 * What the map's colours mean: one colour per kind of item, and the three cluster colours by
 * size (the colours of packages/domain, as the map layers draw them). Open at first on a wide
 * screen, a small button on a phone.
 */
export function MapLegend({ startOpen, className }: { startOpen: boolean; className?: string }) {
  const [open, setOpen] = useState(startOpen);
  const contentId = useId();
  const sizes = clusterSizeLabels();
  return (
    <div className={cx('absolute z-10 flex flex-col items-end gap-1', className)}>
      {open ? (
        <div
          id={contentId}
          role="group"
          aria-label={MAP_LEGEND.title}
          className="rounded-lg border border-line bg-canvas/95 px-3 py-2 text-xs text-ink shadow-lg"
        >
          <ul className="flex flex-col gap-1">
            {KINDS.map((kind) => (
              <li key={kind} className="flex items-center gap-2">
                <Swatch colour={MAP_KIND_COLOURS[kind]} />
                {MAP_LEGEND.kinds[kind]}
              </li>
            ))}
          </ul>
          <p className="mt-2 text-ink-muted">{MAP_LEGEND.clusters}</p>
          <ul className="mt-1 flex gap-3">
            {MAP_CLUSTER_COLOURS.map((colour, index) => (
              <li key={colour} className="flex items-center gap-1.5">
                <Swatch colour={colour} size={['size-3', 'size-3.5', 'size-4'][index]} />
                {sizes[index]}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <button
        type="button"
        aria-expanded={open}
        aria-controls={contentId}
        onClick={() => setOpen(!open)}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-line-strong bg-canvas/95 px-3 text-sm font-semibold text-ink shadow"
      >
        <span aria-hidden="true" className="flex -space-x-1">
          {KINDS.map((kind) => (
            <Swatch key={kind} colour={MAP_KIND_COLOURS[kind]} size="size-2.5" />
          ))}
        </span>
        {MAP_LEGEND.title}
      </button>
    </div>
  );
}
