import { useEffect, useState } from 'react';
import { FEED_SEARCH_DEBOUNCE_MS, FEED_TEXTS } from '@marshlog/domain';
import { Button, cx } from '../../../ui';
import type { LiveFeedStatus } from '../live-feed';

const STATUS_TEXT: Record<LiveFeedStatus, string> = {
  live: FEED_TEXTS.live,
  connecting: FEED_TEXTS.connecting,
  offline: FEED_TEXTS.offline,
};
const STATUS_DOT: Record<LiveFeedStatus, string> = {
  live: 'bg-success',
  connecting: 'bg-warning animate-pulse',
  offline: 'bg-ink-faint',
};

/** Search (debounced 300 ms), refresh, the live switch and the connection indicator. */
export function FeedToolbar({
  onSearch,
  onRefresh,
  refreshing,
  live,
  onLiveChange,
  status,
}: {
  onSearch(search: string): void;
  onRefresh(): void;
  refreshing: boolean;
  live: boolean;
  onLiveChange(live: boolean): void;
  status: LiveFeedStatus;
}) {
  const [text, setText] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => onSearch(text.trim()), FEED_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <input
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={FEED_TEXTS.searchPlaceholder}
        aria-label={FEED_TEXTS.searchPlaceholder}
        className="min-h-11 w-full min-w-0 rounded-lg border border-line-strong bg-surface px-3 text-ink placeholder:text-ink-faint sm:flex-1"
      />
      <div className="flex items-center justify-between gap-3">
        <Button variant="secondary" onClick={onRefresh} loading={refreshing}>
          {FEED_TEXTS.refresh}
        </Button>
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm text-ink-muted">
          <input
            type="checkbox"
            role="switch"
            aria-checked={live}
            checked={live}
            onChange={(event) => onLiveChange(event.target.checked)}
            className="size-5 accent-[var(--color-accent)]"
          />
          {FEED_TEXTS.liveSwitch}
        </label>
        <span
          role="status"
          aria-label={`Live feed: ${STATUS_TEXT[status]}`}
          className="inline-flex items-center gap-2 text-sm text-ink-muted"
        >
          <span aria-hidden="true" className={cx('size-2.5 rounded-full', STATUS_DOT[status])} />
          {STATUS_TEXT[status]}
        </span>
      </div>
    </div>
  );
}
