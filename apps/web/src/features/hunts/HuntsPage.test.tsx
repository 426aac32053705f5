import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tokenStore } from '../../api';
import { json, requestsTo } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { bird, friend, huntJson, page, signedInWith, FIRST_LOAD } from './testing/fixtures';

const mine = huntJson({
  id: 1,
  date_of_hunt: '2025-11-15',
  latitude: 39.317312,
  longitude: -121.795544,
  privacy_level: 'private',
  birds: [bird('mallard'), bird('mallard'), bird('canada_goose', 'hen')],
});
const friends = huntJson({
  id: 2,
  date_of_hunt: '2025-11-02',
  latitude: 38.5,
  longitude: -121.25,
  privacy_level: 'friends',
  user: friend,
  birds: [bird('gadwall')],
});

function listQuery(path: string): URLSearchParams {
  return new URL(path, 'http://localhost').searchParams;
}

describe('hunts list', () => {
  afterEach(() => tokenStore.clear());

  it('shows each hunt with date, place to 4 decimals, totals, privacy and the owner when not me', async () => {
    signedInWith({ 'GET /api/hunts/': () => json(200, page([mine, friends])) });
    renderApp('/hunts');

    const rows = await screen.findAllByRole('link', { name: /Nov/ }, FIRST_LOAD);
    expect(rows).toHaveLength(2);
    const [first, second] = rows as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('Sat, Nov 15, 2025');
    expect(first).toHaveTextContent('39.3173, -121.7955');
    expect(within(first).getByTestId('hunt-row-totals')).toHaveTextContent(
      '3 birds · 2 ducks · 1 goose',
    );
    expect(first).toHaveTextContent('Private');
    expect(first).not.toHaveTextContent('Dan Mallard');
    expect(first).toHaveAttribute('href', '/hunts/1');

    expect(second).toHaveTextContent('38.5000, -121.2500');
    expect(within(second).getByTestId('hunt-row-totals')).toHaveTextContent(
      '1 bird · 1 duck · 0 geese',
    );
    expect(second).toHaveTextContent('Friends');
    expect(second).toHaveTextContent('Dan Mallard');
    expect(second).toHaveTextContent('@drake_dan');
    expect(screen.getByTestId('hunt-count')).toHaveTextContent('2 hunts');
  });

  it('asks for the newest hunts first by default', async () => {
    const requests = signedInWith({ 'GET /api/hunts/': () => json(200, page([mine])) });
    renderApp('/hunts');
    await screen.findByTestId('hunt-count', undefined, FIRST_LOAD);

    const query = listQuery(requestsTo(requests, '/api/hunts/')[0]?.path ?? '');
    expect(query.get('ordering')).toBe('-date_of_hunt');
    expect(query.get('page')).toBe('1');
    expect(query.get('page_size')).toBe('20');
  });

  it('offers to log the first hunt when there is none', async () => {
    signedInWith({ 'GET /api/hunts/': () => json(200, page([])) });
    renderApp('/hunts');

    expect(
      await screen.findByText('Log your first hunt', { selector: 'p' }, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log your first hunt' })).toHaveAttribute(
      'href',
      '/hunts/create',
    );
  });

  it('leads a hunt at a saved place with the place name, not its coordinates', async () => {
    signedInWith({
      'GET /api/hunts/': () =>
        json(200, page([{ ...mine, location: { id: 31, name: 'North pond blind' } }])),
    });
    renderApp('/hunts');

    const row = await screen.findByRole('link', { name: /North pond blind/ }, FIRST_LOAD);
    expect(within(row).getByTestId('hunt-row-title')).toHaveTextContent('North pond blind');
    expect(row).toHaveTextContent('Sat, Nov 15, 2025');
    expect(row).not.toHaveTextContent('39.3173');
  });

  it('shows the recorded weather and its rating at a glance, and nothing for a hunt without', async () => {
    const windy = huntJson({
      ...mine,
      weather_conditions: 'Overcast',
      temperature: 38,
      wind_speed: 12,
      wind_direction: 'NW',
    });
    signedInWith({ 'GET /api/hunts/': () => json(200, page([windy, friends])) });
    renderApp('/hunts');

    const rows = await screen.findAllByRole('link', { name: /Nov/ }, FIRST_LOAD);
    const [first, second] = rows as [HTMLElement, HTMLElement];
    const weather = within(first).getByRole('group', { name: 'Weather' });
    expect(weather).toHaveTextContent('Overcast · 38 °F · 12 mph NW');
    // Wind 12 (1) + visibility 10 (3) + 38 °F (3) = 7.
    expect(weather).toHaveTextContent('Excellent');
    expect(within(second).queryByRole('group', { name: 'Weather' })).toBeNull();
  });

  it('shows a failure with Try Again, which asks again', async () => {
    let calls = 0;
    signedInWith({
      'GET /api/hunts/': () => {
        calls += 1;
        return calls === 1
          ? json(400, { detail: 'The marsh is flooded' })
          : json(200, page([mine]));
      },
    });
    renderApp('/hunts');

    expect(
      await screen.findByText('Could not load hunts', undefined, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByText('The marsh is flooded')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByTestId('hunt-count', undefined, FIRST_LOAD)).toHaveTextContent(
      '1 hunt',
    );
  });

  it('sends the filters and ordering, keeps them in the address, and pages', async () => {
    const requests = signedInWith({
      'GET /api/hunts/': (request) => {
        const query = listQuery(request.path);
        return json(200, page(query.get('page') === '2' ? [friends] : [mine], 45));
      },
    });
    renderApp('/hunts');
    const user = userEvent.setup();
    await screen.findByTestId('hunt-count', undefined, FIRST_LOAD);

    await user.selectOptions(screen.getByLabelText('Species'), 'Canada Goose');
    await user.selectOptions(screen.getByLabelText('Privacy'), 'Private');
    await user.selectOptions(screen.getByLabelText('Order'), 'Most birds first');
    await user.type(screen.getByLabelText('From'), '2025-09-01');
    await user.type(screen.getByLabelText('To'), '2025-12-31');
    await user.type(screen.getByLabelText('Search notes'), 'timber');

    await waitFor(() => {
      const last = listQuery(requestsTo(requests, '/api/hunts/').at(-1)?.path ?? '');
      expect(Object.fromEntries(last)).toEqual({
        scope: 'mine',
        start_date: '2025-09-01',
        end_date: '2025-12-31',
        privacy_level: 'private',
        species: 'canada_goose',
        search: 'timber',
        ordering: '-total_birds',
        page: '1',
        page_size: '20',
      });
    });
    expect(screen.getByTestId('location')).toHaveTextContent('species=canada_goose');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(listQuery(requestsTo(requests, '/api/hunts/').at(-1)?.path ?? '').get('page')).toBe(
        '2',
      ),
    );
    expect(await screen.findByText('Page 2 of 3', undefined, FIRST_LOAD)).toBeInTheDocument();
    expect(await screen.findByText(/Dan Mallard/, undefined, FIRST_LOAD)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => {
      const last = listQuery(requestsTo(requests, '/api/hunts/').at(-1)?.path ?? '');
      expect(Object.fromEntries(last)).toEqual({
        scope: 'mine',
        ordering: '-total_birds',
        page: '1',
        page_size: '20',
      });
    });
    expect(screen.getByLabelText('Search notes')).toHaveValue('');
  });

  it('waits for a date range that runs forward', async () => {
    const requests = signedInWith({ 'GET /api/hunts/': () => json(200, page([mine])) });
    renderApp('/hunts?start_date=2025-12-01&end_date=2025-11-01');

    expect(
      await screen.findByText('Start date must be on or before end date', undefined, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByText('Check the dates')).toBeInTheDocument();
    expect(requestsTo(requests, '/api/hunts/')).toHaveLength(0);
  });

  it('says when filters leave nothing', async () => {
    signedInWith({ 'GET /api/hunts/': () => json(200, page([])) });
    renderApp('/hunts?species=brant');

    expect(
      await screen.findByText('No hunts match these filters', undefined, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Species')).toHaveValue('brant');
  });
});
