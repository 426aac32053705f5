import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { tokenStore } from '../../api';
import { json } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { signedInWith } from '../friends/test-support';
import { feedStatsFixture } from './test-support';

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
});
