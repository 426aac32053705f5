import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { IMPORT_MAX_BYTES, IMPORT_MESSAGES } from '@marshlog/domain';
import { HttpError, badRequest } from '../../platform/errors.js';

export const tooLarge = () => new HttpError(413, IMPORT_MESSAGES.tooLarge);

/** Passes the upload on, refusing it (413) as soon as it grows past the limit. */
function sizeLimit(): Transform {
  let bytes = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      if (bytes > IMPORT_MAX_BYTES) callback(tooLarge());
      else callback(null, chunk);
    },
  });
}

/**
 * Writes the uploaded file (the raw request body, as a stream) into `directory` and answers its
 * path: the file is never held in memory whole. An empty file is a 400, one over the limit a 413;
 * either leaves no file behind.
 */
export async function saveUpload(body: unknown, directory: string): Promise<string> {
  if (!(body instanceof Readable)) throw badRequest(IMPORT_MESSAGES.empty);
  await fs.mkdir(directory, { recursive: true });
  const file = path.join(directory, `${randomUUID()}.upload`);
  try {
    await pipeline(body, sizeLimit(), createWriteStream(file));
    if ((await fs.stat(file)).size === 0) throw badRequest(IMPORT_MESSAGES.empty);
  } catch (error) {
    await fs.rm(file, { force: true });
    throw error;
  }
  return file;
}
