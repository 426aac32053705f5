import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { LazyBoundary } from '../../../app/LazyBoundary';

/**
 * A part of a screen in its own chunk (a small map, with MapLibre), loaded when it first renders;
 * a failed load shows "Component Loading Failed", whose Try Again imports it anew.
 */
export function lazyPart<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  fallback: ReactNode,
): ComponentType<Props> {
  let Part = lazy(load);
  function LazyPart(props: Props) {
    const [Current, setCurrent] = useState(() => Part);
    const retry = () => {
      Part = lazy(load);
      setCurrent(() => Part);
    };
    return (
      <LazyBoundary onRetry={retry}>
        <Suspense fallback={fallback}>
          <Current {...props} />
        </Suspense>
      </LazyBoundary>
    );
  }
  return LazyPart;
}
