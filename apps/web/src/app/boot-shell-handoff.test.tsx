import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { tokenStore } from '../api';
import { json, mockFetch, tokenAnswer } from '../test/fetch-mock';
import { renderApp } from '../test/render-app';
import { signedInWith, FIRST_LOAD } from '../features/hunts/testing/fixtures';

const bootShell = () => document.querySelector('.boot-shell');

describe('the boot shell hands the screen over to the app', () => {
  beforeEach(() => {
    // As index.html sends it: the shell before the app's root, at its address.
    window.history.replaceState(null, '', '/hunts');
    document.body.insertAdjacentHTML(
      'afterbegin',
      '<div class="boot-shell" data-address="/hunts" inert aria-hidden="true"></div>',
    );
  });
  afterEach(() => {
    bootShell()?.remove();
    window.history.replaceState(null, '', '/');
    tokenStore.clear();
  });

  it('stays up while the session loads, and goes when the screen itself renders', async () => {
    let answerToken = () => {};
    signedInWith({
      'POST /api/auth/token/': () =>
        new Promise<Response>((resolve) => {
          answerToken = () => resolve(json(200, tokenAnswer('jwt')));
        }),
      'GET /api/hunts/': () => new Promise<Response>(() => undefined),
    });
    renderApp('/hunts');
    await screen.findByText('Opening your logbook...');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bootShell()).not.toBeNull();

    answerToken();
    await screen.findByText('Loading hunts...', {}, FIRST_LOAD);
    await waitFor(() => expect(bootShell()).toBeNull());
  });

  it('goes at once when a signed-out visitor is sent to sign in', async () => {
    mockFetch({ 'GET /api/auth/providers/': () => json(200, []) });
    renderApp('/hunts');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/auth/signin'));
    await waitFor(() => expect(bootShell()).toBeNull());
  });
});
