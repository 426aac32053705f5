import { useState, type ReactNode } from 'react';
import { LAYER_TEXT } from '@marshlog/domain';

/** An expandable group of layers with its own show/hide switch. */
export function LayerGroup({
  title,
  allVisible,
  onToggleAll,
  defaultOpen,
  children,
}: {
  title: string;
  allVisible: boolean;
  onToggleAll: (visible: boolean) => void;
  defaultOpen: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <section aria-label={title} className="rounded-lg border border-line bg-raised/40">
      <div className="flex items-center gap-2 px-2">
        <button
          type="button"
          aria-expanded={open}
          aria-label={`${open ? LAYER_TEXT.collapse : LAYER_TEXT.expand} ${title}`}
          className="flex min-h-11 flex-1 items-center gap-2 text-left text-sm font-semibold text-ink"
          onClick={() => setOpen(!open)}
        >
          <span aria-hidden="true">{open ? '▾' : '▸'}</span>
          {title}
        </button>
        <input
          type="checkbox"
          role="switch"
          aria-label={title}
          className="size-5 accent-accent"
          checked={allVisible}
          onChange={(event) => onToggleAll(event.target.checked)}
        />
      </div>
      {open ? <ul className="px-2 pb-1">{children}</ul> : null}
    </section>
  );
}
