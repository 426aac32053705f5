import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Friendship } from '@marshlog/domain';
import { tokenStore } from '../../api';
import { json, requestsTo, type RecordedRequest } from '../../test/fetch-mock';
import { hunter, renderApp } from '../../test/render-app';
import { friendshipRow, otherHunterNamed, page, signedInWith } from './test-support';

const me = { ...hunter };
const teal = otherHunterNamed(11, 'Tom Teal', 'tom');
const wigeon = otherHunterNamed(12, 'Wendy Wigeon', 'wendy');
const pintail = otherHunterNamed(13, 'Paul Pintail', 'paul');
const scaup = otherHunterNamed(14, 'Sam Scaup', 'sam');

/** The viewer's friendship rows; GET /api/friendships/ filters them the way the server does. */
function friendshipsApi(rows: Friendship[]) {
  return (request: RecordedRequest) => {
    const query = new URL(request.path, 'http://localhost').searchParams;
    const status = query.get('status');
    const direction = query.get('direction');
    const matching = rows.filter(
      (row) =>
        (!status || row.status === status) &&
        (direction !== 'incoming' || row.to_user.id === me.id) &&
        (direction !== 'outgoing' || row.from_user.id === me.id),
    );
    return json(200, page(matching));
  };
}

const region = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });

describe('friends page', () => {
  afterEach(() => tokenStore.clear());

  it('searches hunters once typing pauses and shows where the viewer stands with each', async () => {
    const rows = [
      friendshipRow(1, me, wigeon, 'pending'),
      friendshipRow(2, pintail, me, 'accepted'),
      friendshipRow(3, scaup, me, 'pending'),
    ];
    const requests = signedInWith({
      'GET /api/friendships/': friendshipsApi(rows),
      'GET /api/users/': () => json(200, page([teal, wigeon, pintail, scaup])),
      'POST /api/friendships/': () => {
        const created = friendshipRow(9, me, teal, 'pending');
        rows.push(created);
        return json(201, created);
      },
    });
    renderApp('/friends');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Search hunters'), 'pond');
    const results = await screen.findByRole('list', { name: 'Search results' });
    const searches = requestsTo(requests, '/api/users/');
    expect(searches).toHaveLength(1);
    expect(searches[0]?.path).toContain('search=pond');

    const row = (name: string) => within(results).getByText(name).closest('li') as HTMLElement;
    await waitFor(() =>
      expect(within(row('Wendy Wigeon')).getByRole('button', { name: 'Requested' })).toBeDisabled(),
    );
    expect(within(row('Paul Pintail')).getByRole('button', { name: 'Friends' })).toBeDisabled();
    expect(
      within(row('Sam Scaup')).getByRole('button', { name: 'Accept Sam Scaup' }),
    ).toBeEnabled();

    await user.click(within(row('Tom Teal')).getByRole('button', { name: 'Add friend Tom Teal' }));
    expect(await screen.findByText('Friend request sent')).toBeInTheDocument();
    const sent = requests.find(
      (request) => request.method === 'POST' && request.path === '/api/friendships/',
    );
    expect(sent?.body).toEqual({ to_user: teal.id });
    expect(within(row('Tom Teal')).getByRole('button', { name: 'Requested' })).toBeDisabled();
  });

  it('says so when nobody matches', async () => {
    signedInWith({
      'GET /api/friendships/': friendshipsApi([]),
      'GET /api/users/': () => json(200, page([])),
    });
    renderApp('/friends');
    await userEvent.setup().type(await screen.findByLabelText('Search hunters'), 'canvasback');
    expect(await screen.findByText('No hunters found')).toBeInTheDocument();
  });

  it('accepts and declines incoming requests, and cancels sent ones', async () => {
    const rows = [
      friendshipRow(3, scaup, me, 'pending'),
      friendshipRow(4, teal, me, 'pending'),
      friendshipRow(1, me, wigeon, 'pending'),
    ];
    const requests = signedInWith({
      'GET /api/friendships/': friendshipsApi(rows),
      'POST /api/friendships/3/accept/': () => json(200, { ...rows[0], status: 'accepted' }),
      'POST /api/friendships/4/decline/': () => json(200, { ...rows[1], status: 'declined' }),
      'DELETE /api/friendships/1/': () => json(204, null),
    });
    renderApp('/friends');
    const user = userEvent.setup();

    const incoming = await waitFor(() => region('Friend requests'));
    await user.click(await within(incoming).findByRole('button', { name: 'Accept Sam Scaup' }));
    expect(await screen.findByText('Friend request accepted')).toBeInTheDocument();
    await user.click(within(incoming).getByRole('button', { name: 'Decline Tom Teal' }));
    expect(await screen.findByText('Friend request declined')).toBeInTheDocument();

    const sent = region('Sent requests');
    await user.click(within(sent).getByRole('button', { name: 'Cancel request to Wendy Wigeon' }));
    expect(await screen.findByText('Friend request cancelled')).toBeInTheDocument();

    expect(
      requests
        .filter((request) => request.method !== 'GET')
        .map((request) => `${request.method} ${request.path}`),
    ).toEqual([
      'POST /api/auth/token/',
      'POST /api/friendships/3/accept/',
      'POST /api/friendships/4/decline/',
      'DELETE /api/friendships/1/',
    ]);
  });

  it('unfriends and blocks only after confirming', async () => {
    const rows = [
      friendshipRow(2, pintail, me, 'accepted'),
      friendshipRow(5, me, teal, 'accepted'),
    ];
    const requests = signedInWith({
      'GET /api/friendships/': friendshipsApi(rows),
      'DELETE /api/friendships/2/': () => json(204, null),
      'POST /api/friendships/5/block/': () => json(200, { ...rows[1], status: 'blocked' }),
    });
    renderApp('/friends');
    const user = userEvent.setup();
    const friends = await waitFor(() => region('Your friends'));

    await user.click(await within(friends).findByRole('button', { name: 'Unfriend Paul Pintail' }));
    const unfriendDialog = await screen.findByRole('dialog', { name: 'Unfriend Paul Pintail?' });
    await user.click(within(unfriendDialog).getByRole('button', { name: 'Cancel' }));
    expect(requestsTo(requests, '/api/friendships/2/')).toHaveLength(0);

    await user.click(within(friends).getByRole('button', { name: 'Unfriend Paul Pintail' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Unfriend' }),
    );
    expect(await screen.findByText('Friend removed')).toBeInTheDocument();
    expect(requestsTo(requests, '/api/friendships/2/').map((request) => request.method)).toEqual([
      'DELETE',
    ]);

    await user.click(within(friends).getByRole('button', { name: 'Block Tom Teal' }));
    const blockDialog = await screen.findByRole('dialog', { name: 'Block Tom Teal?' });
    await user.click(within(blockDialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('Hunter blocked')).toBeInTheDocument();
    expect(requestsTo(requests, '/api/friendships/5/block/')).toHaveLength(1);
  });

  it('shows designed empty states, and an error with Try Again', async () => {
    let failing = true;
    signedInWith({
      'GET /api/friendships/': (request) => {
        if (failing && request.path.includes('status=accepted'))
          return json(503, { detail: 'Database unavailable' });
        return friendshipsApi([])(request);
      },
    });
    renderApp('/friends');
    const user = userEvent.setup();

    expect(await screen.findByText('No requests waiting')).toBeInTheDocument();
    expect(screen.getByText('No sent requests')).toBeInTheDocument();
    expect(screen.getByText('Type a name or username to find hunters.')).toBeInTheDocument();
    expect(
      await screen.findByText('Could not load your friends', {}, { timeout: 6000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No friends yet')).toBeInTheDocument();
  });
});
