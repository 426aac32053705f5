import { useMediaQuery } from '../../lib/use-media-query';

/** Below Tailwind's `xl` (80rem), where the header's Menu sheet stands in for the bar. */
const NARROW_HEADER = '(width < 80rem)';

/**
 * Whether the header shows the phone's Menu button rather than the navigation bar and account
 * menu. Only the layout that shows is rendered: on a phone the bar's nine links and the account
 * menu were built, hidden by CSS, in every screen's first render.
 */
export function useNarrowHeader(): boolean {
  return useMediaQuery(NARROW_HEADER);
}
