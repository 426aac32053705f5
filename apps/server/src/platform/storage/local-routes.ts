import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@marshlog/domain';
import { HttpError } from '../errors.js';
import { LocalDiskStorage } from './local-disk.js';
import { PolicyViolation } from './upload-policy.js';
import {
  isValidStorageKey,
  MAX_UPLOAD_BYTES,
  UPLOAD_GRANT_SECONDS,
  type ObjectStorage,
} from './types.js';

const downloadQuerySchema = z.object({
  expires: z.coerce.number().int(),
  /** The hunter the URL was signed for (0: signed out); their access is checked again. */
  viewer: z
    .string()
    .regex(/^\d{1,10}$/)
    .optional(),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});

/** A stored file as the download route streams it: documented as bytes of any type. */
const storedFileBytes = z
  .custom<Readable>((value) => value instanceof Readable)
  .meta({ type: 'string', format: 'binary' });

/**
 * The local store's stand-in for S3: the presigned multipart POST (answers 204) and signed
 * downloads. Multipart parsing is registered in this scope only. Nothing is added for S3.
 */
export async function registerStorageRoutes(
  api: FastifyInstance,
  storage: ObjectStorage,
): Promise<void> {
  if (!(storage instanceof LocalDiskStorage)) return;
  const forgetUsedForms = () =>
    storage.forgetUsedForms(2 * UPLOAD_GRANT_SECONDS * 1000).catch((error: unknown) => {
      api.log.error({ err: error }, 'used upload-form marks could not be swept');
    });
  const sweeper = setInterval(forgetUsedForms, UPLOAD_GRANT_SECONDS * 1000);
  sweeper.unref();
  api.addHook('onClose', async () => clearInterval(sweeper));
  await api.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20, fieldSize: 16 * 1024, parts: 25 },
    });
    const routes = scope.withTypeProvider<ZodTypeProvider>();

    routes.post(
      '/storage/upload/',
      {
        schema: {
          tags: ['storage'],
          summary: 'Receive a browser upload granted by a signed policy (local storage only)',
          consumes: ['multipart/form-data'],
          response: { 204: z.null(), 400: apiErrorSchema, 403: apiErrorSchema },
        },
      },
      async (request, reply) => {
        await receiveUpload(request, storage);
        return reply.status(204).send(null);
      },
    );

    routes.get(
      '/storage/files/*',
      {
        schema: {
          tags: ['storage'],
          summary: 'Download a stored file through a signed, expiring URL (local storage only)',
          params: z.object({ '*': z.string() }),
          querystring: downloadQuerySchema,
          // The body is the file's bytes, streamed with the file's own type; errors are JSON.
          response: {
            200: {
              description: "The file's bytes.",
              content: { '*/*': { schema: storedFileBytes } },
            },
            403: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const key = request.params['*'];
        const { expires, signature, viewer } = request.query;
        if (
          !isValidStorageKey(key) ||
          !storage.verifyDownload(key, expires, signature, Date.now(), viewer)
        ) {
          throw new HttpError(
            403,
            'AccessDenied: Request has expired or its signature does not match.',
          );
        }
        const stored = await storage.stat(key);
        if (!stored || !(await storage.viewerMayDownload(key, viewer))) {
          throw new HttpError(404, 'NoSuchKey: The specified key does not exist.');
        }
        const maxAge = Math.max(0, expires - Math.floor(Date.now() / 1000));
        // A viewer's URL is asked about again each time: their access may have ended since.
        const cacheControl =
          viewer === undefined ? `private, max-age=${maxAge}, immutable` : 'private, no-cache';
        return reply
          .header('content-type', stored.contentType ?? 'application/octet-stream')
          .header('content-length', stored.size)
          .header('cache-control', cacheControl)
          .header('cross-origin-resource-policy', 'same-site')
          .send(fs.createReadStream(storage.objectPath(key)));
      },
    );
  });
}

/**
 * Reads the form's fields, then checks the policy before a byte of the file is kept; the file
 * goes to a scratch file that becomes the object only when it is whole and within the range.
 */
async function receiveUpload(request: FastifyRequest, storage: LocalDiskStorage): Promise<void> {
  if (!request.isMultipart()) {
    throw new HttpError(
      400,
      'PreconditionFailed: Bucket POST must be of the enclosure-type multipart/form-data.',
    );
  }
  try {
    await storeUpload(request, storage);
  } catch (error) {
    throw asS3Error(error);
  }
}

async function storeUpload(request: FastifyRequest, storage: LocalDiskStorage): Promise<void> {
  const fields: Record<string, string> = {};
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value);
      continue;
    }
    if (part.fieldname !== 'file') {
      part.file.resume();
      continue;
    }
    const policy = storage.checkUploadPolicy(fields);
    if (!(await storage.claimUploadForm(policy.signature))) {
      part.file.resume();
      throw new HttpError(403, 'AccessDenied: This upload form has already been used.');
    }
    const scratch = storage.scratchPath();
    try {
      let size = 0;
      await pipeline(
        part.file,
        async function* countBytes(source: AsyncIterable<Buffer>) {
          for await (const chunk of source) {
            size += chunk.length;
            if (size > policy.maxBytes) throw entityTooLarge();
            yield chunk;
          }
        },
        fs.createWriteStream(scratch),
      );
      if (part.file.truncated) throw entityTooLarge();
      if (size < policy.minBytes) {
        throw new HttpError(
          400,
          'EntityTooSmall: Your proposed upload is smaller than the minimum allowed size.',
        );
      }
      await storage.commit(scratch, policy.key, policy.contentType);
    } finally {
      await fs.promises.rm(scratch, { force: true });
    }
    return;
  }
  throw new HttpError(400, 'InvalidArgument: POST requires exactly one file upload per request.');
}

function entityTooLarge(): HttpError {
  return new HttpError(
    400,
    'EntityTooLarge: Your proposed upload exceeds the maximum allowed size.',
  );
}

/**
 * Policy failures, the multipart size limit and a form the parser cannot read, worded as S3
 * words them. The parser throws plain Errors without a code ("Unexpected end of multipart data");
 * the disk's errors carry one (ENOSPC) and stay server errors.
 */
function asS3Error(error: unknown): unknown {
  if (error instanceof Error && error.constructor === Error && !('code' in error)) {
    return new HttpError(
      400,
      'MalformedPOSTRequest: The body of your POST request is not well-formed multipart/form-data.',
    );
  }
  if (error instanceof PolicyViolation)
    return new HttpError(error.statusCode, `${error.code}: ${error.message}`);
  if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE')
    return entityTooLarge();
  return error;
}
