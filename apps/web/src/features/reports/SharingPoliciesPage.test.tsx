import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SHARING_POLICY_MESSAGES } from '@marshlog/domain';
import { tokenStore } from '../../api';
import { json, requestsTo } from '../../test/fetch-mock';
import { hunter, renderApp } from '../../test/render-app';
import { friendshipRow, otherHunterNamed, page, signedInWith } from '../friends/test-support';
import { policyFixture } from './test-support';

const brant = otherHunterNamed(12, 'Brant Goose', 'brant');

describe('sharing policies', () => {
  afterEach(() => tokenStore.clear());

  it('lists each policy with who reads it and what they get', async () => {
    signedInWith({
      'GET /api/sharing-policies/': () =>
        json(
          200,
          page([
            policyFixture(),
            policyFixture({
              id: 4,
              name: 'Hunting partners: Teal',
              visibility: 'user',
              allow_comments: false,
              allow_location_sharing: false,
              show_hunter_info: false,
              allowed_users: [brant],
            }),
          ]),
        ),
    });
    renderApp('/reports/policies');

    const list = await screen.findByRole('list', { name: 'Sharing policies' }, { timeout: 5000 });
    const crew = within(list).getByRole('listitem', { name: 'Opening weekend crew' });
    expect(crew).toHaveTextContent('My Friends');
    expect(crew).toHaveTextContent('Comments on');
    expect(crew).toHaveTextContent('Exact location');
    expect(crew).toHaveTextContent('Name shown');
    const partners = within(list).getByRole('listitem', { name: 'Hunting partners: Teal' });
    expect(partners).toHaveTextContent('Chosen hunting partners');
    expect(partners).toHaveTextContent('Comments off');
    expect(partners).toHaveTextContent('Area only');
    expect(partners).toHaveTextContent('Anonymous');
    expect(partners).toHaveTextContent('Allowed: Brant Goose');
  });

  it('creates a policy for chosen friends with its switches, and needs a name', async () => {
    const requests = signedInWith({
      'GET /api/sharing-policies/': () => json(200, page([])),
      'GET /api/friendships/': () => json(200, page([friendshipRow(5, hunter, brant, 'accepted')])),
      'POST /api/sharing-policies/': (request) =>
        json(201, policyFixture({ ...(request.body as object), allowed_users: [brant] })),
    });
    renderApp('/reports/policies');
    const user = userEvent.setup();

    expect(
      await screen.findByText('No sharing policies yet', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'New policy' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'New sharing policy' });
    await user.click(within(dialog).getByRole('button', { name: 'Create policy' }));
    expect(await within(dialog).findByText(SHARING_POLICY_MESSAGES.nameRequired)).toBeVisible();

    await user.type(within(dialog).getByLabelText('Name'), 'Dawn patrol');
    await user.selectOptions(within(dialog).getByLabelText('Who can read'), 'user');
    await user.click(await within(dialog).findByRole('checkbox', { name: /Brant Goose/ }));
    const location = within(dialog).getByRole('switch', { name: 'Share exact location' });
    expect(location).toHaveAttribute('aria-checked', 'true');
    await user.click(location);
    expect(location).toHaveAttribute('aria-checked', 'false');
    await user.click(within(dialog).getByRole('button', { name: 'Create policy' }));

    const posts = () =>
      requestsTo(requests, '/api/sharing-policies/').filter((r) => r.method === 'POST');
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.body).toEqual({
      name: 'Dawn patrol',
      description: '',
      visibility: 'user',
      allow_comments: true,
      allow_location_sharing: false,
      show_hunter_info: true,
      allowed_users: [12],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('duplicates a policy and deletes one after asking', async () => {
    const requests = signedInWith({
      'GET /api/sharing-policies/': () => json(200, page([policyFixture()])),
      'POST /api/sharing-policies/3/duplicate/': () =>
        json(201, policyFixture({ id: 9, name: 'Opening weekend crew (copy)' })),
      'DELETE /api/sharing-policies/3/': () => json(204, null),
    });
    renderApp('/reports/policies');
    const user = userEvent.setup();

    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Duplicate Opening weekend crew' },
        { timeout: 5000 },
      ),
    );
    await waitFor(() =>
      expect(requestsTo(requests, '/api/sharing-policies/3/duplicate/')).toHaveLength(1),
    );
    await user.click(screen.getByRole('button', { name: 'Delete Opening weekend crew' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Opening weekend crew?' });
    expect(confirm).toHaveTextContent('Reports under this policy become private');
    await user.click(within(confirm).getByRole('button', { name: 'Delete policy' }));
    await waitFor(() =>
      expect(
        requestsTo(requests, '/api/sharing-policies/3/').map((request) => request.method),
      ).toEqual(['DELETE']),
    );
  });
});
