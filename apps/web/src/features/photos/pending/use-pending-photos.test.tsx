import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import {
  LOCATION_MESSAGES,
  REPORT_MESSAGES,
  photoTooLargeMessage,
  photoTypeNotSupportedMessage,
} from '@marshlog/domain';
import { json, mockFetch, requestsTo } from '../../../test/fetch-mock';
import {
  installFakeXhr,
  makePhoto,
  pickedFile,
  stubObjectUrls,
  type DrivenUpload,
} from '../test-fixtures';
import { NEW_LOCATION_PHOTOS } from '../../locations/location-photo-limits';
import { NEW_REPORT_PHOTOS } from '../../reports/create/report-photo-limits';
import { ADDED_PHOTOS, type PhotoLimits } from './photo-limits';
import { usePendingPhotos, type UploadOutcome } from './use-pending-photos';

const ELEVEN_MB = 11 * 1024 * 1024;
const jpegs = (count: number, prefix = 'teal') =>
  Array.from({ length: count }, (_, index) => pickedFile(`${prefix}-${index}.jpg`, 'image/jpeg'));

function field(limits: PhotoLimits) {
  return renderHook(() => usePendingPhotos(limits));
}

/** The upload API: each grant names its own key; each confirmation answers what it was sent. */
function uploadApi() {
  let grants = 0;
  const requests = mockFetch({
    'POST /api/photos/generate_upload_url/': () => {
      grants += 1;
      return json(200, {
        upload_url: '/api/storage/upload/',
        fields: { key: `k${grants}` },
        s3_key: `k${grants}`,
      });
    },
    'POST /api/photos/confirm_upload/': (request) => {
      const body = request.body as { caption: string; is_primary: boolean; filename: string };
      return json(201, makePhoto(grants, body));
    },
  });
  return () =>
    requestsTo(requests, '/api/photos/confirm_upload/').map(
      (request) => request.body as { filename: string; caption: string; is_primary: boolean },
    );
}

/** Starts an upload run inside act; `outcome()` waits for how it went. */
function startRun(start: () => Promise<UploadOutcome>) {
  let run: Promise<UploadOutcome> | undefined;
  act(() => {
    run = start();
  });
  return {
    outcome: async () => {
      let outcome: UploadOutcome | undefined;
      await act(async () => {
        outcome = await run;
      });
      if (!outcome) throw new Error('the run did not start');
      return outcome;
    },
  };
}

/** Answers each direct upload as the run starts it: with a status, or with no answer at all. */
async function answerInTurn(uploads: DrivenUpload[], answers: (number | 'no network')[]) {
  for (const [index, answer] of answers.entries()) {
    await waitFor(() => expect(uploads.length).toBeGreaterThan(index));
    const upload = uploads[index];
    act(() => (answer === 'no network' ? upload?.failNetwork() : upload?.respond(answer)));
  }
}

const revoked = () => vi.mocked(URL.revokeObjectURL).mock.calls.map(([url]) => url as string);

