import type { Database } from '../../../db/client.js';
import type { ObjectStorage } from '../../../platform/storage/types.js';
import { ownedRecords } from './contents.js';
import { ARCHIVE_README } from './readme.js';
import { ZipFile } from './zip-file.js';

type OwnedRecords = Awaited<ReturnType<typeof ownedRecords>>;
type ArchivedPhoto = OwnedRecords['photos'][number];

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

const photoFile = (photo: ArchivedPhoto) =>
  `photos/${photo.id}.${EXTENSIONS[photo.mimeType] ?? 'bin'}`;

/**
 * Writes the hunter's archive to `path`: README.md, marshlog.json, then each photo's original
 * (stored re-encoded, without camera metadata), reporting progress (0 to 1) after each photo. An
 * archive that fails halfway leaves no file.
 */
export async function prepareArchive(
  deps: { db: Database; storage: Pick<ObjectStorage, 'read'> },
  ownerId: number,
  path: string,
  onProgress: (done: number) => void,
): Promise<void> {
  const records = await ownedRecords(deps.db, ownerId);
  const zip = new ZipFile(path);
  try {
    await writeArchive(zip, records, deps.storage, onProgress);
  } catch (error) {
    await zip.discard();
    throw error;
  }
}

async function writeArchive(
  zip: ZipFile,
  records: OwnedRecords,
  storage: Pick<ObjectStorage, 'read'>,
  onProgress: (done: number) => void,
): Promise<void> {
  const encoder = new TextEncoder();
  zip.add('README.md', encoder.encode(ARCHIVE_README), true);
  const document = {
    format: 'marshlog-archive',
    version: 1,
    exported_at: new Date().toISOString(),
    ...records,
    photos: records.photos.map((photo) => ({ ...photo, file: photoFile(photo) })),
  };
  zip.add('marshlog.json', encoder.encode(JSON.stringify(document, null, 2)), true);
  onProgress(0.1);
  for (const [index, photo] of records.photos.entries()) {
    const bytes = await storage.read(photo.storageKey);
    if (bytes) zip.add(photoFile(photo), bytes, false);
    onProgress(0.1 + (0.9 * (index + 1)) / records.photos.length);
  }
  await zip.close();
}
