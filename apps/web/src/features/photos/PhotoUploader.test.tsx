import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MAX_PHOTO_CAPTION_LENGTH, photoTypeNotSupportedMessage } from '@marshlog/domain';
import { createQueryClient } from '../../api';
import { json, mockFetch, requestsTo } from '../../test/fetch-mock';
import { PhotoUploader, type PhotoUploaderProps } from './components/PhotoUploader';
import {
  PHOTO_CONTEXT_ERROR,
  PhotoUploadProvider,
  usePhotoUpload,
} from './pending/PhotoUploadContext';
import { installFakeXhr, makePhoto, pickedFile, stubObjectUrls } from './test-fixtures';

function renderUploader(props: Partial<PhotoUploaderProps> = {}) {
  const onUploaded = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PhotoUploadProvider>
        <PhotoUploader
          contentType="hunt"
          objectId={12}
          hasPrimary={false}
          onUploaded={onUploaded}
          {...props}
        />
      </PhotoUploadProvider>
    </QueryClientProvider>,
  );
  return { onUploaded };
}

/** The upload API: each grant names its own key; each confirmation answers a photo. */
function uploadApi() {
  let grants = 0;
  return mockFetch({
    'POST /api/photos/generate_upload_url/': () => {
      grants += 1;
      return json(200, {
        upload_url: '/api/storage/upload/',
        fields: { key: `uploads/7/hunt/12/${grants}.jpg`, policy: 'signed-policy' },
        s3_key: `uploads/7/hunt/12/${grants}.jpg`,
      });
    },
    'POST /api/photos/confirm_upload/': (request) => {
      const body = request.body as { caption: string; is_primary: boolean; filename: string };
      return json(
        201,
        makePhoto(grants, {
          caption: body.caption,
          is_primary: body.is_primary,
          filename: body.filename,
        }),
      );
    },
  });
}

const items = () => screen.getAllByTestId('upload-item');
const statusOf = (index: number) =>
  within(items()[index] as HTMLElement).getByTestId('upload-status');
const confirmations = (requests: ReturnType<typeof mockFetch>) =>
  requestsTo(requests, '/api/photos/confirm_upload/').map((request) => request.body);

describe('photo upload context', () => {
  it('refuses to be used outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Stray() {
      usePhotoUpload();
      return null;
    }
    expect(() => render(<Stray />)).toThrow(PHOTO_CONTEXT_ERROR);
  });
});

