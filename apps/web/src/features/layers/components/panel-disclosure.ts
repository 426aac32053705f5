import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { cx } from '../../../ui';
import { CORNER_CLASSES, type PanelCorner } from './LayerManager';

/** A map panel's open state, held by the panel itself or by whoever places it. */
export interface PanelControl {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** Where a map panel sits: its corner (or a given offset), its height limit and which way it opens. */
export interface PanelPlacement {
  corner?: PanelCorner;
  /** Replaces the corner's offset, e.g. to step below something else in that corner. */
  inset?: string;
  /** The frame's max-height class; the whole map box less a margin unless given. */
  maxHeight?: string;
}

/**
 * A corner panel's button and content: Escape inside the panel closes it and puts focus back on
 * its button. In a bottom corner the content opens upward, above the button, which stays put.
 */
export function usePanelDisclosure(
  refs: { frame: RefObject<HTMLDivElement | null>; button: RefObject<HTMLButtonElement | null> },
  { open: heldOpen, onOpenChange }: PanelControl,
  {
    corner = 'top-left',
    inset,
    maxHeight = 'max-h-[calc(100%-1rem)]',
    width,
  }: PanelPlacement & { width: string },
) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = heldOpen ?? ownOpen;
  const setOpen = (next: boolean) => (onOpenChange ?? setOwnOpen)(next);
  const close = useRef(() => setOpen(false));
  useEffect(() => {
    close.current = () => setOpen(false);
  });
  const { frame, button } = refs;
  useEffect(() => {
    const element = frame.current;
    if (!open || !element) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Escape inside the panel closes it, and not the map's create mode as well.
      event.stopPropagation();
      close.current();
      button.current?.focus();
    };
    element.addEventListener('keydown', onKey);
    return () => element.removeEventListener('keydown', onKey);
  }, [open, frame, button]);
  const bottom = corner.startsWith('bottom');
  return {
    open,
    toggle: () => setOpen(!open),
    contentId: useId(),
    frameClass: cx(
      'absolute z-20 flex',
      bottom ? 'flex-col-reverse' : 'flex-col',
      corner.endsWith('right') ? 'items-end' : 'items-start',
      inset ?? CORNER_CLASSES[corner],
      maxHeight,
      width,
    ),
    contentClass: cx(
      'min-h-0 w-full overflow-y-auto overscroll-contain rounded-lg border border-line bg-canvas/95 shadow-lg',
      bottom ? 'mb-2' : 'mt-2',
    ),
  };
}
