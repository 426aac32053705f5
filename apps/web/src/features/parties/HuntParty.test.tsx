import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  PARTY_TEXT,
  SHOOTER_TEXT,
  type BirdEntryInput,
  type Hunt,
  type Party,
} from '@marshlog/domain';
import { tokenStore } from '../../api';
import { json, requestsTo } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { bird, friend, huntJson, me, signedInWith, FIRST_LOAD } from '../hunts/testing/fixtures';

const DAN_MEMBER = 61;

function partyOf(overrides: Partial<Party> = {}): Party {
  return {
    hunt: 5,
    owner: me,
    members: [
      { id: DAN_MEMBER, status: 'accepted', name: friend.name, user: friend },
      { id: 62, status: 'guest', name: 'Uncle Joe', user: null },
    ],
    viewer_status: 'owner',
    viewer_member: null,
    ...overrides,
  };
}

/** One hunt and its party, answered as the real server does. */
function partyServer(initial: Hunt, party: Party) {
  let hunt = initial;
  return signedInWith({
    [`GET /api/hunts/${hunt.id}/`]: () => json(200, hunt),
    [`GET /api/hunts/${hunt.id}/party/`]: () => json(200, party),
    [`POST /api/hunts/${hunt.id}/party/accept/`]: () =>
      json(200, { ...party, viewer_status: 'accepted' }),
    [`POST /api/hunts/${hunt.id}/add_bird/`]: (request) => {
      const entry = request.body as BirdEntryInput;
      const added = bird(entry.species, entry.gender ?? 'drake', {
        shooter: entry.shooter ?? null,
      });
      hunt = huntJson({ ...hunt, birds: [...hunt.birds, added] });
      return json(200, hunt);
    },
    'GET /api/regulations/me/': () => json(404, { detail: 'Not found.' }),
    'GET /api/regulations/tally/': () =>
      json(200, { date: hunt.date_of_hunt, day: [], possession: [] }),
    '*': () => json(404, { detail: 'Not found.' }),
  });
}

describe('hunting party on the hunt page', () => {
  afterEach(() => tokenStore.clear());

  it('shows each member’s state and credits the next bird to the member tapped', async () => {
    const requests = partyServer(
      huntJson({
        id: 5,
        birds: [bird('mallard'), bird('gadwall', 'hen', { shooter: DAN_MEMBER })],
      }),
      partyOf(),
    );
    renderApp('/hunts/5');
    const card = await screen.findByTestId('hunting-party', {}, FIRST_LOAD);
    const members = within(card).getAllByTestId('party-member');
    expect(members[0]).toHaveTextContent('Dan Mallard@drake_danAccepted');
    expect(members[1]).toHaveTextContent('UJUncle JoeGuest');
    expect(within(card).getByRole('button', { name: PARTY_TEXT.edit })).toBeVisible();
    expect(screen.getAllByTestId('hunt-bird')[1]).toHaveTextContent('Shot by Dan Mallard');

    const user = userEvent.setup();
    const myself = await screen.findByRole('button', { name: SHOOTER_TEXT.me });
    expect(myself).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Dan Mallard' }));
    expect(screen.getByRole('button', { name: 'Dan Mallard' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Add Bird' }));
    await screen.findByRole('form', { name: 'Add bird' });
    await user.selectOptions(screen.getByLabelText('Species'), 'Mallard');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.getAllByTestId('hunt-bird')).toHaveLength(3));
    expect(requestsTo(requests, '/api/hunts/5/add_bird/')[0]?.body).toMatchObject({
      species: 'mallard',
      shooter: DAN_MEMBER,
    });
    expect(screen.getAllByTestId('hunt-bird')[2]).toHaveTextContent('Shot by Dan Mallard');
  });

  it('lets an invited friend accept from the hunt page', async () => {
    const requests = partyServer(
      huntJson({ id: 5, user: friend, is_owner: false, can_edit: false, can_upload_photos: false }),
      partyOf({
        owner: friend,
        members: [{ id: 70, status: 'invited', name: me.name, user: me }],
        viewer_status: 'invited',
        viewer_member: 70,
      }),
    );
    renderApp('/hunts/5');
    const card = await screen.findByTestId('hunting-party', {}, FIRST_LOAD);
    expect(card).toHaveTextContent(PARTY_TEXT.invitedBy(friend.name));
    expect(screen.queryByRole('button', { name: SHOOTER_TEXT.me })).not.toBeInTheDocument();
    await userEvent.setup().click(within(card).getByRole('button', { name: PARTY_TEXT.accept }));
    expect(await screen.findByText(PARTY_TEXT.accepted)).toBeInTheDocument();
    expect(requestsTo(requests, '/api/hunts/5/party/accept/')).toHaveLength(1);
  });
});
