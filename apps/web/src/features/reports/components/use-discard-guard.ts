import { useEffect, useState, type RefObject } from 'react';

/**
 * Closing a report form with something written in it first asks (DiscardReportDialog); an
 * untouched form closes at once. `requestClose` is what Escape, the overlay and Cancel call.
 */
export function useDiscardGuard(hasDraft: boolean, discard: () => void) {
  const [asking, setAsking] = useState(false);
  return {
    requestClose: () => (hasDraft ? setAsking(true) : discard()),
    dialog: {
      open: asking,
      onKeep: () => setAsking(false),
      onDiscard: () => {
        setAsking(false);
        discard();
      },
    },
  };
}

/** Escape pressed while focus is inside `area` calls `onEscape` (null: Escape does nothing here). */
export function useEscapeWithin(
  area: RefObject<HTMLElement | null>,
  onEscape: (() => void) | null,
) {
  useEffect(() => {
    if (!onEscape) return;
    const listen = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && area.current?.contains(document.activeElement)) onEscape();
    };
    document.addEventListener('keydown', listen);
    return () => document.removeEventListener('keydown', listen);
  }, [area, onEscape]);
}
