import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  parseTimeSelection,
  selectionRange,
  writeTimeSelection,
  type TimeSelection,
} from '@marshlog/domain';

/**
 * The time range the map's URL holds (a bad one reads as All Time); the `?lat=&lng=&zoom=` place a
 * shared link centres on is read by first-view.ts.
 */
export function useMapUrl() {
  const [params, setParams] = useSearchParams();
  const [today] = useState(() => new Date());
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

  return { today, selection, range, setSelection };
}
