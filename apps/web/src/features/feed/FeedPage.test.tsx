import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tokenStore } from '../../api';
import { json, requestsTo } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { otherHunterNamed, page, signedInWith } from '../friends/test-support';
import { activityFixture, feedStatsFixture } from './test-support';

const brant = otherHunterNamed(12, 'Brant Goose', 'brant');

describe('Activity Feed', () => {
  afterEach(() => tokenStore.clear());

  it('shows the stats, the count and each card with title, time, privacy and summary', async () => {
    const requests = signedInWith({
      'GET /api/feed/': () =>
        json(200, {
          ...page([
            activityFixture(),
            activityFixture({
              id: 502,
              activity_type: 'location_shared',
              privacy_level: 'private',
              audience: 'private',
              user: brant,
              is_owner: false,
              created_at: new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString(),
              content_title: 'North slough',
              content_object_data: {
                title: 'North slough',
                summary: 'Shared with ada',
                url_data: { id: 8, type: 'location' },
              },
              metadata: { shared_with: [{ id: 7, username: 'ada' }] },
            }),
          ]),
          count: 2,
        }),
      'GET /api/feed/feed_stats/': () => json(200, feedStatsFixture),
      'POST /api/social-feed/mark_viewed/': () => json(200, { marked: 2 }),
    });
    renderApp('/feed');

    expect(
      await screen.findByRole('heading', { name: 'Activity Feed' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    for (const tab of ['All Activities', 'Friends', 'My Activities', 'Discover']) {
      expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();
    }
    expect(screen.getByRole('tab', { name: 'Analytics' })).toBeInTheDocument();
    expect(await screen.findByText('2 activities found')).toBeInTheDocument();
    // Whose activity each count is: the list's beside it, the hunter's own on the stats card.
    expect(screen.getByText('Activities in your feed')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Your activities' })).toBeVisible();
    const list = screen.getByRole('list', { name: 'Activity Feed' });
    const [mine, shared] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(mine).getByRole('link', { name: 'Ada Teal logged a hunt' })).toHaveAttribute(
      'href',
      '/hunts/31',
    );
    expect(within(mine).getByText('5m ago')).toBeInTheDocument();
    expect(within(mine).getByText('2 birds · Mallard, Green-winged Teal')).toBeInTheDocument();
    expect(within(mine).getByLabelText('Change who sees this activity')).toBeInTheDocument();
    expect(within(shared).getByText('3h ago')).toBeInTheDocument();
    expect(within(shared).getByText('Shared with @ada')).toBeInTheDocument();
    expect(within(shared).getByText('Private')).toBeInTheDocument();
    expect(within(shared).queryByLabelText('Change who sees this activity')).toBeNull();
    expect(within(shared).getByText('BG')).toBeInTheDocument();
    expect(mine.querySelector('.border-l-warning')).not.toBeNull();
    expect(shared.querySelector('.border-l-danger')).not.toBeNull();
    expect(await screen.findByText('Hunt Created')).toBeInTheDocument();
    await waitFor(() =>
      expect(requestsTo(requests, '/api/social-feed/mark_viewed/')[0]?.body).toEqual({
        activity_ids: [501, 502],
      }),
    );
    expect(screen.getByRole('status', { name: 'Live feed: Offline' })).toBeInTheDocument();
  });

  it('shows each tab its own empty state', async () => {
    signedInWith({
      'GET /api/feed/': () => json(200, page([])),
      'GET /api/feed/friends_only/': () => json(200, page([])),
      'GET /api/feed/public_feed/': () => json(200, page([])),
      'GET /api/feed/feed_stats/': () => json(200, feedStatsFixture),
    });
    const user = userEvent.setup();
    renderApp('/feed');
    expect(
      await screen.findByText('No activities available', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Friends' }));
    expect(await screen.findByText('No friend activities yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find Friends' })).toHaveAttribute('href', '/friends');
    await user.click(screen.getByRole('tab', { name: 'My Activities' }));
    expect(await screen.findByText('No activities yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Hunt' })).toHaveAttribute(
      'href',
      '/hunts/create',
    );
    await user.click(screen.getByRole('tab', { name: 'Discover' }));
    expect(await screen.findByText('No public activities')).toBeInTheDocument();
  });

  it('says the feed failed, and Try Again loads it', async () => {
    let calls = 0;
    signedInWith({
      'GET /api/feed/': () => {
        calls += 1;
        return calls <= 3
          ? json(500, { detail: 'Database down' })
          : json(200, page([activityFixture()]));
      },
      'GET /api/feed/feed_stats/': () => json(200, feedStatsFixture),
      'POST /api/social-feed/mark_viewed/': () => json(200, { marked: 1 }),
    });
    const user = userEvent.setup();
    renderApp('/feed');
    expect(
      await screen.findByText('Failed to load activities', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('1 activities found')).toBeInTheDocument();
  }, 15000);

  it('searches 300 ms after typing stops', async () => {
    const requests = signedInWith({
      'GET /api/feed/': () => json(200, page([activityFixture()])),
      'GET /api/feed/feed_stats/': () => json(200, feedStatsFixture),
      'POST /api/social-feed/mark_viewed/': () => json(200, { marked: 1 }),
    });
    const user = userEvent.setup();
    renderApp('/feed');
    await screen.findByText('1 activities found');
    await user.type(screen.getByPlaceholderText('Search activities...'), 'teal');
    await waitFor(() =>
      expect(requestsTo(requests, '/api/feed/').map((request) => request.path)).toContain(
        '/api/feed/?page=1&page_size=25&search=teal',
      ),
    );
    const searches = requestsTo(requests, '/api/feed/').filter((r) => r.path.includes('search='));
    expect(searches).toHaveLength(1);
  });

  it('reacts, replacing the count from the answer, and posts a comment', async () => {
    const requests = signedInWith({
      'GET /api/feed/': () => json(200, page([activityFixture({ is_owner: false, user: brant })])),
      'GET /api/feed/feed_stats/': () => json(200, feedStatsFixture),
      'POST /api/social-feed/mark_viewed/': () => json(200, { marked: 1 }),
      'POST /api/feed/501/react/': () =>
        json(
          200,
          activityFixture({
            is_owner: false,
            user: brant,
            user_reaction: 'target',
            reaction_counts: { like: 1, love: 0, celebration: 0, target: 1 },
          }),
        ),
      'GET /api/feed/501/comments/': () => json(200, page([])),
      'POST /api/feed/501/comments/': (request) =>
        json(201, {
          id: 1,
          activity: 501,
          user: { ...brant, id: 7, name: 'Ada Teal' },
          content: (request.body as { content: string }).content,
          created_at: new Date().toISOString(),
          is_owner: true,
        }),
    });
    const user = userEvent.setup();
    renderApp('/feed');
    await user.click(await screen.findByRole('button', { name: 'Great Shot (0)' }));
    expect(await screen.findByRole('button', { name: 'Great Shot (1)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(requestsTo(requests, '/api/feed/501/react/')[0]?.body).toEqual({
      reaction_type: 'target',
    });
    await user.click(screen.getByRole('button', { name: 'Comments (0)' }));
    await user.click(await screen.findByRole('button', { name: 'Post' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Comment cannot be blank');
    await user.type(screen.getByPlaceholderText('Write a comment...'), 'Nice shooting');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByRole('button', { name: 'Comments (1)' })).toBeInTheDocument();
    expect(requestsTo(requests, '/api/feed/501/comments/').at(-1)?.path).toBe(
      '/api/feed/501/comments/',
    );
  });
});
