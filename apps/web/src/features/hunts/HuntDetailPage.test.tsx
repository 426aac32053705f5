import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSION_BADGE_LABELS, type BirdEntryInput, type Hunt } from '@marshlog/domain';
import { tokenStore } from '../../api';
import { json, requestsTo } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { bird, friend, huntJson, me, page, signedInWith, FIRST_LOAD } from './testing/fixtures';

const mallards = [
  bird('mallard', 'drake', { harvested_at: '06:45', notes: 'First flight' }),
  bird('mallard'),
];
const goose = bird('canada_goose', 'hen');

function ownHunt(overrides: Partial<Hunt> = {}) {
  return huntJson({
    id: 5,
    notes: 'Flooded timber',
    privacy_level: 'friends',
    birds: [...mallards, goose],
    weather_conditions: 'Overcast',
    temperature: 38,
    wind_speed: 12,
    wind_direction: 'NW',
    weather: { humidity: 80, moon_phase: 'Waxing Crescent', sunrise: '06:52', sunset: null },
    ...overrides,
  });
}

/** A server that keeps one hunt and answers its routes as the real one does. */
function huntServer(initial: Hunt) {
  let hunt = initial;
  const requests = signedInWith({
    // The edit dialog's place picker: no saved locations.
    'GET /api/locations/': () => json(200, page([])),
    [`GET /api/hunts/${hunt.id}/`]: () => json(200, hunt),
    [`PATCH /api/hunts/${hunt.id}/`]: (request) => {
      hunt = huntJson({ ...hunt, ...(request.body as Partial<Hunt>) });
      return json(200, hunt);
    },
    [`POST /api/hunts/${hunt.id}/add_bird/`]: (request) => {
      const entry = request.body as BirdEntryInput;
      const added = Array.from({ length: entry.quantity ?? 1 }, () =>
        bird(entry.species, entry.gender ?? 'drake'),
      );
      hunt = huntJson({ ...hunt, birds: [...hunt.birds, ...added] });
      return json(200, hunt);
    },
    [`DELETE /api/hunts/${hunt.id}/remove_bird/`]: (request) => {
      const { bird_id } = request.body as { bird_id: number };
      hunt = huntJson({ ...hunt, birds: hunt.birds.filter((entry) => entry.id !== bird_id) });
      return json(200, hunt);
    },
    [`DELETE /api/hunts/${hunt.id}/`]: () => json(204, null),
    'GET /api/hunts/': () => json(200, { count: 0, next: null, previous: null, results: [] }),
  });
  return requests;
}

const totals = () => [
  screen.getByTestId('hunt-total-birds').textContent,
  screen.getByTestId('hunt-total-ducks').textContent,
  screen.getByTestId('hunt-total-geese').textContent,
];

