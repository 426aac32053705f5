import type { ComponentProps } from 'react';
import { lazyPart } from '../map/place/lazy-part';
import type { HuntFormClock } from './HuntFormClock';
import type { HuntFormLimits } from './HuntFormLimits';

/**
 * The hunt form's legal clock and bag limits in their own chunk: the sun tables and the
 * regulations data stay out of the create screen's first load (its 150 KB budget).
 */
export const LazyHuntFormClock = lazyPart<ComponentProps<typeof HuntFormClock>>(
  () => import('./HuntFormClock').then((module) => ({ default: module.HuntFormClock })),
  null,
);

export const LazyHuntFormLimits = lazyPart<ComponentProps<typeof HuntFormLimits>>(
  () => import('./HuntFormLimits').then((module) => ({ default: module.HuntFormLimits })),
  null,
);
