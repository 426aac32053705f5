import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  parseDeepLink,
  parseTimeSelection,
  selectionRange,
  writeTimeSelection,
  type TimeSelection,
} from '@marshlog/domain';

/**
 * What the map's URL holds: the time range (a bad one reads as All Time) and, on arrival, the
 * `?lat=&lng=&zoom=` place a shared link centres on (invalid coordinates are ignored).
 */
export function useMapUrl() {
  const [params, setParams] = useSearchParams();
  const [today] = useState(() => new Date());
  const [deepLink] = useState(() => parseDeepLink(params));
  const selection = useMemo(() => parseTimeSelection(params, today), [params, today]);
  const range = useMemo(() => selectionRange(selection, today), [selection, today]);

  const setSelection = (next: TimeSelection) =>
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        writeTimeSelection(updated, next);
        return updated;
      },
      { replace: true },
    );

  return { today, deepLink, selection, range, setSelection };
}
