import { useEffect, useRef, type ReactNode } from 'react';
import { cx } from '../../../ui';
import { TOOL_LABELS, type MapTool } from './MapToolbar';

export const MAP_TOOLS_BUTTON = 'Map tools';

/**
 * A phone's compact bar above the map: one button opens the tools, layers and time range as a
 * sheet over the bottom of the map, so the map keeps the rest of the screen.
 */
export function MapCompactBar({
  tool,
  open,
  onOpenChange,
  sheetId,
}: {
  tool: MapTool | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  sheetId: string;
}) {
  return (
    <div className="mb-2 flex min-h-11 shrink-0 items-center gap-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={sheetId}
        onClick={() => onOpenChange(!open)}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-line-strong bg-raised px-4 text-sm font-semibold text-ink"
      >
        {MAP_TOOLS_BUTTON}
        <span
          aria-hidden="true"
          className={cx('text-xs transition-transform', open && 'rotate-180')}
        >
          ▲
        </span>
      </button>
      {tool ? (
        <span className="truncate rounded-full bg-accent/15 px-3 py-1 text-sm font-medium text-accent-strong">
          {TOOL_LABELS[tool]}
        </span>
      ) : null}
    </div>
  );
}

/** The sheet itself, over the bottom of the map; Escape closes it and gives focus back to its button. */
export function MapToolSheet({
  id,
  onClose,
  children,
}: {
  id: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const sheet = useRef<HTMLDivElement>(null);
  const closed = useRef(onClose);
  useEffect(() => {
    closed.current = onClose;
  });
  useEffect(() => {
    const element = sheet.current;
    if (!element) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      closed.current();
      document.querySelector<HTMLElement>(`[aria-controls="${id}"]`)?.focus();
    };
    element.addEventListener('keydown', onKey);
    return () => element.removeEventListener('keydown', onKey);
  }, [id]);
  return (
    <div
      ref={sheet}
      id={id}
      role="region"
      aria-label={MAP_TOOLS_BUTTON}
      className="absolute inset-x-0 bottom-0 z-30 max-h-[75%] overflow-y-auto overscroll-contain rounded-t-2xl border-t border-line-strong bg-canvas p-4 pb-5 shadow-2xl"
    >
      {children}
    </div>
  );
}
