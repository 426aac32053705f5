import { Suspense, lazy, useCallback, useMemo, useState } from 'react';
import { ANALYTICS_TEXTS, FEED_COUNT_CAP, FEED_TEXTS } from '@marshlog/domain';
import { errorMessage, useSession } from '../../api';
import {
  Button,
  ErrorState,
  LoadingState,
  PageHeader,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '../../ui';
import { useFeed } from './api';
import { ActivityCard } from './components/ActivityCard';
import { FeedEmpty } from './components/FeedEmpty';
import { FeedStatsCard } from './components/FeedStatsCard';
import { FeedToolbar } from './components/FeedToolbar';
import { isReadable } from './feed-card';
import type { FeedTab } from './keys';
import { useLiveFeed } from './live-feed';
import { useInfiniteScroll } from './use-infinite-scroll';
import { useMarkViewed } from './use-mark-viewed';

const TABS: { value: FeedTab; label: string }[] = [
  { value: 'all', label: FEED_TEXTS.tabAll },
  { value: 'friends', label: FEED_TEXTS.tabFriends },
  { value: 'mine', label: FEED_TEXTS.tabMine },
  { value: 'public', label: FEED_TEXTS.tabPublic },
];

/** The fifth tab (issue 11): its charts load only when it opens. */
const ANALYTICS_TAB = 'analytics';
const AnalyticsTab = lazy(() => import('../analytics/AnalyticsTab'));

/**
 * /feed: the Activity Feed (seed 000 section 2): four lists and the Analytics tab (issue 11).
 */
/** A list's count as the server gives it: exact for My Activities, a lower bound at the cap. */
function countShown(tab: FeedTab, count: number): string {
  return tab !== 'mine' && count >= FEED_COUNT_CAP ? `${FEED_COUNT_CAP}+` : String(count);
}

export default function FeedPage() {
  const session = useSession();
  const viewerId = session.user?.id ?? null;
  const [tab, setTab] = useState<FeedTab>('all');
  const [analytics, setAnalytics] = useState(false);
  const [search, setSearch] = useState('');
  const [live, setLive] = useState(false);
  const status = useLiveFeed(live, viewerId);
  const feed = useFeed({ tab, search }, viewerId);
  const activities = useMemo(
    () => feed.data?.pages.flatMap((page) => page.results) ?? [],
    [feed.data],
  );
  useMarkViewed(activities, viewerId !== null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = feed;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const sentinel = useInfiniteScroll(loadMore, Boolean(hasNextPage));
  const count = feed.data?.pages[0]?.count ?? 0;

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={FEED_TEXTS.title} />
      <Tabs
        value={analytics ? ANALYTICS_TAB : tab}
        onValueChange={(value) => {
          setAnalytics(value === ANALYTICS_TAB);
          if (value !== ANALYTICS_TAB) setTab(value as FeedTab);
        }}
      >
        <TabsList aria-label={FEED_TEXTS.title}>
          {TABS.map((item) => (
            <TabsTrigger key={item.value} value={item.value}>
              {item.label}
            </TabsTrigger>
          ))}
          <TabsTrigger value={ANALYTICS_TAB}>{ANALYTICS_TEXTS.tab}</TabsTrigger>
        </TabsList>
        <TabsContent value={ANALYTICS_TAB}>
          {analytics ? (
            <Suspense fallback={<LoadingState text={ANALYTICS_TEXTS.loading} />}>
              <AnalyticsTab />
            </Suspense>
          ) : null}
        </TabsContent>
        {TABS.map((item) => (
          <TabsContent key={item.value} value={item.value} className="flex flex-col gap-4">
            {item.value === tab ? (
              <>
                <FeedToolbar
                  onSearch={setSearch}
                  onRefresh={() => void feed.refetch()}
                  refreshing={feed.isRefetching && !isFetchingNextPage}
                  live={live}
                  onLiveChange={setLive}
                  status={status}
                />
                <FeedStatsCard enabled={viewerId !== null} />
                {feed.isPending ? (
                  <LoadingState />
                ) : feed.isError ? (
                  <ErrorState
                    title={FEED_TEXTS.loadFailed}
                    message={errorMessage(feed.error, FEED_TEXTS.feedFailedDefault)}
                    onRetry={() => void feed.refetch()}
                    retrying={feed.isRefetching}
                  />
                ) : activities.length === 0 ? (
                  <FeedEmpty tab={tab} />
                ) : (
                  <>
                    <p className="text-sm text-ink-muted">
                      <span>{FEED_TEXTS.found.replace('{n}', countShown(tab, count))}</span>
                      <span aria-hidden="true"> · </span>
                      <span className="font-medium text-ink">{FEED_TEXTS.foundIn[tab]}</span>
                    </p>
                    <ul aria-label={FEED_TEXTS.title} className="flex flex-col gap-4">
                      {activities.map((card, index) => (
                        <li key={card.id ?? `unreadable-${index}`}>
                          <ActivityCard
                            activity={isReadable(card) ? card : null}
                            signedIn={viewerId !== null}
                          />
                        </li>
                      ))}
                    </ul>
                    <div ref={sentinel} aria-hidden="true" />
                    {hasNextPage ? (
                      <Button
                        variant="secondary"
                        className="self-center"
                        loading={isFetchingNextPage}
                        onClick={loadMore}
                      >
                        {FEED_TEXTS.loadMore}
                      </Button>
                    ) : null}
                  </>
                )}
              </>
            ) : null}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
