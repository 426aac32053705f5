import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tokenStore } from '../../api';
import { json, requestsTo, type FetchHandler } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { page, signedInWith } from '../friends/test-support';
import { feedStatsFixture } from '../feed/test-support';
import {
  comparisonFixture,
  emptyHarvest,
  emptyInsights,
  harvestFixture,
  insightsFixture,
  trendsFixture,
} from './test-support';

const feed = {
  'GET /api/feed/': () => json(200, page([])),
  'GET /api/feed/feed_stats/': () => json(200, feedStatsFixture),
};

async function openAnalytics(handlers: Record<string, FetchHandler>) {
  const requests = signedInWith({ ...feed, ...handlers });
  renderApp('/feed');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: 'Analytics' }, { timeout: 5000 }));
  return { requests, user };
}

const tile = (label: string) => {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.parentElement as HTMLElement;
};

describe('Analytics tab', () => {
  afterEach(() => tokenStore.clear());

  it('shows the four tiles, period buttons and every sub-tab with its text alternative', async () => {
    const { requests, user } = await openAnalytics({
      'GET /api/activity-analytics/my_insights/': () => json(200, insightsFixture),
      'GET /api/activity-analytics/harvest_insights/': () => json(200, harvestFixture),
      'GET /api/activity-analytics/friend_comparison/': () => json(200, comparisonFixture),
      'GET /api/activity-analytics/community_trends/': () => json(200, trendsFixture),
    });

    expect(await screen.findByText('3 days', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(tile('Total Activities')).getByText('14')).toBeInTheDocument();
    expect(within(tile('This Week')).getByText('+100% vs. monthly pace')).toBeInTheDocument();
    expect(within(tile('Activity Streak')).getByText('3 days')).toBeInTheDocument();
    expect(within(tile('Most Active Day')).getByText('Saturday')).toBeInTheDocument();
    const [insightsCall] = requestsTo(requests, '/api/activity-analytics/my_insights/');
    expect(insightsCall?.path).toMatch(/period=month/);
    expect(insightsCall?.path).toMatch(/tz=/);

    // Overview: the harvest insights, each chart with its table.
    expect(screen.getByRole('table', { name: 'Birds by category' })).toHaveTextContent('Dabblers6');
    expect(screen.getByRole('table', { name: 'Birds by species' })).toHaveTextContent('Mallard5');
    expect(screen.getByRole('table', { name: 'Birds per hunt over time' })).toHaveTextContent(
      '2026-102.5',
    );
    expect(screen.getByRole('table', { name: 'Birds by wind' })).toHaveTextContent('0-5 mph3');
    expect(screen.getByRole('link', { name: 'North slough' })).toHaveAttribute(
      'href',
      '/locations/8',
    );
    expect(screen.getByText('8 birds · 3 hunts · 2.67 per hunt')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: '2025-26' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Breakdown' }));
    expect(screen.getByRole('table', { name: 'Activity breakdown' })).toHaveTextContent(
      'Hunt Created6',
    );
    expect(screen.getByRole('table', { name: 'Privacy breakdown' })).toHaveTextContent('Friends7');

    await user.click(screen.getByRole('tab', { name: 'Social' }));
    // min(100, 6 / max(4, 1) x 50) = 75
    const meter = await screen.findByRole('meter', { name: 'Friend comparison' });
    expect(meter).toHaveAttribute('aria-valuenow', '75');
    expect(screen.getByText('Above your friends’ average', { selector: 'p' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Trends' }));
    expect(await screen.findByText('120')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Most popular activity types' })).toHaveTextContent(
      'Successful Hunt30',
    );

    await user.click(screen.getByRole('button', { name: 'Year' }));
    expect(screen.getByRole('button', { name: 'Year' })).toHaveAttribute('aria-pressed', 'true');
    await screen.findByText('120');
    expect(
      requestsTo(requests, '/api/activity-analytics/my_insights/').some((call) =>
        call.path.includes('period=year'),
      ),
    ).toBe(true);
  });

  it('shows zeros and empty states with no activity, never NaN', async () => {
    const { user } = await openAnalytics({
      'GET /api/activity-analytics/my_insights/': () => json(200, emptyInsights),
      'GET /api/activity-analytics/harvest_insights/': () => json(200, emptyHarvest),
      'GET /api/activity-analytics/friend_comparison/': () =>
        json(200, {
          ...comparisonFixture,
          your_activity_count: 0,
          average_friend_activity: 0,
          friend_count: 0,
          comparison: 'average',
        }),
      'GET /api/activity-analytics/community_trends/': () =>
        json(200, {
          total_public_activities: 0,
          activities_this_week: 0,
          active_hunters_count: 0,
          most_popular_activity_types: [],
        }),
    });
    expect(
      await screen.findByText('No hunts logged yet. Log a hunt to see your harvest insights.'),
    ).toBeInTheDocument();
    expect(within(tile('This Week')).getByText('0% vs. monthly pace')).toBeInTheDocument();
    expect(within(tile('Activity Streak')).getByText('0 days')).toBeInTheDocument();
    expect(within(tile('Most Active Day')).getByText('None yet')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Breakdown' }));
    expect(screen.getByText('No activity in this period yet')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Social' }));
    expect(await screen.findByText('Add friends to compare your activity')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find Friends' })).toHaveAttribute('href', '/friends');
    await user.click(screen.getByRole('tab', { name: 'Trends' }));
    expect(await screen.findByText('No public activity yet')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('NaN');
  });

  it('shows the failure with Try Again', async () => {
    await openAnalytics({
      'GET /api/activity-analytics/my_insights/': () =>
        json(500, { detail: 'Internal server error.' }),
      'GET /api/activity-analytics/harvest_insights/': () =>
        json(500, { detail: 'Internal server error.' }),
      'GET /api/activity-analytics/friend_comparison/': () => json(200, comparisonFixture),
      'GET /api/activity-analytics/community_trends/': () => json(200, trendsFixture),
    });
    expect(
      (await screen.findAllByText('Failed to load analytics', {}, { timeout: 8000 })).length,
    ).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: 'Try Again' }).length).toBeGreaterThan(0);
  });
});
