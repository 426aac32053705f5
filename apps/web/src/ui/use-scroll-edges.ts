import { useEffect, useState, type RefObject } from 'react';

/** Whether a sideways-scrolling row has more to show before or after what is in view. */
export function useScrollEdges(row: RefObject<HTMLElement | null>) {
  const [edges, setEdges] = useState({ before: false, after: false });
  useEffect(() => {
    const element = row.current;
    if (!element) return;
    const measure = () => {
      const before = element.scrollLeft > 1;
      const after = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setEdges((current) =>
        current.before === before && current.after === after ? current : { before, after },
      );
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resized?.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
      resized?.disconnect();
    };
  }, [row]);
  return edges;
}
