import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ANONYMOUS_HUNTER_NAME } from '@marshlog/domain';
import { tokenStore } from '../../api';
import { json, requestsTo } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { otherHunterNamed, page, signedInWith } from '../friends/test-support';
import { reportFixture } from './test-support';

const brant = otherHunterNamed(12, 'Brant Goose', 'brant');

describe('reports list', () => {
  afterEach(() => tokenStore.clear());

  it('shows each report with its place, date, author, privacy and counts', async () => {
    signedInWith({
      'GET /api/reports/': () =>
        json(
          200,
          page([
            reportFixture({ comment_count: 1, photo_count: 2 }),
            reportFixture({
              id: 42,
              title: 'Geese off the rice',
              location_name: null,
              is_owner: false,
              user: brant,
              privacy_level: 'private',
              audience: 'partners',
            }),
            reportFixture({
              id: 43,
              title: 'Pintail everywhere',
              is_owner: false,
              user: {
                id: null,
                username: null,
                email: null,
                name: ANONYMOUS_HUNTER_NAME,
                first_name: null,
                profile_image_url: null,
              },
            }),
          ]),
        ),
    });
    renderApp('/reports');

    // The first test also loads the lazy screen and its schemas.
    const list = await screen.findByRole('list', { name: 'Reports' }, { timeout: 10000 });
    const [mine, shared, anonymous] = within(list).getAllByRole('listitem') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(within(mine).getByRole('link', { name: 'Teal on the north pond' })).toHaveAttribute(
      'href',
      '/reports/41',
    );
    expect(mine).toHaveTextContent('North pond');
    expect(mine).toHaveTextContent('Sat, Nov 15, 2025');
    expect(mine).toHaveTextContent('by you');
    expect(mine).toHaveTextContent('1 comment');
    expect(mine).toHaveTextContent('2 photos');
    expect(within(mine).getByText('Public')).toBeInTheDocument();
    expect(within(shared).getByTestId('report-place')).toHaveTextContent('39.3173, -121.7955');
    expect(within(shared).getByTestId('report-author')).toHaveTextContent('Brant Goose');
    expect(within(shared).getByText('Shared with you')).toBeInTheDocument();
    expect(within(shared).getByText('Chosen partners')).toBeInTheDocument();
    expect(within(anonymous).getByTestId('report-author')).toHaveTextContent(ANONYMOUS_HUNTER_NAME);
  });

  it('lists my own reports from my_reports and searches once typing pauses', async () => {
    const requests = signedInWith({
      'GET /api/reports/': () => json(200, page([reportFixture()])),
      'GET /api/reports/my_reports/': () => json(200, page([])),
    });
    renderApp('/reports');
    const user = userEvent.setup();
    await screen.findByRole('list', { name: 'Reports' });

    await user.click(screen.getByRole('radio', { name: 'Mine' }));
    expect(await screen.findByText('You have not written a report yet')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/reports?scope=mine');

    await user.type(screen.getByRole('searchbox', { name: 'Search reports' }), 'teal');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/reports?scope=mine&search=teal'),
    );
    const searches = requestsTo(requests, '/api/reports/my_reports/').map((r) => r.path);
    expect(searches.filter((path) => path.includes('search='))).toEqual([
      '/api/reports/my_reports/?search=teal&ordering=-report_date&page=1&page_size=20',
    ]);
    expect(await screen.findByText('No reports match this search')).toBeInTheDocument();
  });

  it('lists newest report date first and sorts by title or recent update, kept in the URL', async () => {
    const requests = signedInWith({
      'GET /api/reports/': () => json(200, page([reportFixture()])),
    });
    renderApp('/reports');
    const user = userEvent.setup();
    await screen.findByRole('list', { name: 'Reports' });
    const sort = screen.getByLabelText('Sort by');
    expect(sort).toHaveDisplayValue('Report date');
    expect(requestsTo(requests, '/api/reports/')[0]?.path).toContain('ordering=-report_date');

    await user.selectOptions(sort, 'Title');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/reports\?sort=title$/);
    await waitFor(() =>
      expect(requestsTo(requests, '/api/reports/').at(-1)?.path).toContain('ordering=title&'),
    );
    await user.selectOptions(sort, 'Recently updated');
    expect(screen.getByTestId('location')).toHaveTextContent('/reports?sort=-updated_at');
  });

  it('says so when the reports cannot be loaded, and tries again', async () => {
    let fail = true;
    signedInWith({
      'GET /api/reports/': () =>
        fail ? json(503, { detail: 'Database unavailable' }) : json(200, page([reportFixture()])),
    });
    renderApp('/reports');
    const user = userEvent.setup();

    expect(await screen.findByText('Could not load reports', {}, { timeout: 8000 })).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('list', { name: 'Reports' })).toBeInTheDocument();
  });
});
