import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { Photo } from '@marshlog/domain';
import { createQueryClient, tokenStore } from '../../api';
import { IDENTITY_STORAGE_KEY } from '../../api/token-store';
import { AppProviders } from '../../app/App';
import { json, mockFetch, requestsTo, tokenAnswer, type FetchHandler } from '../../test/fetch-mock';
import { hunter, hunterSession } from '../../test/render-app';
import { PhotoSection, type PhotoSectionProps } from './index';
import { installFakeXhr, makePhoto, page, pickedFile, stubObjectUrls } from './test-fixtures';

/** A signed-in hunter (id 7) looking at hunt 12, whose photos the server keeps in `stored`. */
function huntPhotos(photos: Photo[], extra: Record<string, FetchHandler> = {}) {
  localStorage.setItem(
    IDENTITY_STORAGE_KEY,
    JSON.stringify({ email: hunter.email, provider: 'credentials' }),
  );
  const stored = { photos: [...photos] };
  const requests = mockFetch({
    'POST /api/auth/token/': () => json(200, tokenAnswer('jwt')),
    'GET /api/auth/session/': () => json(200, hunterSession),
    'GET /api/photos/': () => json(200, page(stored.photos)),
    ...extra,
  });
  return { requests, stored };
}

function renderSection(props: Partial<PhotoSectionProps> = {}) {
  return render(
    <MemoryRouter>
      <AppProviders queryClient={createQueryClient()}>
        <PhotoSection contentType="hunt" objectId={12} canUpload canEdit {...props} />
      </AppProviders>
    </MemoryRouter>,
  );
}

const tileNames = () =>
  screen
    .getAllByRole('button', { name: /^View / })
    .map((button) => button.getAttribute('aria-label'));

describe('photo section of a hunt', () => {
  beforeEach(() => stubObjectUrls());
  afterEach(() => tokenStore.clear());

  it("shows 'Loading...', then the item's photos with the primary first", async () => {
    let answer: (response: Response) => void = () => undefined;
    const { requests } = huntPhotos([], {
      'GET /api/photos/': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderSection();

    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    await waitFor(() => expect(requestsTo(requests, '/api/photos/')).toHaveLength(1));
    expect(requestsTo(requests, '/api/photos/')[0]?.path).toBe(
      '/api/photos/?content_type=hunt&object_id=12&ordering=uploaded_at&page_size=100',
    );
    act(() =>
      answer(json(200, page([makePhoto(1), makePhoto(2, { is_primary: true }), makePhoto(3)]))),
    );

    await waitFor(() =>
      expect(tileNames()).toEqual(['View Caption 2', 'View Caption 1', 'View Caption 3']),
    );
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Photos' })).toBeInTheDocument();
    expect(screen.getByText('3 photos')).toBeInTheDocument();
  });

  it("says 'No URL Generated' without a download URL, and 'S3 Access Denied' when the image fails", async () => {
    huntPhotos([
      makePhoto(1, { download_url: '', caption: '' }),
      makePhoto(2, { filename: 'blind-at-dawn.jpg' }),
    ]);
    renderSection();

    expect(await screen.findByText('No URL Generated')).toBeInTheDocument();
    const image = screen.getByRole('img', { name: 'Caption 2' });
    fireEvent.error(image);

    const denied = screen.getByText('S3 Access Denied').parentElement as HTMLElement;
    expect(denied).toHaveTextContent('AWS permissions needed');
    expect(denied).toHaveTextContent('blind-at-dawn.jpg');
  });

  it('deletes a photo after confirming', async () => {
    const { requests, stored } = huntPhotos([makePhoto(1), makePhoto(2)], {
      'DELETE /api/photos/1/': () => {
        stored.photos = stored.photos.filter((photo) => photo.id !== 1);
        return new Response(null, { status: 204 });
      },
    });
    renderSection();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Delete marsh-1.jpg' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete photo?' });
    expect(confirm).toHaveTextContent('marsh-1.jpg will be removed for good.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(tileNames()).toEqual(['View Caption 2']));
    expect(requestsTo(requests, '/api/photos/1/').map((request) => request.method)).toEqual([
      'DELETE',
    ]);
  });

  it('sets a photo as primary and edits a caption', async () => {
    const { requests, stored } = huntPhotos([makePhoto(1, { is_primary: true }), makePhoto(2)], {
      'PATCH /api/photos/2/': (request) => {
        const changes = request.body as Partial<Photo>;
        stored.photos = stored.photos.map((photo) =>
          photo.id === 2
            ? { ...photo, ...changes }
            : changes.is_primary
              ? { ...photo, is_primary: false }
              : photo,
        );
        return json(
          200,
          stored.photos.find((photo) => photo.id === 2),
        );
      },
    });
    renderSection();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Set marsh-2.jpg as primary' }));
    await waitFor(() => expect(tileNames()).toEqual(['View Caption 2', 'View Caption 1']));

    await user.click(screen.getByRole('button', { name: 'Edit caption of marsh-2.jpg' }));
    const caption = within(
      await screen.findByRole('dialog', { name: 'Edit caption' }),
    ).getByLabelText('Caption');
    await user.clear(caption);
    await user.type(caption, '  Limit of greenheads ');
    await user.click(screen.getByRole('button', { name: 'Save caption' }));

    await waitFor(() => expect(tileNames()[0]).toBe('View Limit of greenheads'));
    expect(requestsTo(requests, '/api/photos/2/').map((request) => request.body)).toEqual([
      { is_primary: true },
      { caption: 'Limit of greenheads' },
    ]);
  });

  it('offers adding and changing only to those allowed; uploaders keep their own photos', async () => {
    huntPhotos([
      makePhoto(1, { user: { id: 99, username: 'other', name: 'Other Hunter' } }),
      makePhoto(2),
    ]);
    renderSection({ canUpload: false, canEdit: false });

    await waitFor(() => expect(tileNames()).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Add photos' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete marsh-1.jpg' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete marsh-2.jpg' })).toBeInTheDocument();
  });

  it('uploads new photos, the first as primary when none is, and shows them', async () => {
    const uploads = installFakeXhr();
    const { requests, stored } = huntPhotos([], {
      'POST /api/photos/generate_upload_url/': () =>
        json(200, {
          upload_url: '/api/storage/upload/',
          fields: { key: 'k' },
          s3_key: 'uploads/7/hunt/12/a.jpg',
        }),
      'POST /api/photos/confirm_upload/': (request) => {
        const body = request.body as { caption: string; is_primary: boolean };
        const photo = makePhoto(5, { caption: body.caption, is_primary: body.is_primary });
        stored.photos = [photo];
        return json(201, photo);
      },
    });
    renderSection();
    const user = userEvent.setup();

    expect(await screen.findByText('No photos yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add photos' }));
    await user.upload(screen.getByLabelText('Photo files'), [
      pickedFile('spread.jpg', 'image/jpeg'),
    ]);
    await user.type(screen.getByLabelText(/Caption for spread\.jpg/), 'The spread');
    await user.click(screen.getByRole('button', { name: 'Upload 1 photo' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    act(() => uploads[0]?.respond(204));

    await waitFor(() => expect(tileNames()).toEqual(['View The spread']));
    expect(requestsTo(requests, '/api/photos/confirm_upload/')[0]?.body).toMatchObject({
      caption: 'The spread',
      is_primary: true,
    });
  });
});