describe('photos waiting for their item', () => {
  beforeEach(() => stubObjectUrls());

  it('takes up to 10 image files for a new location, of any size, and says when it is full', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { result } = field(NEW_LOCATION_PHOTOS);
    act(() =>
      result.current.add([
        pickedFile('decoys.gif', 'image/gif'),
        pickedFile('panorama.png', 'image/png', ELEVEN_MB),
        ...jpegs(10),
      ]),
    );

    expect(result.current.photos.map((photo) => photo.file.name)).toEqual([
      'panorama.png',
      ...jpegs(9).map((file) => file.name),
    ]);
    expect(result.current.refused).toEqual([
      { name: 'decoys.gif', message: photoTypeNotSupportedMessage('image/gif') },
    ]);
    expect(result.current.overflow).toBe(1);
    expect(result.current.full).toBe(true);
    expect(result.current.limits.limitMessage).toBe(LOCATION_MESSAGES.tooManyPhotos);
  });

  it('takes at most 5 for a report, refusing a file over 10 MB with the seed message', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { result } = field(NEW_REPORT_PHOTOS);
    act(() => result.current.add([pickedFile('huge.png', 'image/png', ELEVEN_MB), ...jpegs(6)]));

    expect(result.current.photos).toHaveLength(5);
    expect(result.current.refused).toEqual([
      { name: 'huge.png', message: photoTooLargeMessage(ELEVEN_MB) },
    ]);
    expect(result.current.refused[0]?.message).toBe('File size 11.00MB exceeds maximum 10MB');
    expect(result.current.overflow).toBe(1);
    expect(result.current.limits.limitMessage).toBe(REPORT_MESSAGES.tooManyPhotos);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('1 file(s) left out'), [
      'teal-5.jpg',
    ]);

    // Removing one makes room again; the notes go when dismissed.
    act(() => result.current.remove(result.current.photos[0]?.id ?? ''));
    expect(result.current.full).toBe(false);
    act(() => result.current.dismissNotes());
    expect(result.current.refused).toEqual([]);
    expect(result.current.overflow).toBe(0);
  });

  it('keeps a caption to 200 characters', () => {
    const { result } = field(ADDED_PHOTOS);
    act(() => result.current.add(jpegs(1)));
    const id = result.current.photos[0]?.id ?? '';
    act(() => result.current.caption(id, 'x'.repeat(205)));
    expect(result.current.photos[0]?.caption).toBe('x'.repeat(200));
  });

  it('lets each preview go when its photo is removed, cleared once uploaded, or the field goes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const uploads = installFakeXhr();
    uploadApi();
    const { result, unmount } = field(ADDED_PHOTOS);
    act(() => result.current.add(jpegs(3)));
    const [first, second, third] = result.current.photos.map((photo) => photo.preview);
    expect([first, second, third]).toEqual(['blob:preview-1', 'blob:preview-2', 'blob:preview-3']);

    act(() => result.current.remove(result.current.photos[0]?.id ?? ''));
    expect(revoked()).toEqual(['blob:preview-1']);

    const run = startRun(() =>
      result.current.upload({ contentType: 'hunt', objectId: 12, hasPrimary: false }),
    );
    await answerInTurn(uploads, [204, 'no network']);
    await run.outcome();
    expect(revoked()).toEqual(['blob:preview-1']);

    act(() => result.current.clearUploaded());
    expect(revoked()).toEqual(['blob:preview-1', 'blob:preview-2']);
    expect(result.current.photos.map((photo) => photo.file.name)).toEqual(['teal-2.jpg']);

    unmount();
    expect(revoked()).toEqual(['blob:preview-1', 'blob:preview-2', 'blob:preview-3']);
  });

  it('uploads once the item exists with progress, the first confirmed as primary; a failed one goes again next run, an uploaded one never twice', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const uploads = installFakeXhr();
    const confirmed = uploadApi();
    const { result } = field(NEW_REPORT_PHOTOS);
    act(() => result.current.add([...jpegs(2, 'pintail'), pickedFile('spread.png', 'image/png')]));
    act(() => result.current.caption(result.current.photos[2]?.id ?? '', '  The spread '));

    const run = startRun(() =>
      result.current.upload({ contentType: 'report', objectId: 41, hasPrimary: false }),
    );
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(result.current.uploading).toBe(true);
    expect(result.current.photos.map((photo) => photo.status)).toEqual([
      'uploading',
      'pending',
      'pending',
    ]);
    // The first one fails at the storage: the second confirmed becomes primary.
    act(() => uploads[0]?.respond(500));
    await waitFor(() => expect(uploads).toHaveLength(2));
    act(() => uploads[1]?.progress(30, 100));
    await waitFor(() => expect(result.current.photos[1]?.progress).toBe(30));
    // 0 (failed, nothing sent) + 30 + 0 of three photos.
    expect(result.current.run).toEqual({ total: 3, uploaded: 0, failed: 1, percent: 10 });
    act(() => uploads[1]?.respond(204));
    await waitFor(() => expect(uploads).toHaveLength(3));
    act(() => uploads[2]?.respond(204));
    expect(await run.outcome()).toMatchObject({ failed: 1, failedStatus: 500 });
    expect(result.current.uploading).toBe(false);
    expect(result.current.photos[0]?.error).toBe('S3 upload failed with status 500');
    expect(result.current.photos.map((photo) => photo.status)).toEqual([
      'error',
      'uploaded',
      'uploaded',
    ]);
    expect(confirmed()).toEqual([
      expect.objectContaining({
        filename: 'pintail-1.jpg',
        caption: 'Report photo 2',
        is_primary: true,
      }),
      expect.objectContaining({ filename: 'spread.png', caption: 'The spread', is_primary: false }),
    ]);

    // Sent again, only the failed one goes, and not as primary: the item has one now.
    const again = startRun(() =>
      result.current.upload({ contentType: 'report', objectId: 41, hasPrimary: true }),
    );
    await waitFor(() => expect(uploads).toHaveLength(4));
    act(() => uploads[3]?.respond(204));
    expect(await again.outcome()).toMatchObject({ total: 1, failed: 0, failedStatus: null });
    expect(confirmed()).toHaveLength(3);
    expect(confirmed()[2]).toMatchObject({
      filename: 'pintail-0.jpg',
      caption: 'Report photo 1',
      is_primary: false,
    });
    expect(result.current.photos.every((photo) => photo.status === 'uploaded')).toBe(true);
  });

  it('starts no second run while one goes', async () => {
    const uploads = installFakeXhr();
    const confirmed = uploadApi();
    const { result } = field(ADDED_PHOTOS);
    act(() => result.current.add(jpegs(1)));
    const target = { contentType: 'hunt', objectId: 12, hasPrimary: false } as const;

    let second: Promise<UploadOutcome> | undefined;
    const run = startRun(() => {
      const first = result.current.upload(target);
      second = result.current.upload(target);
      return first;
    });
    await waitFor(() => expect(uploads).toHaveLength(1));
    act(() => uploads[0]?.respond(204));
    expect(await run.outcome()).toMatchObject({ total: 1, failed: 0 });
    expect(await second).toMatchObject({ uploaded: [], failed: 0 });
    expect(uploads).toHaveLength(1);
    expect(confirmed()).toHaveLength(1);
  });

  it('hands the waiting photos to the outbox with the captions they will be sent with, the first as cover', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const uploads = installFakeXhr();
    uploadApi();
    const { result } = field(NEW_REPORT_PHOTOS);
    act(() => result.current.add([...jpegs(2), pickedFile('spread.png', 'image/png')]));
    act(() => result.current.caption(result.current.photos[1]?.id ?? '', 'Teal over the decoys'));

    expect(result.current.handOver()).toEqual([
      { file: expect.any(File), name: 'teal-0.jpg', caption: 'Report photo 1', isPrimary: true },
      {
        file: expect.any(File),
        name: 'teal-1.jpg',
        caption: 'Teal over the decoys',
        isPrimary: false,
      },
      { file: expect.any(File), name: 'spread.png', caption: 'Report photo 3', isPrimary: false },
    ]);
    expect(result.current.handOver()[2]?.file).toBe(result.current.photos[2]?.file);

    // One already uploaded is not handed over again.
    const run = startRun(() =>
      result.current.upload({ contentType: 'report', objectId: 41, hasPrimary: false }),
    );
    await answerInTurn(uploads, [204, 'no network', 'no network']);
    await run.outcome();
    expect(result.current.handOver().map((photo) => photo.name)).toEqual([
      'teal-1.jpg',
      'spread.png',
    ]);
  });
});