describe('hunt details', () => {
  afterEach(() => tokenStore.clear());

  it('shows the hunt, its birds and totals, weather, owner and every granted permission', async () => {
    huntServer(ownHunt());
    renderApp('/hunts/5');

    expect(
      await screen.findByRole(
        'heading',
        { name: 'Hunt on Sat, Nov 15, 2025', level: 1 },
        FIRST_LOAD,
      ),
    ).toBeInTheDocument();
    expect(totals()).toEqual(['3', '2', '1']);
    expect(screen.getByTestId('hunt-coordinates')).toHaveTextContent('39.3173, -121.7955');
    expect(screen.getByTestId('hunt-notes')).toHaveTextContent('Flooded timber');
    const birds = within(screen.getByRole('list', { name: 'Birds' })).getAllByTestId('hunt-bird');
    expect(birds).toHaveLength(3);
    expect(birds[0]).toHaveTextContent('Mallard');
    expect(birds[0]).toHaveTextContent('Drake · 6:45 AM');
    expect(birds[0]).toHaveTextContent('First flight');
    expect(birds[2]).toHaveTextContent('Canada Goose');
    expect(birds[2]).toHaveTextContent('Goose');

    const weather = screen.getByRole('region', { name: 'Weather' });
    expect(weather).toHaveTextContent('Overcast');
    expect(weather).toHaveTextContent('38 °F');
    expect(weather).toHaveTextContent('12 mph');
    expect(weather).toHaveTextContent('NW');
    expect(weather).toHaveTextContent('80%');
    expect(weather).toHaveTextContent('Waxing Crescent');
    // Sun, moon and shooting hours are computed for the place, on its clock (its time zone).
    await waitFor(
      () => expect(weather).toHaveTextContent('Legal shooting hours (PST)'),
      FIRST_LOAD,
    );
    expect(weather).toHaveTextContent(/Sunrise6:\d\d AM PST/);
    expect(within(weather).getByTestId('weather-rating')).toHaveTextContent('Excellent');

    const badges = within(screen.getByRole('list', { name: 'Your permissions' })).getAllByRole(
      'listitem',
    );
    // The owner may do everything: one Owner badge, not a wall of them.
    expect(badges.map((badge) => badge.textContent)).toEqual(['Owner']);
    expect(screen.getByTestId('hunt-owner-name')).toHaveTextContent(me.name);
    expect(screen.getByTestId('hunt-owner-username')).toHaveTextContent(`@${me.username}`);
    expect(screen.getByTestId('hunt-owner-email')).toHaveTextContent(me.email ?? '');
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Bird' })).toBeInTheDocument();
    expect(document.querySelector('[data-slot="hunt-photos"]')).not.toBeNull();
  });

  it("offers no changes on someone else's hunt, and shows only what the server grants", async () => {
    huntServer(
      ownHunt({
        user: friend,
        is_owner: false,
        can_edit: false,
        can_comment: false,
        can_upload_photos: false,
        weather: null,
      }),
    );
    renderApp('/hunts/5');

    expect(await screen.findByTestId('hunt-owner-name', undefined, FIRST_LOAD)).toHaveTextContent(
      'Dan Mallard',
    );
    expect(screen.getByTestId('hunt-owner-username')).toHaveTextContent('@drake_dan');
    expect(screen.queryByTestId('hunt-owner-email')).not.toBeInTheDocument();
    // Viewing is a given and hunts take no comments: no badge says either.
    expect(screen.queryByRole('list', { name: 'Your permissions' })).not.toBeInTheDocument();
    expect(screen.queryByText(PERMISSION_BADGE_LABELS.can_view_details)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Bird' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });

  it('shows "Hunt not found" for a 404', async () => {
    signedInWith({ 'GET /api/hunts/77/': () => json(404, { detail: 'Not found.' }) });
    renderApp('/hunts/77');
    expect(
      await screen.findByRole('heading', { name: 'Hunt not found' }, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to hunts' })).toHaveAttribute('href', '/hunts');
  });

  it('shows "Hunt not found" without asking for an id that cannot exist', async () => {
    const requests = signedInWith({});
    renderApp('/hunts/decoy');
    expect(
      await screen.findByRole('heading', { name: 'Hunt not found' }, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(requests.filter((request) => request.path.startsWith('/api/hunts/'))).toHaveLength(0);
  });

  it('shows other failures with Try Again', async () => {
    signedInWith({ 'GET /api/hunts/8/': () => json(400, { detail: 'Bad marsh' }) });
    renderApp('/hunts/8');
    expect(
      await screen.findByText('Could not load this hunt', undefined, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('removes a bird by its id and shows the new totals', async () => {
    const requests = huntServer(ownHunt());
    renderApp('/hunts/5');
    const user = userEvent.setup();

    await user.click(
      await screen.findByRole('button', { name: 'Remove Canada Goose (goose)' }, FIRST_LOAD),
    );

    await waitFor(() => expect(totals()).toEqual(['2', '2', '0']));
    const removal = requestsTo(requests, '/api/hunts/5/remove_bird/')[0];
    expect(removal?.method).toBe('DELETE');
    expect(removal?.body).toEqual({ bird_id: goose.id });
  });

  it('puts a removed bird back, species and sex, when Undo is pressed', async () => {
    const requests = huntServer(ownHunt());
    renderApp('/hunts/5');
    const user = userEvent.setup();

    await user.click(
      await screen.findByRole('button', { name: 'Remove Canada Goose (goose)' }, FIRST_LOAD),
    );
    await waitFor(() => expect(totals()).toEqual(['2', '2', '0']));
    const toasts = within(screen.getByRole('region', { name: 'Notifications' }));
    expect(await toasts.findByText('Bird removed')).toBeInTheDocument();
    await user.click(toasts.getByRole('button', { name: 'Undo' }));

    await waitFor(() => expect(totals()).toEqual(['3', '2', '1']));
    expect(requestsTo(requests, '/api/hunts/5/add_bird/')[0]?.body).toEqual({
      species: 'canada_goose',
      gender: 'hen',
      notes: '',
      quantity: 1,
      shooter: null,
    });
    expect(screen.getAllByTestId('hunt-bird')[2]).toHaveTextContent('Canada GooseGoose');
    expect(await screen.findByText('Bird restored')).toBeInTheDocument();
  });

  it('leads with the place name and links to the spot when the hunt was at one', async () => {
    huntServer(ownHunt({ location: { id: 31, name: 'North pond blind' } }));
    renderApp('/hunts/5');
    expect(
      await screen.findByRole('heading', { name: 'North pond blind', level: 1 }, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See this spot' })).toHaveAttribute(
      'href',
      '/locations/31',
    );
    expect(screen.getByRole('link', { name: 'All hunts' })).toHaveAttribute('href', '/hunts');
  });

  it('adds birds through the bird-entry form', async () => {
    const requests = huntServer(ownHunt());
    renderApp('/hunts/5');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Add Bird' }, FIRST_LOAD));
    await screen.findByRole('form', { name: 'Add bird' });
    await user.click(screen.getByRole('radio', { name: 'Geese' }));
    await user.selectOptions(screen.getByLabelText('Species'), 'Snow Goose');
    await user.click(screen.getByRole('button', { name: 'One more' }));
    await user.click(screen.getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(totals()).toEqual(['5', '2', '3']));
    expect(requestsTo(requests, '/api/hunts/5/add_bird/')[0]?.body).toEqual({
      species: 'snow_goose',
      gender: 'drake',
      harvested_at: null,
      notes: '',
      quantity: 2,
      shooter: null,
    });
    expect(screen.queryByRole('form', { name: 'Add bird' })).not.toBeInTheDocument();
  });

  it('edits the notes in a dialog', async () => {
    const requests = huntServer(ownHunt());
    renderApp('/hunts/5');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Edit' }, FIRST_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Edit hunt' });
    expect(within(dialog).getByLabelText('Latitude')).toHaveValue('39.317312');
    const notes = within(dialog).getByLabelText(/Notes/);
    await user.clear(notes);
    await user.type(notes, 'Moved to the east pond');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() =>
      expect(screen.getByTestId('hunt-notes')).toHaveTextContent('Moved to the east pond'),
    );
    expect(screen.queryByRole('dialog', { name: 'Edit hunt' })).not.toBeInTheDocument();
    expect(
      requestsTo(requests, '/api/hunts/5/').find((request) => request.method === 'PATCH')?.body,
    ).toEqual({
      date_of_hunt: '2025-11-15',
      latitude: 39.317312,
      longitude: -121.795544,
      privacy_level: 'friends',
      notes: 'Moved to the east pond',
      location: null,
      // The weather fields go back as they were: the dialog never drops the recorded weather.
      weather_conditions: 'Overcast',
      temperature: 38,
      wind_speed: 12,
      wind_direction: 'NW',
      weather: { humidity: 80, moon_phase: 'Waxing Crescent', sunrise: '06:52', sunset: null },
      shells_fired: null,
      birds_lost: null,
    });
  }, 20_000);

  it('deletes the hunt after confirming, and returns to the list', async () => {
    const requests = huntServer(ownHunt());
    renderApp('/hunts/5');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Delete' }, FIRST_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this hunt?' });
    expect(dialog).toHaveTextContent('Sat, Nov 15, 2025, its 3 birds and its photos');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(
      requestsTo(requests, '/api/hunts/5/').filter((request) => request.method === 'DELETE'),
    ).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Delete hunt' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/hunts$/));
    expect(
      requestsTo(requests, '/api/hunts/5/').filter((request) => request.method === 'DELETE'),
    ).toHaveLength(1);
    expect(await screen.findByText('Hunt deleted', undefined, FIRST_LOAD)).toBeInTheDocument();
  });
});
