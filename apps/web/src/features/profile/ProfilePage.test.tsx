import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { USER_MESSAGES } from '@marshlog/domain';
import { tokenStore } from '../../api';
import { IDENTITY_STORAGE_KEY } from '../../api/token-store';
import {
  json,
  mockFetch,
  requestsTo,
  tokenAnswer,
  type RecordedRequest,
} from '../../test/fetch-mock';
import { hunter, hunterSession, renderApp } from '../../test/render-app';

const taken = 'That username is already taken';

function signedInAs(patch: (request: RecordedRequest) => Response) {
  localStorage.setItem(
    IDENTITY_STORAGE_KEY,
    JSON.stringify({ email: hunter.email, provider: 'credentials' }),
  );
  let session = hunterSession;
  return mockFetch({
    'POST /api/auth/token/': () => json(200, tokenAnswer('jwt')),
    'GET /api/auth/session/': () => json(200, session),
    'GET /api/users/me/': () => json(200, hunter),
    'PATCH /api/users/me/': (request) => {
      const answer = patch(request);
      if (answer.ok)
        session = { ...session, user: { ...session.user, ...(request.body as object) } };
      return answer;
    },
  });
}

describe('profile page', () => {
  afterEach(() => tokenStore.clear());

  it('shows name, username and email', async () => {
    signedInAs(() => json(500, {}));
    renderApp('/profile');

    expect(await screen.findByTestId('profile-name')).toHaveTextContent('Ada Teal');
    expect(screen.getByTestId('profile-username')).toHaveTextContent('@ada');
    expect(screen.getByTestId('profile-email')).toHaveTextContent('ada@marsh.test');
  });

  it('puts a taken username on the username field', async () => {
    signedInAs(() => json(409, { detail: taken, errors: { username: [taken] } }));
    renderApp('/profile');
    const user = userEvent.setup();

    const username = await screen.findByLabelText('Username');
    await user.clear(username);
    await user.type(username, 'greenhead');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(taken)).toBeInTheDocument();
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Profile updated')).not.toBeInTheDocument();
  });

  it('checks the form before sending it', async () => {
    const requests = signedInAs(() => json(200, hunter));
    renderApp('/profile');
    const user = userEvent.setup();

    const username = await screen.findByLabelText('Username');
    await user.clear(username);
    await user.type(username, 'a b');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(USER_MESSAGES.usernameInvalid)).toBeInTheDocument();
    expect(
      requestsTo(requests, '/api/users/me/').filter((request) => request.method === 'PATCH'),
    ).toHaveLength(0);
  });

  it('saves name and username, confirms with a toast and updates the header', async () => {
    const requests = signedInAs((request) => json(200, { ...hunter, ...(request.body as object) }));
    renderApp('/profile');
    const user = userEvent.setup();

    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.type(name, '  Ada Canvasback ');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    const patch = requestsTo(requests, '/api/users/me/').find(
      (request) => request.method === 'PATCH',
    );
    expect(patch?.body).toEqual({ name: 'Ada Canvasback', username: 'ada' });
    expect(
      await screen.findByRole('button', { name: 'Account menu for Ada Canvasback' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('profile-name')).toHaveTextContent('Ada Canvasback');
  });
});
