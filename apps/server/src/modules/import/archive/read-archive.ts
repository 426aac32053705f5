import { strFromU8, unzipSync, type UnzipFileInfo } from 'fflate';
import { ARCHIVE_IMPORT_LIMITS, ARCHIVE_IMPORT_MESSAGES } from '@marshlog/domain';
import { ImportRefusal } from '../refusal.js';

const MB = 1024 * 1024;
export const ARCHIVE_DOCUMENT = 'marshlog.json';

/** A name that stays inside the archive: relative, without `..`, a drive or a backslash. */
function isSafePath(name: string): boolean {
  if (name.startsWith('/') || name.includes('\\') || name.includes('\0')) return false;
  if (/^[a-z]:/i.test(name)) return false;
  return !name.split('/').includes('..');
}

/**
 * Checks every entry of the central directory before anything is unpacked, refusing the archive
 * as a ZIP bomb (too many files, too many bytes unpacked, one file compressed too far) or for a
 * path outside it; answers whether the entry is marshlog.json, the only one unpacked.
 */
function entryGuard() {
  let entries = 0;
  let unpacked = 0;
  return (file: UnzipFileInfo): boolean => {
    entries += 1;
    unpacked += file.originalSize;
    if (entries > ARCHIVE_IMPORT_LIMITS.entries)
      throw new ImportRefusal(ARCHIVE_IMPORT_MESSAGES.tooManyEntries);
    if (unpacked > ARCHIVE_IMPORT_LIMITS.unpackedMegabytes * MB)
      throw new ImportRefusal(ARCHIVE_IMPORT_MESSAGES.tooLargeUnpacked);
    if (!isSafePath(file.name))
      throw new ImportRefusal(ARCHIVE_IMPORT_MESSAGES.unsafePath(file.name));
    const ratio = file.originalSize / Math.max(file.size, 1);
    if (
      file.originalSize > ARCHIVE_IMPORT_LIMITS.ratioFloorBytes &&
      ratio > ARCHIVE_IMPORT_LIMITS.ratio
    )
      throw new ImportRefusal(ARCHIVE_IMPORT_MESSAGES.compressionRatio(file.name));
    if (file.name !== ARCHIVE_DOCUMENT) return false;
    if (file.originalSize > ARCHIVE_IMPORT_LIMITS.documentMegabytes * MB)
      throw new ImportRefusal(ARCHIVE_IMPORT_MESSAGES.documentTooLarge);
    return true;
  };
}

/**
 * marshlog.json of a Marshlog archive, parsed: every entry is checked first (entryGuard), and only
 * that file is unpacked, into a buffer of the size it declares, so what it really inflates to
 * cannot exceed the limit. Photos are not read.
 */
export function readArchiveDocument(zip: Uint8Array): unknown {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(zip, { filter: entryGuard() });
  } catch (error) {
    if (error instanceof ImportRefusal) throw error;
    throw new ImportRefusal(ARCHIVE_IMPORT_MESSAGES.notZip);
  }
  const document = files[ARCHIVE_DOCUMENT];
  if (!document) throw new ImportRefusal(ARCHIVE_IMPORT_MESSAGES.noDocument);
  try {
    return JSON.parse(strFromU8(document));
  } catch (error) {
    throw new ImportRefusal(
      ARCHIVE_IMPORT_MESSAGES.malformedJson(error instanceof Error ? error.message : ''),
    );
  }
}
