import type { ComponentProps } from 'react';
import { lazyPart } from '../map/place/lazy-part';
import type { HuntWeatherSection } from './HuntWeatherSection';

/**
 * The hunt form's weather in its own chunk: it shows once a place and a day are set, so the
 * weather card and its rating stay out of the create screen's first load (its 150 KB budget).
 */
export const LazyHuntWeatherSection = lazyPart<ComponentProps<typeof HuntWeatherSection>>(
  () => import('./HuntWeatherSection').then((module) => ({ default: module.HuntWeatherSection })),
  null,
);
