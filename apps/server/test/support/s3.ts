import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../../src/config.js';

export interface LocalS3 {
  /** The app's S3 settings for this server: path-style, s3rver's fixed credentials. */
  config: S3Config;
  stop(): Promise<void>;
}

/**
 * A real S3 wire-protocol server (s3rver) on a random loopback port, with one empty bucket,
 * so the production AWS SDK code runs unmocked. Its files live in a temporary folder.
 */
export async function startS3rver(): Promise<LocalS3> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'marshlog-s3rver-'));
  const bucket = 'marshlog-photos';
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    config: {
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    stop: async () => {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
