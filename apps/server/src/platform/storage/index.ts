import crypto from 'node:crypto';
import path from 'node:path';
import type { AppConfig } from '../../config.js';
import { LocalDiskStorage } from './local-disk.js';
import { S3Storage } from './s3.js';
import type { ObjectStorage } from './types.js';

export * from './types.js';
export { LocalDiskStorage } from './local-disk.js';
export { S3Storage } from './s3.js';
export { registerStorageRoutes } from './local-routes.js';

/**
 * The configured photo store: S3-compatible when S3_BUCKET is set, else DATA_DIR/photos.
 * The local store signs its upload policies and download URLs with a key derived from
 * `serverSecret` (the token-signing secret), so every instance sharing it accepts the same URLs.
 */
export function createStorage(config: AppConfig, serverSecret: string): ObjectStorage {
  if (config.s3) return new S3Storage(config.s3);
  const signingKey = crypto
    .createHmac('sha256', serverSecret)
    .update('marshlog photo storage')
    .digest();
  return new LocalDiskStorage(path.join(config.dataDir, 'photos'), signingKey);
}
