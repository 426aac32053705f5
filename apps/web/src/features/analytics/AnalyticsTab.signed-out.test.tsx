import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../../app/App';
import { createQueryClient } from '../../api';
import { json, mockFetch } from '../../test/fetch-mock';
import AnalyticsTab from './AnalyticsTab';

describe('Analytics tab signed out', () => {
  it("says 'Sign in to view analytics' and asks the API for nothing", async () => {
    const requests = mockFetch({
      'POST /api/auth/token/': () => json(401, { detail: 'Not signed in.' }),
      'GET /api/auth/session/': () => json(401, { detail: 'Not signed in.' }),
    });
    render(
      <MemoryRouter>
        <AppProviders queryClient={createQueryClient()}>
          <AnalyticsTab />
        </AppProviders>
      </MemoryRouter>,
    );
    expect(await screen.findByText('Sign in to view analytics')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/auth\/signin/),
    );
    expect(requests.filter((request) => request.path.includes('activity-analytics'))).toEqual([]);
  });
});