describe('photo uploader', () => {
  beforeEach(() => stubObjectUrls());

  it('refuses wrong types and files over 10 MB with the seed messages', () => {
    renderUploader();
    fireEvent.drop(screen.getByTestId('photo-drop-zone'), {
      dataTransfer: {
        files: [
          pickedFile('decoys.gif', 'image/gif'),
          pickedFile('huge.png', 'image/png', 11 * 1024 * 1024),
          pickedFile('teal.jpg', 'image/jpeg'),
        ],
      },
    });

    const notes = screen.getByRole('alert');
    expect(notes).toHaveTextContent(photoTypeNotSupportedMessage('image/gif'));
    expect(notes).toHaveTextContent(
      'File type image/gif not supported. Allowed types: image/jpeg, image/jpg, image/png, image/webp',
    );
    expect(notes).toHaveTextContent('File size 11.00MB exceeds maximum 10MB');
    expect(items()).toHaveLength(1);
    expect(screen.getByTestId('selected-photo-count')).toHaveTextContent('1 photo selected');
    expect(screen.getByAltText('Preview of teal.jpg')).toHaveAttribute('src', 'blob:preview-1');
  });

  it('keeps at most 5 photos in one selection and logs the excess', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderUploader();
    const user = userEvent.setup();
    const files = Array.from({ length: 7 }, (_, index) =>
      pickedFile(`pintail-${index}.jpg`, 'image/jpeg'),
    );

    await user.upload(screen.getByLabelText('Photo files'), files);

    expect(items()).toHaveLength(5);
    expect(screen.getByTestId('selected-photo-count')).toHaveTextContent('5 photos selected');
    expect(screen.getByRole('status')).toHaveTextContent('2 photos were left out');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('2 file(s) left out'), [
      'pintail-5.jpg',
      'pintail-6.jpg',
    ]);

    await user.upload(screen.getByLabelText('Photo files'), [pickedFile('late.jpg', 'image/jpeg')]);
    expect(items()).toHaveLength(5);
    expect(screen.queryByAltText('Preview of late.jpg')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove pintail-0.jpg' }));
    await user.upload(screen.getByLabelText('Photo files'), [pickedFile('late.jpg', 'image/jpeg')]);
    expect(items()).toHaveLength(5);
    expect(screen.getByAltText('Preview of late.jpg')).toBeInTheDocument();
  });

  it('limits a caption to 200 characters and counts them', async () => {
    renderUploader();
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Photo files'), [
      pickedFile('wigeon.jpg', 'image/jpeg'),
    ]);

    const caption = screen.getByLabelText(/Caption for wigeon\.jpg/);
    await user.type(caption, 'Wigeon over the flooded rice. ');
    expect(screen.getByText('30/200')).toBeInTheDocument();

    await user.clear(caption);
    await user.click(caption);
    await user.paste('x'.repeat(MAX_PHOTO_CAPTION_LENGTH - 2));
    await user.type(caption, 'yyyyy');
    expect(caption).toHaveValue(`${'x'.repeat(MAX_PHOTO_CAPTION_LENGTH - 2)}yy`);
    await user.clear(caption);
    await user.click(caption);
    await user.paste('x'.repeat(MAX_PHOTO_CAPTION_LENGTH + 5));
    expect(caption).toHaveValue('x'.repeat(MAX_PHOTO_CAPTION_LENGTH));
    expect(screen.getByText('200/200')).toBeInTheDocument();
  });

  it('goes pending, uploading with progress, then uploaded; the first becomes primary', async () => {
    const uploads = installFakeXhr();
    const requests = uploadApi();
    const { onUploaded } = renderUploader();
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Photo files'), [
      pickedFile('first-light.jpg', 'image/jpeg'),
      pickedFile('limit.png', 'image/png'),
    ]);
    await user.type(
      screen.getByLabelText(/Caption for first-light\.jpg/),
      'Two drakes at first light',
    );
    expect(statusOf(0)).toHaveTextContent('Pending');
    expect(statusOf(1)).toHaveTextContent('Pending');

    await user.click(screen.getByRole('button', { name: 'Upload 2 photos' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(statusOf(0)).toHaveTextContent('Uploading');
    expect(statusOf(1)).toHaveTextContent('Pending');
    const [first] = uploads;
    expect(first?.method).toBe('POST');
    expect(first?.url).toBe('/api/storage/upload/');
    expect([...(first?.body?.keys() ?? [])]).toEqual(['key', 'policy', 'file']);
    expect(requestsTo(requests, '/api/photos/generate_upload_url/')[0]?.body).toEqual({
      content_type: 'hunt',
      object_id: 12,
      filename: 'first-light.jpg',
      content_type_mime: 'image/jpeg',
      file_size: 50_000,
    });

    act(() => first?.progress(50, 100));
    expect(items()[0]).toHaveTextContent('50%');
    expect(
      screen.getByRole('progressbar', { name: 'Upload progress of first-light.jpg' }),
    ).toHaveAttribute('aria-valuenow', '50');
    // Half of one file of two: a quarter of the run.
    expect(
      screen.getByRole('progressbar', { name: 'Upload progress of all photos' }),
    ).toHaveAttribute('aria-valuenow', '25');

    act(() => first?.respond(204));
    await waitFor(() => expect(statusOf(0)).toHaveTextContent('Uploaded'));
    await waitFor(() => expect(uploads).toHaveLength(2));
    expect(statusOf(1)).toHaveTextContent('Uploading');
    act(() => uploads[1]?.respond(204));
    // Once the run is over the uploaded photos leave the list: they show with the item instead.
    await waitFor(() => expect(screen.queryAllByTestId('upload-item')).toHaveLength(0));

    expect(confirmations(requests)).toEqual([
      {
        s3_key: 'uploads/7/hunt/12/1.jpg',
        filename: 'first-light.jpg',
        file_size: 50_000,
        content_type_mime: 'image/jpeg',
        caption: 'Two drakes at first light',
        is_primary: true,
      },
      expect.objectContaining({
        s3_key: 'uploads/7/hunt/12/2.jpg',
        filename: 'limit.png',
        is_primary: false,
      }),
    ]);
    expect(await screen.findByText('2 photos uploaded.')).toBeInTheDocument();
    expect(
      screen.queryByRole('progressbar', { name: 'Upload progress of all photos' }),
    ).not.toBeInTheDocument();
    expect(onUploaded).toHaveBeenCalledWith([
      expect.objectContaining({ filename: 'first-light.jpg', is_primary: true }),
      expect.objectContaining({ filename: 'limit.png', is_primary: false }),
    ]);
  });

  it('marks none primary when the item already has a primary photo', async () => {
    const uploads = installFakeXhr();
    const requests = uploadApi();
    renderUploader({ hasPrimary: true });
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Photo files'), [
      pickedFile('gadwall.webp', 'image/webp'),
    ]);
    await user.click(screen.getByRole('button', { name: 'Upload 1 photo' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    act(() => uploads[0]?.respond(204));

    expect(await screen.findByText('1 photo uploaded.')).toBeInTheDocument();
    expect(confirmations(requests)).toEqual([expect.objectContaining({ is_primary: false })]);
  });

  it('shows the storage failures and lets the failed ones be sent again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const uploads = installFakeXhr();
    const requests = uploadApi();
    const { onUploaded } = renderUploader();
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Photo files'), [
      pickedFile('refused.jpg', 'image/jpeg'),
      pickedFile('offline.jpg', 'image/jpeg'),
    ]);
    await user.click(screen.getByRole('button', { name: 'Upload 2 photos' }));

    await waitFor(() => expect(uploads).toHaveLength(1));
    act(() => uploads[0]?.respond(403));
    await waitFor(() => expect(statusOf(0)).toHaveTextContent('Error'));
    expect(items()[0]).toHaveTextContent('S3 upload failed with status 403');

    await waitFor(() => expect(uploads).toHaveLength(2));
    act(() => uploads[1]?.failNetwork());
    await waitFor(() => expect(statusOf(1)).toHaveTextContent('Error'));
    expect(within(items()[1] as HTMLElement).getByRole('alert')).toHaveTextContent(
      /^S3 upload failed$/,
    );
    expect(confirmations(requests)).toHaveLength(0);
    expect(await screen.findByText(/0 of 2 uploaded, 2 failed/)).toBeInTheDocument();
    expect(onUploaded).toHaveBeenCalledWith([]);

    await user.click(screen.getByRole('button', { name: 'Upload 2 photos' }));
    await waitFor(() => expect(uploads).toHaveLength(3));
    expect(statusOf(0)).toHaveTextContent('Uploading');
    act(() => uploads[2]?.respond(204));
    await waitFor(() => expect(statusOf(0)).toHaveTextContent('Uploaded'));
    expect(confirmations(requests)).toEqual([
      expect.objectContaining({ filename: 'refused.jpg', is_primary: true }),
    ]);
  });
});
