import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Location } from '@marshlog/domain';
import { tokenStore } from '../../api';
import { json, requestsTo, type RecordedRequest } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { friendshipRow, otherHunterNamed, page, signedInWith } from '../friends/test-support';
import { bird, huntJson, FIRST_LOAD } from '../hunts/testing/fixtures';
import { locationFixture, owner, stranger } from './test-support';

const noPhotos = () => json(200, page([]));
const teal = otherHunterNamed(11, 'Tom Teal', 'tom');
const wigeon = otherHunterNamed(12, 'Wendy Wigeon', 'wendy');
const share = (id: number, hunter: typeof teal, level: 'view' | 'edit') => ({
  id,
  shared_with: { id: hunter.id, name: hunter.name, username: hunter.username },
  permission_level: level,
  shared_at: '2025-11-03T12:00:00.000Z',
});

describe('location details', () => {
  afterEach(() => tokenStore.clear());

  it('shows details, owner, permission badges and shares as "X access" to the owner', async () => {
    signedInWith({
      'GET /api/locations/41/': () =>
        json(200, locationFixture({ shares: [share(1, teal, 'view'), share(2, wigeon, 'edit')] })),
      'GET /api/photos/': noPhotos,
    });
    renderApp('/locations/41');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'North Slough Blind' }, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByText('Mallards at first light.')).toBeInTheDocument();
    expect(screen.getByText('Park by the levee gate.')).toBeInTheDocument();
    expect(screen.getByTestId('location-coordinates')).toHaveTextContent('39.3173, -121.7955');
    expect(screen.getByTestId('location-owner-name')).toHaveTextContent(owner.name);
    expect(screen.getByText(owner.email ?? '')).toBeInTheDocument();

    // The owner may do everything: one Owner badge, not a wall of them.
    const badges = within(screen.getByRole('list', { name: 'Your permissions' }));
    expect(badges.getAllByRole('listitem').map((badge) => badge.textContent)).toEqual(['Owner']);
    expect(screen.getByRole('link', { name: 'All locations' })).toHaveAttribute(
      'href',
      '/locations',
    );
    const shares = within(screen.getByRole('list', { name: 'Shared with' }));
    expect(shares.getByText('Tom Teal').closest('li')).toHaveTextContent('View access');
    expect(shares.getByText('Wendy Wigeon').closest('li')).toHaveTextContent('Edit access');
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('shows a shared location read-only to a viewer with view access', async () => {
    signedInWith({
      'GET /api/locations/41/': () =>
        json(
          200,
          locationFixture({
            user: stranger,
            shared_with_me: 'view',
            is_owner: false,
            can_edit: false,
            can_upload_photos: false,
          }),
        ),
      'GET /api/photos/': noPhotos,
    });
    renderApp('/locations/41');

    expect(await screen.findByText('Shared with you', undefined, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getByTestId('location-owner-name')).toHaveTextContent('Gus Gadwall');
    // Viewing is a given and locations take no comments: it reads "View only", no badges.
    expect(screen.queryByRole('list', { name: 'Your permissions' })).not.toBeInTheDocument();
    expect(screen.getByText('View only')).toBeInTheDocument();
    expect(screen.queryByText('Can Comment')).not.toBeInTheDocument();
    for (const action of ['Edit', 'Share', 'Delete']) {
      expect(screen.queryByRole('button', { name: action })).not.toBeInTheDocument();
    }
  });

  it('lists the hunts logged here with the birds per season, and logs a new one here', async () => {
    const requests = signedInWith({
      'GET /api/locations/41/': () => json(200, locationFixture()),
      'GET /api/photos/': noPhotos,
      'GET /api/locations/41/seasons/': () =>
        json(200, [
          {
            start_year: 2025,
            season: '2025-26',
            hunts: 2,
            total_birds: 5,
            total_ducks: 3,
            total_geese: 2,
          },
        ]),
      'GET /api/hunts/': () =>
        json(
          200,
          page([
            huntJson({
              id: 8,
              date_of_hunt: '2025-11-15',
              location: { id: 41, name: 'North Slough Blind' },
              birds: [bird('mallard'), bird('canada_goose', 'hen')],
            }),
          ]),
        ),
    });
    renderApp('/locations/41');

    const hunts = await screen.findByRole('list', { name: 'Hunts here' }, FIRST_LOAD);
    // On the spot's own page the day leads; its name would only repeat the page's title.
    expect(within(hunts).getByTestId('hunt-row-title')).toHaveTextContent(
      'Hunt on Sat, Nov 15, 2025',
    );
    expect(within(hunts).getByRole('link')).toHaveAttribute('href', '/hunts/8');
    expect(screen.getByTestId('season-tally')).toHaveTextContent(
      '2025-26 season2 hunts · 5 birds · 3 ducks · 2 geese',
    );
    expect(requestsTo(requests, '/api/hunts/')[0]?.path).toContain('location=41');
    expect(screen.getByRole('link', { name: 'Log a hunt here' })).toHaveAttribute(
      'href',
      '/hunts/create?location=41&lat=39.317345&lng=-121.795512',
    );
  });

  it('says "Location not found" when the server answers 404, and for ids that cannot exist', async () => {
    signedInWith({ 'GET /api/locations/999/': () => json(404, { detail: 'Not found.' }) });
    const view = renderApp('/locations/999');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Location not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to locations' })).toHaveAttribute(
      'href',
      '/locations',
    );
    view.unmount();

    const requests = signedInWith({});
    renderApp('/locations/not-a-number');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Location not found' }),
    ).toBeInTheDocument();
    expect(requests.filter((request) => request.path.startsWith('/api/locations/'))).toHaveLength(
      0,
    );
  });

  it('shares with picked friends at the chosen level and stops sharing per person', async () => {
    let location: Location = locationFixture({ shares: [share(1, wigeon, 'view')] });
    const requests = signedInWith({
      'GET /api/locations/41/': () => json(200, location),
      'GET /api/photos/': noPhotos,
      'GET /api/friendships/': () =>
        json(
          200,
          page([
            friendshipRow(5, owner, teal, 'accepted'),
            friendshipRow(6, wigeon, owner, 'accepted'),
          ]),
        ),
      'POST /api/locations/41/share/': () => {
        location = { ...location, shares: [...location.shares, share(3, teal, 'edit')] };
        return json(200, location);
      },
      'DELETE /api/locations/41/unshare/': () => {
        location = {
          ...location,
          shares: location.shares.filter((entry) => entry.shared_with.id !== wigeon.id),
        };
        return json(200, location);
      },
    });
    renderApp('/locations/41');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share location' });
    const shareButton = within(dialog).getByRole('button', { name: 'Share' });
    expect(shareButton).toBeDisabled();
    expect(
      await within(dialog).findByRole('checkbox', { name: /Wendy Wigeon/ }),
    ).toHaveAccessibleName(/View access/);
    await user.click(within(dialog).getByRole('checkbox', { name: /Tom Teal/ }));
    await user.click(within(dialog).getByRole('radio', { name: /Edit access/ }));
    await user.click(shareButton);

    expect(await screen.findByText('Location shared')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo(requests, '/api/locations/41/share/')[0]?.body).toEqual({
      user_ids: [teal.id],
      permission_level: 'edit',
    });
    const shares = within(screen.getByRole('list', { name: 'Shared with' }));
    expect(shares.getByText('Tom Teal').closest('li')).toHaveTextContent('Edit access');

    await user.click(shares.getByRole('button', { name: 'Remove Wendy Wigeon' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Stop sharing' }),
    );
    expect(await screen.findByText('Sharing stopped')).toBeInTheDocument();
    const unshare = requests.find(
      (request: RecordedRequest) => request.path === '/api/locations/41/unshare/',
    );
    expect(unshare?.body).toEqual({ user_ids: [wigeon.id] });
    await waitFor(() => expect(shares.queryByText('Wendy Wigeon')).not.toBeInTheDocument());
  });

  it('edits with the counters and sends only what changed', async () => {
    let location = locationFixture();
    const requests = signedInWith({
      'GET /api/locations/41/': () => json(200, location),
      'GET /api/photos/': noPhotos,
      'PATCH /api/locations/41/': (request) => {
        location = { ...location, ...(request.body as Partial<Location>) };
        return json(200, location);
      },
    });
    renderApp('/locations/41');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit location' });
    expect(within(dialog).getByText('18/255')).toBeInTheDocument();
    expect(within(dialog).getByText('24/1000')).toBeInTheDocument();
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    expect(within(dialog).getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await user.type(name, 'South Slough Blind');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Location updated')).toBeInTheDocument();
    expect(
      requestsTo(requests, '/api/locations/41/').find((request) => request.method === 'PATCH')
        ?.body,
    ).toEqual({
      name: 'South Slough Blind',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'South Slough Blind' }),
    ).toBeInTheDocument();
  });

  it('deletes only after confirming, then returns to the list', async () => {
    const requests = signedInWith({
      'GET /api/locations/41/': () => json(200, locationFixture()),
      'GET /api/photos/': noPhotos,
      'DELETE /api/locations/41/': () => json(204, null),
      'GET /api/locations/': () => json(200, page([])),
    });
    renderApp('/locations/41');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this location?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete location' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/locations$/));
    expect(await screen.findByText('Location deleted')).toBeInTheDocument();
    expect(requestsTo(requests, '/api/locations/41/').map((request) => request.method)).toEqual([
      'GET',
      'DELETE',
    ]);
  });
});
