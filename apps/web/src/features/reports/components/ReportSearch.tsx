import { useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@marshlog/domain';
import { TextField } from '../../../ui';

/** The reports search box; the search reaches the URL (and the server) once typing pauses 300 ms. */
export function ReportSearch({
  search,
  onSearch,
}: {
  search: string;
  onSearch: (search: string) => void;
}) {
  const [text, setText] = useState(search);
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(pending.current), []);

  // A search cleared elsewhere (the empty state's button) empties the box too.
  const [shown, setShown] = useState(search);
  if (search !== shown) {
    setShown(search);
    if (search === '') setText('');
  }

  return (
    <form role="search" aria-label="Search reports" onSubmit={(event) => event.preventDefault()}>
      <TextField
        label="Search reports"
        type="search"
        placeholder="Title, content or place"
        value={text}
        onChange={(event) => {
          const value = event.target.value;
          setText(value);
          clearTimeout(pending.current);
          pending.current = setTimeout(() => onSearch(value), SEARCH_DEBOUNCE_MS);
        }}
      />
    </form>
  );
}
