import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { tokenStore } from '../../api';
import { json } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { page, signedInWith } from '../friends/test-support';
import { activityFixture, feedStatsFixture } from './test-support';

describe('Activity Feed errors', () => {
  afterEach(() => tokenStore.clear());

  it('says "Invalid API response structure" when the answer is not a feed page', async () => {
    signedInWith({
      'GET /api/feed/': () => json(200, { results: 'nothing here' }),
      'GET /api/feed/feed_stats/': () => json(200, feedStatsFixture),
    });
    renderApp('/feed');
    expect(
      await screen.findByText('Failed to load activities', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Invalid API response structure')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  }, 15000);

  it('shows one bad activity as "Activity data unavailable" and a missing author as Unknown user', async () => {
    const authorless = { ...activityFixture({ id: 602, is_owner: false }), user: undefined };
    signedInWith({
      'GET /api/feed/': () =>
        json(200, {
          ...page([
            activityFixture({ id: 601 }),
            { id: 603, activity_type: 'hunt_created', created_at: 'not a time either' },
            authorless,
          ]),
          count: 3,
        }),
      'GET /api/feed/feed_stats/': () => json(200, feedStatsFixture),
      'POST /api/social-feed/mark_viewed/': () => json(200, { marked: 2 }),
    });
    renderApp('/feed');
    expect(
      await screen.findByText('3 activities found', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ada Teal logged a hunt' })).toBeInTheDocument();
    expect(screen.getByText('Activity data unavailable')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Unknown user logged a hunt' })).toBeInTheDocument();
    expect(screen.queryByText('Invalid API response structure')).toBeNull();
  }, 15000);
});
