import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tokenStore } from '../../api';
import { json, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

describe('landing page', () => {
  afterEach(() => tokenStore.clear());

  it('shows a visitor at / what Marshlog is, with the way to sign up or sign in', async () => {
    mockFetch({ 'GET /api/auth/providers/': () => json(200, []) });
    renderApp('/');

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Every hunt, every spot, every bird. Yours to keep.',
      }),
    ).toBeInTheDocument();
    // Still on /: not sent to a bare sign-in form.
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Create your logbook' })).toHaveAttribute(
      'href',
      '/auth/signup',
    );
    expect(main.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/signin');
    for (const feature of ['Log every hunt', 'Keep your spots secret', 'Hunt with friends']) {
      expect(main.getByRole('heading', { name: feature })).toBeInTheDocument();
    }

    await userEvent.setup().click(main.getByRole('link', { name: 'Create your logbook' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/auth/signup');
  });
});
