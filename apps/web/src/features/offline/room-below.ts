import { useEffect, type RefObject } from 'react';

/** Space between the page's last control and the cards above it. */
const GAP_PX = 12;

/**
 * While the status cards are fixed at the foot of the screen, the page gets their height as room
 * at its bottom, so its last control (a form's Save on a phone) can scroll above them.
 */
export function useRoomBelow(cards: RefObject<HTMLElement | null>, shown: boolean): void {
  useEffect(() => {
    const element = cards.current;
    if (!shown || !element) return;
    const body = document.body.style;
    const fit = () => {
      body.paddingBottom = `${element.offsetHeight + GAP_PX}px`;
    };
    fit();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(fit);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      body.paddingBottom = '';
    };
  }, [cards, shown]);
}
