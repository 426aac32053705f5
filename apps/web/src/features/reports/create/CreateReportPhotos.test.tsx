import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REPORT_TOASTS, photoUploadFailedCountMessage } from '@marshlog/domain';
import { tokenStore } from '../../../api';
import { json, requestsTo, type FetchHandler } from '../../../test/fetch-mock';
import { installFakeXhr, makePhoto, pickedFile, stubObjectUrls } from '../../photos/test-fixtures';
import {
  createButton,
  created,
  dialog,
  fillRequired,
  notifications,
  renderModal,
} from './modal-test-support';

describe('Create Report modal photos', () => {
  beforeEach(() => stubObjectUrls());
  afterEach(() => tokenStore.clear());

  function photoApi() {
    let grants = 0;
    return {
      'POST /api/photos/generate_upload_url/': () => {
        grants += 1;
        return json(200, {
          upload_url: '/api/storage/upload/',
          fields: { key: `uploads/7/report/41/${grants}.jpg` },
          s3_key: `uploads/7/report/41/${grants}.jpg`,
        });
      },
      'POST /api/photos/confirm_upload/': (request) => {
        const body = request.body as { caption: string; is_primary: boolean };
        return json(201, makePhoto(grants, { ...body, content_type: 'report', object_id: 41 }));
      },
    } satisfies Record<string, FetchHandler>;
  }

  it('uploads each photo after the report, captioned "Report photo {n}", and reports a failed one for 10 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const uploads = installFakeXhr();
    const { requests, onCreated, onClose } = renderModal(
      { 'POST /api/reports/': created(), ...photoApi() },
      { initialPoint: { latitude: 39, longitude: -121 } },
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await dialog();
    await fillRequired(user);
    await user.upload(screen.getByLabelText('Photo files'), [
      pickedFile('teal.jpg', 'image/jpeg'),
      pickedFile('spread.png', 'image/png'),
    ]);
    expect(screen.getByTestId('photo-count')).toHaveTextContent('2/5');
    await user.click(createButton());

    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Uploading photos...' })).toBeDisabled();
    uploads[0]?.progress(50, 100);
    expect(
      await screen.findByRole('progressbar', { name: 'Upload progress of teal.jpg' }),
    ).toHaveAttribute('aria-valuenow', '50');
    uploads[0]?.respond(500);
    await waitFor(() => expect(uploads).toHaveLength(2));
    uploads[1]?.respond(204);

    expect(await screen.findByRole('button', { name: REPORT_TOASTS.submitCreated })).toBeVisible();
    const toast = within(notifications()).getByRole('status');
    expect(toast).toHaveTextContent(REPORT_TOASTS.photoFailedTitle);
    expect(toast).toHaveTextContent(photoUploadFailedCountMessage(1, 2, 500));
    expect(requestsTo(requests, '/api/photos/generate_upload_url/')[0]?.body).toMatchObject({
      content_type: 'report',
      object_id: 41,
    });
    expect(requestsTo(requests, '/api/photos/confirm_upload/').map((r) => r.body)).toEqual([
      expect.objectContaining({ caption: 'Report photo 2', is_primary: true }),
    ]);
    expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ id: 41 }));

    // A partial success closes the modal after 2 s; its toast stays 10 s.
    await act(() => vi.advanceTimersByTimeAsync(1600));
    expect(onClose).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(onClose).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(7500));
    expect(notifications()).toHaveTextContent(REPORT_TOASTS.photoFailedTitle);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() =>
      expect(notifications()).not.toHaveTextContent(REPORT_TOASTS.photoFailedTitle),
    );
  }, 20_000);

  it('says the photos could not follow when the saved report comes back without its id', async () => {
    const uploads = installFakeXhr();
    const { user } = renderModal(
      { 'POST /api/reports/': created({ id: undefined }), ...photoApi() },
      { initialPoint: { latitude: 39, longitude: -121 } },
    );
    await dialog();
    await fillRequired(user);
    await user.upload(screen.getByLabelText('Photo files'), [pickedFile('teal.jpg', 'image/jpeg')]);
    await user.click(createButton());

    expect(await screen.findByRole('button', { name: REPORT_TOASTS.submitCreated })).toBeVisible();
    expect(notifications()).toHaveTextContent(REPORT_TOASTS.photoFailedTitle);
    expect(notifications()).toHaveTextContent(REPORT_TOASTS.photoFailedSystemError);
    expect(uploads).toHaveLength(0);
  });
});
