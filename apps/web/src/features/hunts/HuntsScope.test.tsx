import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tokenStore } from '../../api';
import { json, requestsTo, type RecordedRequest } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { huntJson, page, signedInWith, FIRST_LOAD } from './testing/fixtures';

const hunt = huntJson({ id: 1, date_of_hunt: '2025-11-15', latitude: 39.3, longitude: -121.8 });

function lastQuery(requests: RecordedRequest[]): Record<string, string> {
  const path = requestsTo(requests, '/api/hunts/').at(-1)?.path ?? '';
  return Object.fromEntries(new URL(path, 'http://localhost').searchParams);
}

describe('hunts scope control', () => {
  afterEach(() => tokenStore.clear());

  it("starts on the hunter's own hunts, the other scopes one tap away", async () => {
    const requests = signedInWith({ 'GET /api/hunts/': () => json(200, page([hunt])) });
    renderApp('/hunts');
    await screen.findByTestId('hunt-count', undefined, FIRST_LOAD);

    const group = screen.getByRole('group', { name: 'Whose hunts' });
    const choices = within(group).getAllByRole('radio');
    expect(choices.map((choice) => choice.closest('label')?.textContent)).toEqual([
      'Mine',
      'Friends',
      'All',
    ]);
    expect(within(group).getByRole('radio', { name: 'Mine' })).toBeChecked();
    expect(lastQuery(requests).scope).toBe('mine');
    expect(screen.getByTestId('location')).not.toHaveTextContent('scope=');
  });

  it('sends the chosen scope, keeps it in the address and goes back to page 1', async () => {
    const requests = signedInWith({ 'GET /api/hunts/': () => json(200, page([hunt], 45)) });
    renderApp('/hunts?page=2&species=mallard');
    await screen.findByTestId('hunt-count', undefined, FIRST_LOAD);
    expect(lastQuery(requests).page).toBe('2');
    const user = userEvent.setup();

    await user.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(lastQuery(requests)).toMatchObject({ scope: 'all', page: '1' }));
    expect(lastQuery(requests).species).toBe('mallard');
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
    expect(screen.getByTestId('location')).toHaveTextContent('scope=all');
    expect(screen.getByTestId('location')).not.toHaveTextContent('page=');

    await user.click(screen.getByRole('radio', { name: 'Mine' }));
    await waitFor(() => expect(lastQuery(requests).scope).toBe('mine'));
    expect(screen.getByTestId('location')).not.toHaveTextContent('scope=');
  });

  it('moves between scopes with the arrow keys', async () => {
    const requests = signedInWith({ 'GET /api/hunts/': () => json(200, page([hunt])) });
    renderApp('/hunts?scope=mine');
    await screen.findByTestId('hunt-count', undefined, FIRST_LOAD);
    expect(lastQuery(requests).scope).toBe('mine');
    const user = userEvent.setup();

    screen.getByRole('radio', { name: 'Mine' }).focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(lastQuery(requests).scope).toBe('friends'));
    expect(screen.getByRole('radio', { name: 'Friends' })).toBeChecked();
  });

  it('keeps the scope when the filters are cleared', async () => {
    const requests = signedInWith({ 'GET /api/hunts/': () => json(200, page([hunt])) });
    renderApp('/hunts?scope=friends&privacy_level=public');
    await screen.findByTestId('hunt-count', undefined, FIRST_LOAD);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(lastQuery(requests)).not.toHaveProperty('privacy_level'));
    expect(lastQuery(requests).scope).toBe('friends');
  });

  it('welcomes a new hunter with "Log your first hunt" on their own empty logbook', async () => {
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

  it('says there are no hunts from friends yet, with a link to friends', async () => {
    signedInWith({ 'GET /api/hunts/': () => json(200, page([])) });
    renderApp('/hunts?scope=friends');

    expect(
      await screen.findByText('No hunts from friends yet', undefined, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find friends' })).toHaveAttribute('href', '/friends');
  });
});
