import type { ComponentProps } from 'react';
import { lazyPart } from '../map/place/lazy-part';
import type { HuntFormClock } from './HuntFormClock';
import type { HuntFormLimits } from './HuntFormLimits';
import type { HuntLimits } from './HuntLimits';

/**
 * The legal clock and bag limits of the hunt form and the hunt page in their own chunk: the sun
 * tables and the regulations data stay out of those screens' first load (their 150 KB budget).
 */
export const LazyHuntFormClock = lazyPart<ComponentProps<typeof HuntFormClock>>(
  () => import('./HuntFormClock').then((module) => ({ default: module.HuntFormClock })),
  null,
);

export const LazyHuntFormLimits = lazyPart<ComponentProps<typeof HuntFormLimits>>(
  () => import('./HuntFormLimits').then((module) => ({ default: module.HuntFormLimits })),
  null,
);

export const LazyHuntLimits = lazyPart<ComponentProps<typeof HuntLimits>>(
  () => import('./HuntLimits').then((module) => ({ default: module.HuntLimits })),
  null,
);
