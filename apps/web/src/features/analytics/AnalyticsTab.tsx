import { useState, type ReactNode } from 'react';
import { ANALYTICS_TEXTS, DEFAULT_ANALYTICS_PERIOD, type AnalyticsPeriod } from '@marshlog/domain';
import { errorMessage, useSession } from '../../api';
import {
  ButtonLink,
  EmptyState,
  ErrorState,
  LoadingState,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '../../ui';
import {
  browserTimeZone,
  useCommunityTrends,
  useFriendComparison,
  useHarvestInsights,
  useMyInsights,
} from './api';
import { useVisitorLinks } from '../auth/visitor-links';
import { BreakdownPanel } from './components/BreakdownPanel';
import { OverviewPanel } from './components/OverviewPanel';
import { PeriodButtons } from './components/PeriodButtons';
import { SocialPanel } from './components/SocialPanel';
import { StatTiles } from './components/StatTiles';
import { TrendsPanel } from './components/TrendsPanel';

type SubTab = 'overview' | 'breakdown' | 'social' | 'trends';
const SUB_TABS: { value: SubTab; label: string }[] = [
  { value: 'overview', label: ANALYTICS_TEXTS.overview },
  { value: 'breakdown', label: ANALYTICS_TEXTS.breakdown },
  { value: 'social', label: ANALYTICS_TEXTS.social },
  { value: 'trends', label: ANALYTICS_TEXTS.trends },
];

interface QueryView<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isRefetching: boolean;
  refetch: () => unknown;
}

/** A query's loading, error (with Try Again) and loaded states. */
function Loaded<T>({ query, children }: { query: QueryView<T>; children: (data: T) => ReactNode }) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError) {
    return (
      <ErrorState
        title={ANALYTICS_TEXTS.loadFailed}
        message={errorMessage(query.error, ANALYTICS_TEXTS.loadFailed)}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }
  return <LoadingState text={ANALYTICS_TEXTS.loading} />;
}

function SignedInAnalytics() {
  const [period, setPeriod] = useState<AnalyticsPeriod>(DEFAULT_ANALYTICS_PERIOD);
  const [subTab, setSubTab] = useState<SubTab>('overview');
  const [tz] = useState(browserTimeZone);
  const insights = useMyInsights(period, tz);
  const harvest = useHarvestInsights(tz);
  const friends = useFriendComparison(period, tz);
  const community = useCommunityTrends(period, tz);

  return (
    <section aria-label={ANALYTICS_TEXTS.tab} className="flex flex-col gap-4">
      <PeriodButtons value={period} onChange={setPeriod} />
      {insights.isError ? (
        <Loaded query={insights}>{() => null}</Loaded>
      ) : (
        <StatTiles insights={insights.data} />
      )}
      <Tabs value={subTab} onValueChange={(value) => setSubTab(value as SubTab)}>
        <TabsList aria-label={ANALYTICS_TEXTS.tab}>
          {SUB_TABS.map((item) => (
            <TabsTrigger
              key={item.value}
              value={item.value}
              className="px-2! text-sm sm:px-3! sm:text-base"
            >
              {item.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview">
          <Loaded query={harvest}>{(data) => <OverviewPanel harvest={data} />}</Loaded>
        </TabsContent>
        <TabsContent value="breakdown">
          <Loaded query={insights}>{(data) => <BreakdownPanel insights={data} />}</Loaded>
        </TabsContent>
        <TabsContent value="social">
          <Loaded query={friends}>{(data) => <SocialPanel comparison={data} />}</Loaded>
        </TabsContent>
        <TabsContent value="trends">
          <Loaded query={community}>{(data) => <TrendsPanel trends={data} />}</Loaded>
        </TabsContent>
      </Tabs>
    </section>
  );
}

/**
 * The Analytics tab of the Activity Feed (seed 000 Analytics screen), loaded lazily with its
 * charts. Analytics requires a session.
 */
export default function AnalyticsTab() {
  const session = useSession();
  const links = useVisitorLinks();
  if (session.status === 'loading') return <LoadingState text={ANALYTICS_TEXTS.loading} />;
  if (!session.user) {
    return (
      <EmptyState
        title={ANALYTICS_TEXTS.signIn}
        action={<ButtonLink to={links.signIn}>{ANALYTICS_TEXTS.signInAction}</ButtonLink>}
      />
    );
  }
  return <SignedInAnalytics />;
}
