import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Photo } from '@marshlog/domain';
import { tokenStore } from '../../api';
import { IDENTITY_STORAGE_KEY } from '../../api/token-store';
import { json, mockFetch, requestsTo, tokenAnswer, type FetchHandler } from '../../test/fetch-mock';
import { hunter, hunterSession, renderApp } from '../../test/render-app';
import { makePhoto, page } from './test-fixtures';

/** The gallery's page: each photo names its item, as the server does. */
const galleryPage = (photos: Photo[]) =>
  page(photos.map((photo) => ({ ...photo, subject: `Hunt on Sat, Nov 15, 2025` })));

/** A signed-in hunter with these photos; deletes remove them, as the server would. */
function galleryOf(photos: Photo[], gallery?: FetchHandler) {
  localStorage.setItem(
    IDENTITY_STORAGE_KEY,
    JSON.stringify({ email: hunter.email, provider: 'credentials' }),
  );
  let stored = [...photos];
  return mockFetch({
    'POST /api/auth/token/': () => json(200, tokenAnswer('jwt')),
    'GET /api/auth/session/': () => json(200, hunterSession),
    'GET /api/photos/user_gallery/': gallery ?? (() => json(200, galleryPage(stored))),
    'DELETE /api/photos/bulk_delete/': (request) => {
      const { ids } = request.body as { ids: number[] };
      stored = stored.filter((photo) => !ids.includes(photo.id));
      return json(200, { deleted: ids.length });
    },
    'DELETE /api/photos/2/': () => {
      stored = stored.filter((photo) => photo.id !== 2);
      return new Response(null, { status: 204 });
    },
  });
}

const threePhotos = () => [
  makePhoto(1),
  makePhoto(2, { is_primary: true }),
  makePhoto(3, { content_type: 'location' }),
];
const tiles = () => screen.getAllByTestId('gallery-tile');

describe('gallery', () => {
  afterEach(() => tokenStore.clear());

  it('asks for the first 20 photos, newest upload first', async () => {
    const requests = galleryOf(threePhotos());
    renderApp('/gallery');

    expect(await screen.findByRole('heading', { name: 'Gallery' })).toBeInTheDocument();
    await waitFor(() => expect(tiles()).toHaveLength(3));
    expect(requestsTo(requests, '/api/photos/user_gallery/')[0]?.path).toBe(
      '/api/photos/user_gallery/?page=1&page_size=20&ordering=-uploaded_at',
    );
    expect(screen.getByText('3 photos')).toBeInTheDocument();
    // Each tile says which hunt it belongs to, and leads there.
    expect(within(tiles()[0] as HTMLElement).getByTestId('gallery-tile-subject')).toHaveAttribute(
      'href',
      '/hunts/12',
    );
    expect(tiles()[0]).toHaveTextContent('Hunt on Sat, Nov 15, 2025');
  });

  it('shows a photo large with its caption; arrow keys move and Escape closes', async () => {
    galleryOf(threePhotos());
    renderApp('/gallery');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'View Caption 1' }));
    const viewer = await screen.findByRole('dialog', { name: 'marsh-1.jpg' });
    expect(within(viewer).getByTestId('lightbox-caption')).toHaveTextContent('Caption 1');
    expect(viewer).toHaveTextContent('Photo 1 of 3');
    expect(within(viewer).getByRole('link', { name: 'Open hunt' })).toHaveAttribute(
      'href',
      '/hunts/12',
    );

    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('dialog', { name: 'marsh-2.jpg' })).toHaveTextContent(
      'Caption 2',
    );
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'marsh-3.jpg' })).toHaveTextContent('Photo 3 of 3');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: 'marsh-2.jpg' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('deletes the selected photos in bulk and clears the selection', async () => {
    const requests = galleryOf(threePhotos());
    renderApp('/gallery');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Select photos' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Caption 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Caption 3' }));
    expect(screen.getByTestId('bulk-count')).toHaveTextContent('2 photos selected');

    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete 2 photos?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(tiles()).toHaveLength(1));
    const bulkDelete = requestsTo(requests, '/api/photos/bulk_delete/');
    expect(bulkDelete.map((request) => [request.method, request.body])).toEqual([
      ['DELETE', { ids: [1, 3] }],
    ]);
    expect(screen.getByTestId('bulk-count')).toHaveTextContent('0 photos selected');
    expect(screen.getByRole('checkbox', { name: 'Select Caption 2' })).not.toBeChecked();
    expect(await screen.findByText('2 photos deleted')).toBeInTheDocument();
  });

  it('clears the selection when bulk mode is left', async () => {
    galleryOf(threePhotos());
    renderApp('/gallery');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Select photos' }));
    await user.click(screen.getByRole('button', { name: 'Select all on this page' }));
    expect(screen.getByTestId('bulk-count')).toHaveTextContent('3 photos selected');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('checkbox', { name: /^Select / })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Select photos' }));
    expect(screen.getByTestId('bulk-count')).toHaveTextContent('0 photos selected');
    for (const checkbox of screen.getAllByRole('checkbox', { name: /^Select / }))
      expect(checkbox).not.toBeChecked();
  });

  it('closes the viewer when the photo shown is deleted', async () => {
    const requests = galleryOf(threePhotos());
    renderApp('/gallery');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'View Caption 2' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'marsh-2.jpg' })).getByRole('button', {
        name: 'Delete photo',
      }),
    );
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete photo?' })).getByRole('button', {
        name: 'Delete',
      }),
    );

    await waitFor(() => expect(tiles()).toHaveLength(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requestsTo(requests, '/api/photos/2/').map((request) => request.method)).toEqual([
      'DELETE',
    ]);
  });

  it('filters by item kind and primary only, back on page 1, and says when nothing matches', async () => {
    const requests = galleryOf([], (request) =>
      json(200, request.path.includes('content_type') ? page([]) : galleryPage(threePhotos())),
    );
    renderApp('/gallery');
    const user = userEvent.setup();
    await waitFor(() => expect(tiles()).toHaveLength(3));

    await user.selectOptions(screen.getByLabelText('Attached to'), 'hunt');
    await user.click(screen.getByLabelText('Primary photos only'));

    expect(await screen.findByText('No photos match these filters')).toBeInTheDocument();
    const last = requestsTo(requests, '/api/photos/user_gallery/').at(-1);
    expect(last?.path).toBe(
      '/api/photos/user_gallery/?page=1&page_size=20&content_type=hunt&is_primary=true&ordering=-uploaded_at',
    );

    await user.click(screen.getAllByRole('button', { name: 'Reset filters' })[0] as HTMLElement);
    await waitFor(() => expect(tiles()).toHaveLength(3));
  });

  it('has designed empty and error states', async () => {
    galleryOf([]);
    const { unmount } = renderApp('/gallery');
    expect(await screen.findByText('No photos yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Select photos' })).not.toBeInTheDocument();
    unmount();

    galleryOf([], () => json(400, { detail: 'Use a date as YYYY-MM-DD' }));
    renderApp('/gallery');
    expect(await screen.findByText('Could not load your photos')).toBeInTheDocument();
    expect(screen.getByText('Use a date as YYYY-MM-DD')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
